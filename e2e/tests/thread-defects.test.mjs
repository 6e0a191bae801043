// Issue 34's small defects that only a browser shows, each failing before its fix:
// - a character a player makes at a 44 table reaches the header ("eres el personaje 1" stayed
//   until a reload), and a seat's new name reaches the other pages' whisper lists (only a reload
//   brought it);
// - the 44 odds composer keeps its ticks through a live update of the game panel;
// - the dice page never calls the Director's dice of a player's conflict "your roll";
// - a deadline shows in the reader's time zone (UTC without the page script);
// - a spoiler in a post is folded until opened, by keyboard too.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  caughtUp, fill44Setup, has, joinSeat, launch, move44, nameSeat, openTable, person, quiet, root, sendInPage, shoot,
  signUp, startServer, write,
} from "../lib.mjs";

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

/** What the table page's header says of the game and the reader ("44 · eres Ms. Lane · Ayuda"). */
const header = (page) => page.locator("header.table-head p.meta").first().textContent();
const headerSays = (page, words) =>
  page.waitForFunction((w) => document.querySelector("header.table-head p.meta").textContent.includes(w), words, { timeout: 5000 });

const live = (page) => page.waitForFunction(() => document.documentElement.dataset.live === "on");

test("a character made at the table reaches its player's header live", async () => {
  const director = await person(browser, "es-ES");
  await signUp(director, server.url, "directora");
  const bridge = JSON.parse(readFileSync(join(root, "crates/forty-four/logs/bridge.json"), "utf8"));
  const created = await director.request.post(`${server.url}/api/tables`, {
    headers: { "x-tablon-csrf": "1" },
    data: { game: "44", title: "Nombres", config: { ...bridge.config, players: 2 }, seat: 0 },
  });
  assert.equal(created.status(), 201, await created.text());
  const table = await created.json();
  await director.goto(`${server.url}/t/${table.id}`);
  await live(director);
  const lane = await joinSeat(browser, table.invitations.find((i) => i.seat === 1).link, "es-ES");
  await live(lane);
  const other = await joinSeat(browser, table.invitations.find((i) => i.seat === 2).link, "en-GB");
  await live(other);
  assert.match(await header(lane), /personaje 1/);

  // Ms. Lane and Mr. Finch are made at the table: once both are, the story starts with them, and
  // Ms. Lane's player's header names her without a reload.
  const character = (name) => ({
    c0_name: name, c0_concept: "night-shift nurse", c0_who: "Dr. Abrams", c0_what: "he stopped blinking",
    c0_where: "on the night shift", c0_now: "find out who else", c0_resolve: "3", c0_contact: "1", c0_material: "2",
    c0_bond0_name: "Tom, a brother", c0_bond0_rating: "3", c0_anx0_name: "Hospitals at night", c0_anx0_rating: "2",
    c0_anx1_name: "Losing Tom", c0_anx1_rating: "2",
  });
  assert.equal(await sendInPage(lane, "create", character("Ms. Lane")), null);
  assert.equal(await sendInPage(other, "create", character("Mr. Finch")), null);
  await headerSays(lane, "Ms. Lane");
  assert.doesNotMatch(await header(lane), /personaje 1/);
  await headerSays(other, "Mr. Finch");
  for (const p of [director, lane, other]) await p.context().close();
});

test("a seat's new name reaches the other pages' whisper lists live, what was chosen kept", async () => {
  const director = await person(browser, "es-ES");
  await signUp(director, server.url, "directora");
  const { tableUrl, links } = await openTable(director, server.url, "44", { title: "Renombres", mySeat: 0, fillSetup: fill44Setup });
  await director.goto(tableUrl);
  await live(director);
  const other = await joinSeat(browser, links["1"], "en-GB");
  await live(other);
  // The player names their seat: the Director's whisper list says it without a reload, and what
  // the Director had chosen there stays chosen.
  await director.selectOption("#whisper-talk", "1");
  await nameSeat(other, "Pedro");
  await director.waitForFunction(
    () => document.querySelector("#whisper-talk option[value='1']").textContent.startsWith("Pedro"),
    null,
    { timeout: 5000 },
  );
  assert.deepEqual(await director.locator("#whisper-talk").evaluate((s) => [...s.selectedOptions].map((o) => o.value)), ["1"]);
  // "@Pe" completes to the new name too.
  await director.locator("#body-talk").focus();
  await director.keyboard.type("@Pe");
  await director.waitForSelector("#mentions-talk [role=option]:has-text('Pedro')", { timeout: 5000 });
  await shoot(director, "thread-defects-names");
  for (const p of [director, other]) await p.context().close();
});

