// Forms never lose work: a character a player writes at a 44 or a Fragmentos table comes back as
// typed when the rules refuse it, with the refusal beside it; a Fragmentos character the Director
// sends back returns filled, with the Director's reason beside the form.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { joinSeat, launch, person, root, sendInPage, shoot, signUp, startServer } from "../lib.mjs";

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

/** Opens a table of `game` with `config` as its Director (seat 0) and joins seat 1 in a new browser. */
async function tableWithPlayer(game, config) {
  const director = await person(browser);
  await signUp(director, server.url, "director");
  const created = await director.request.post(`${server.url}/api/tables`, {
    headers: { "x-tablon-csrf": "1" },
    data: { game, title: "Forms kept", config, seat: 0 },
  });
  assert.equal(created.status(), 201, await created.text());
  const table = await created.json();
  await director.goto(`${server.url}/t/${table.id}`);
  await director.waitForFunction(() => document.documentElement.dataset.live === "on");
  const player = await joinSeat(browser, table.invitations.find((i) => i.seat === 1).link);
  await player.waitForFunction(() => document.documentElement.dataset.live === "on");
  return { director, player };
}

/** The values of the fields named in `sent` of the form `form` on `page`, by name. */
async function typed(page, form, sent) {
  return page.evaluate(([name, fields]) => {
    const out = {};
    for (const field of fields) {
      const el = document.querySelector(`#game form[data-form='${name}'] [name='${field}']`);
      out[field] = el ? el.value : null;
    }
    return out;
  }, [form, Object.keys(sent)]);
}

test("a refused 44 character comes back as typed", async () => {
  const bridge = JSON.parse(readFileSync(join(root, "crates/forty-four/logs/bridge.json"), "utf8"));
  const { director, player } = await tableWithPlayer("44", { ...bridge.config, players: 1 });
  const character = {
    c0_name: "Ms. Lane",
    c0_concept: "night-shift nurse who notices things",
    c0_who: "Dr. Abrams, the head surgeon",
    c0_what: "he stopped blinking",
    c0_where: "on the night shift",
    c0_now: "find out who else",
    // Seven points of Qualities: p. 7 gives six, so the rules refuse the character.
    c0_resolve: "4",
    c0_contact: "1",
    c0_material: "2",
    c0_bond0_name: "Tom, her brother",
    c0_bond0_rating: "3",
    c0_anx0_name: "Hospitals at night",
    c0_anx0_rating: "2",
    c0_anx1_name: "Losing Tom",
    c0_anx1_rating: "2",
  };
  const refusal = await sendInPage(player, "create", character);
  assert.ok(refusal, "the rules refuse seven points of Qualities");
  assert.deepEqual(await typed(player, "create", character), character, "every typed field is kept");
  await shoot(player, "forms-kept-44");
  await director.context().close();
  await player.context().close();
});

test("a refused or returned Fragmentos character comes back filled, the reason beside it", async () => {
  const hotel = JSON.parse(readFileSync(join(root, "crates/fragmentos/logs/hotel.json"), "utf8"));
  const { director, player } = await tableWithPlayer("fragmentos", { ...hotel.config, players: 1 });
  const character = {
    m0_name: "Mark",
    m0_action: "11", // ruling 26: characteristics go from 1 to 10
    m0_cognition: "4",
    m0_interaction: "2",
    m0_trait0_name: "Discreto",
    m0_trait0_ch: "cognition",
    m0_trait0_bonus: "1",
    m0_concept: "Periodista de sucesos",
    m0_complication: "Sobrepeso",
  };
  // The page's own limits (max=10) stop this in a browser; the rules are the judge when a browser
  // does not check them.
  await player.evaluate(() => { document.querySelector("#game form[data-form='create']").noValidate = true; });
  const refusal = await sendInPage(player, "create", character);
  assert.ok(refusal, "the rules refuse an action of 11");
  assert.deepEqual(await typed(player, "create", character), character, "every typed field is kept");

  // Sent within the ranges, then sent back by the Director with a reason.
  const fixed = { ...character, m0_action: "3" };
  assert.equal(await sendInPage(player, "create", fixed), null);
  await director.waitForSelector("#game form[data-form='return']");
  assert.equal(await sendInPage(director, "return", { reason: "Too strong for a hotel clerk" }), null);
  await player.waitForSelector("#game .frag-returned");
  assert.match(await player.textContent("#game .frag-returned"), /Too strong for a hotel clerk/);
  assert.deepEqual(await typed(player, "create", fixed), fixed, "the sheet sent back fills the form");
  await shoot(player, "forms-kept-fragmentos-returned");
  await director.context().close();
  await player.context().close();
});

test("any refused form keeps what was typed: a GenreFuzzion cliché already in the pool", async () => {
  const scott = JSON.parse(readFileSync(join(root, "crates/genrefuzzion/logs/scott_pilgrim.json"), "utf8"));
  const { director, player } = await tableWithPlayer("genrefuzzion", scott.config);
  const cliche = "Una ciudad que nunca duerme";
  assert.equal(await sendInPage(player, "propose", { text: cliche }), null);
  assert.equal(await player.inputValue("#gf-propose-text"), "", "an accepted form starts empty again");
  const refusal = await sendInPage(player, "propose", { text: cliche });
  assert.ok(refusal, "the pool holds that cliché already");
  assert.equal(await player.inputValue("#gf-propose-text"), cliche, "the refused text is kept");
  await director.context().close();
  await player.context().close();
});
