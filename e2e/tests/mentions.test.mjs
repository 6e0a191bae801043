// Mentions that reach, in Chromium, in both languages, in the three role-playing games: a writer
// types "@" and the start of a character's name in the talk thread's form; a list offers the
// character; the keyboard alone (arrows, Enter) takes it; the posted message says whom it reached,
// the seat that plays the character.
// - 44: the Director reaches "Mr. Clark" (the character seat 1 plays).
// - Fragmentos: Mark's player (by his seat link) reaches the Director through "Recepcionista", one
//   of the Director's characters in the story.
// - GenreFuzzion: the Moderator reaches Lisandro's seat through "Scott", the character he named.
// Short: one table and one post per game and language, tables opened through the API.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { audit, fill44Setup, joinSeat, launch, openTable, person, root, signUp, startServer } from "../lib.mjs";

let server;
let browser;
before(async () => {
  server = await startServer();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const log = (file) => JSON.parse(readFileSync(join(root, file), "utf8"));

/** Opens a table of `game` with `config` through the API as `page`'s account, at seat 0. */
async function openByApi(page, game, title, config) {
  const created = await page.request.post(`${server.url}/api/tables`, {
    headers: { "x-tablon-csrf": "1" },
    data: { game, title, config, seat: 0 },
  });
  assert.equal(created.status(), 201, await created.text());
  const table = await created.json();
  return { tableUrl: `${server.url}/t/${table.id}`, id: table.id, invitations: table.invitations };
}

/** Plays `commands` (a log's `{seat, command}`) at table `id` by the seats' links. */
async function playByApi(id, invitations, commands) {
  const token = (seat) => invitations.find((i) => i.seat === seat).token;
  for (const { seat, command } of commands) {
    const r = await fetch(`${server.url}/api/tables/${id}/commands`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token(seat)}` },
      body: JSON.stringify({ command }),
    });
    assert.equal(r.status, 200, `${JSON.stringify(command)}: ${await r.text()}`);
  }
}

// Per game: how the table is opened and who writes (a page at the table), what is typed, the
// name taken from the list and whom the post says it reached, in each language.
const games = {
  "44": {
    async writer(locale) {
      const director = await person(browser, locale);
      await signUp(director, server.url, `mentions44${locale.slice(0, 2)}`);
      const { tableUrl } = await openTable(director, server.url, "44", { title: `Mentions ${locale}`, mySeat: 0, fillSetup: fill44Setup });
      await director.goto(tableUrl);
      return director;
    },
    typed: "Where are you, @mr",
    name: "Mr. Clark",
    reaches: { "en-GB": "Reaches: Mr. Clark", "es-ES": "Llega a: Mr. Clark" },
  },
  fragmentos: {
    async writer(locale) {
      const director = await person(browser, locale);
      await signUp(director, server.url, `mentionsfrag${locale.slice(0, 2)}`);
      const { invitations } = await openByApi(director, "fragmentos", `Hotel ${locale}`, log("crates/fragmentos/logs/hotel.json").config);
      await director.context().close();
      return joinSeat(browser, invitations.find((i) => i.seat === 1).link, locale);
    },
    typed: "Who feeds him, @recep",
    name: "Recepcionista",
    reaches: { "en-GB": "Reaches: Director", "es-ES": "Llega a: Dirección" },
  },
  genrefuzzion: {
    async writer(locale) {
      const moderator = await person(browser, locale);
      await signUp(moderator, server.url, `mentionsgf${locale.slice(0, 2)}`);
      const pilgrim = log("crates/genrefuzzion/logs/scott_pilgrim.json");
      const { tableUrl, id, invitations } = await openByApi(moderator, "genrefuzzion", `Pilgrim ${locale}`, pilgrim.config);
      // Up to Lisandro naming his character "Scott".
      const named = pilgrim.commands.findIndex((c) => c.command.type === "name_character");
      await playByApi(id, invitations, pilgrim.commands.slice(0, named + 1));
      await moderator.goto(tableUrl);
      return moderator;
    },
    typed: "Your move, @sco",
    name: "Scott",
    reaches: { "en-GB": "Reaches: Scott (Lisandro)", "es-ES": "Llega a: Scott (Lisandro)" },
  },
};

for (const [game, g] of Object.entries(games)) {
  for (const locale of ["en-GB", "es-ES"]) {
    test(`"@" completes a character's name by keyboard and the post says whom it reached (${game}, ${locale})`, { timeout: 120000 }, async () => {
      const writer = await g.writer(locale);
      const form = writer.locator("#thread-talk form.post-form");
      const text = form.locator("textarea");
      await text.focus();
      await writer.keyboard.type(g.typed);
      const list = form.locator("[role=listbox]");
      await list.waitFor({ state: "visible" });
      assert.equal(await text.getAttribute("aria-expanded"), "true");
      const options = await list.locator("[role=option]").allTextContents();
      assert.ok(options.includes(g.name), `offered: ${options}`);
      // The keyboard moves to the name and takes it.
      for (let i = 0; i < options.length; i++) {
        const active = await writer.locator(`#${await text.getAttribute("aria-activedescendant")}`).textContent();
        if (active === g.name) break;
        await writer.keyboard.press("ArrowDown");
      }
      await writer.keyboard.press("Enter");
      assert.equal(await text.inputValue(), `${g.typed.slice(0, g.typed.lastIndexOf("@"))}@${g.name} `);
      assert.equal(await list.isHidden(), true, "the list closes once a name is taken");
      await writer.keyboard.type("?");
      const answered = writer.waitForResponse((r) => r.url().includes("/post") && r.request().method() === "POST");
      await form.locator("button[type=submit]").click();
      assert.equal((await answered).status(), 200);
      await writer.locator("#thread-talk .post .reached").first().waitFor();
      assert.equal((await writer.locator("#thread-talk .post .reached").first().textContent()).trim(), g.reaches[locale]);
      if (game === "44") await audit(writer, `mentions-${locale}`);
      await writer.context().close();
    });
  }
}