test("44: the odds composer keeps its ticks through a live update, and the Director's dice are not the player's roll", async () => {
  const director = await person(browser);
  await signUp(director, server.url, "director");
  const { tableUrl, links } = await openTable(director, server.url, "44", { title: "Ticks", mySeat: 0, fillSetup: fill44Setup });
  await director.goto(tableUrl);
  await live(director);
  const player = await joinSeat(browser, links["1"]);
  await live(player);
  const tableId = new URL(tableUrl).pathname.split("/")[2];

  let ticked = false;
  let rolled = false;
  for (let n = 0; n < 400 && !(ticked && rolled); n += 1) {
    const bond = player.locator("#game .f44-composer input[name=main][type=checkbox]").first();
    if (!ticked && (await has(bond))) {
      await player.waitForSelector("#game .f44-composer .odds-result .chance");
      const plain = await player.locator("#game .f44-composer .chance strong").textContent();
      await bond.check();
      await player.waitForFunction(
        (b) => document.querySelector("#game .f44-composer .chance strong")?.textContent !== b,
        plain,
      );
      const withBond = await player.locator("#game .f44-composer .chance strong").textContent();
      // Any live update draws the panel again (here: the one news of the table the page hears).
      const swapped = player.waitForEvent("response", (r) => r.url().includes(`/t/${tableId}/game`));
      await player.evaluate(() => document.body.dispatchEvent(new Event("tablon:game")));
      await swapped;
      await player.waitForFunction(
        (w) => document.querySelector("#game .f44-composer .chance strong")?.textContent === w,
        withBond,
        { timeout: 5000 },
      );
      assert.ok(await bond.isChecked(), "the tick survives the update");
      ticked = true;
    }
    if (!rolled && (await has(player.locator("#game .f44-conflict .f44-winner")))) {
      // The player's dice page: the conflict's rolls, the Director's among them.
      const dice = await player.context().newPage();
      await dice.goto(`${server.url}/t/${tableId}/dice`);
      const rows = await dice.locator("tr.roll").evaluateAll((trs) =>
        trs.map((tr) => [tr.querySelector(".label").textContent, tr.querySelector(".seen-as")?.textContent || ""]));
      const directors = rows.filter(([label]) => label.startsWith("Director"));
      for (const [label, why] of directors) assert.notEqual(why, "your roll", `${label}: ${why}`);
      // The player's own conflict threw the Director's dice too.
      if (directors.some(([, why]) => why === "thrown in your move")) rolled = true;
      await dice.close();
    }
    // The Director moves first, so the player's move is often the one that throws the dice.
    const moved = (await move44(director, n)) || (await move44(player, n));
    if (!moved) {
      await player.waitForTimeout(200);
      continue;
    }
    await caughtUp([player, director]);
  }
  assert.ok(ticked, "a conflict offered the composer with a Bond to tick");
  assert.ok(rolled, "a conflict threw the Director's dice");
  for (const p of [director, player]) await p.context().close();
});

test("a spoiler folds until opened, by keyboard too; a deadline shows in the reader's time zone", async () => {
  const ana = await person(browser, "es-ES");
  await signUp(ana, server.url, "ana");
  const { tableUrl } = await openTable(ana, server.url, "44", { title: "Spoilers", mySeat: 0, fillSetup: fill44Setup });
  await ana.goto(tableUrl);
  await write(ana, "talk", "Pista: ||el mayordomo lo hizo||");
  const spoiler = ana.locator("#posts-talk details.spoiler").first();
  await spoiler.waitFor();
  assert.equal(await spoiler.locator("summary").textContent(), "Spoiler: ábrelo para leerlo");
  assert.ok(!(await spoiler.locator("text=el mayordomo lo hizo").isVisible()), "folded");
  // The post's own live refresh swaps the thread once more: focus the spoiler after it, or the
  // Enter goes to the page (a refresh on its way under load replaced the focused summary).
  await quiet(ana);
  await spoiler.locator("summary").focus();
  await ana.keyboard.press("Enter");
  assert.ok(await spoiler.evaluate((d) => d.open), "opened by keyboard");
  assert.ok(await spoiler.locator("text=el mayordomo lo hizo").isVisible(), "its words shown");
  // A live update of the thread leaves it open.
  const refreshed = ana.waitForResponse((r) => r.url().includes("/thread/talk"));
  await ana.evaluate(() => document.body.dispatchEvent(new Event("tablon:posts-talk")));
  await refreshed;
  await ana.waitForTimeout(300);
  assert.ok(await ana.locator("#posts-talk details.spoiler").first().evaluate((d) => d.open), "still open");
  await shoot(ana, "thread-defects-spoiler");
  await ana.context().close();

  // A deadline (GenreFuzzion's, here drawn as the pages draw it) in the reader's time zone.
  const context = await browser.newContext({ locale: "en-GB", timezoneId: "America/Argentina/Buenos_Aires" });
  const page = await context.newPage();
  await page.goto(`${server.url}/help`);
  const shown = await page.evaluate(() => {
    const t = document.createElement("time");
    t.className = "at";
    t.setAttribute("datetime", "2026-11-24T08:30:00Z");
    t.textContent = "2026-11-24 08:30 UTC";
    document.querySelector("main").append(t);
    htmx.trigger(document.querySelector("main"), "htmx:afterSettle");
    return t.textContent;
  });
  assert.match(shown, /05:30/, shown);
  assert.doesNotMatch(shown, /UTC/, shown);
  await context.close();
});
