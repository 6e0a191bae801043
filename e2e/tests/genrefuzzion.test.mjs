// GenreFuzzion end to end: the Moderator opens a table through the set-up form, three players join
// by their seat links from their own browsers, make their characters together with the creation
// forms (cliché pool, draft, concept, relationships chain, dice, tricks, objectives), play a scene
// against a new extra to its rating, and the other seats see it live. A player's page never holds
// another seat's link or a whisper meant for the Moderator.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { act, joinSeat, launch, openTable, person, shoot, signUp, startServer } from "../lib.mjs";

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

// The page refreshes its game panel when the event stream brings a newer sequence than it shows;
// a refresh that left before an action's answer can land after it and replace a form being
// filled. Let such a refresh land before filling the next form.
async function settle(page) {
  await page.waitForTimeout(250);
  await page.waitForFunction(() => !document.querySelector(".htmx-request"));
}

async function ok(page, form, fill) {
  await settle(page);
  const refusal = await act(page, form, fill);
  assert.equal(refusal, null, `${form} was refused: ${refusal}`);
}

test("GenreFuzzion: creation, a scene to its rating, live updates, no secrets on a player's page", async () => {
  const mod = await person(browser);
  await signUp(mod, server.url, "moderator");

  // The set-up form refuses two players in place, then opens with three.
  await mod.goto(`${server.url}/new/genrefuzzion`);
  await mod.fill("#title", "Scott Pilgrim");
  await mod.fill("#gf_player1", "Ana");
  await mod.fill("#gf_player2", "Beto");
  // The browser asks for a third name; without that check, the server refuses it in place too.
  await mod.evaluate(() => document.querySelector("#gf_player3").removeAttribute("required"));
  await mod.click("form.setup button[type=submit]");
  assert.match(await mod.textContent("form.setup .refusal"), /three to twelve|tres a doce/);

  const { tableUrl, links } = await openTable(mod, server.url, "genrefuzzion", {
    title: "Scott Pilgrim",
    mySeat: 0,
    fillSetup: async (p) => {
      await p.fill("#gf_player1", "Ana");
      await p.fill("#gf_player2", "Beto");
      await p.fill("#gf_player3", "Caro");
      await p.fill("#gf_moderator", "1");
      await p.fill("#max_wait_hours", "48");
    },
  });
  assert.deepEqual(Object.keys(links).sort(), ["1", "2", "3"], "one link per player seat");
  await mod.goto(tableUrl);
  const players = {};
  for (const seat of [1, 2, 3]) players[seat] = await joinSeat(browser, links[seat]);
  const [p1, p2, p3] = [players[1], players[2], players[3]];
  for (const p of [mod, p1, p2, p3]) await p.waitForFunction(() => document.documentElement.dataset.live === "on");

  // "Pozo de Clichés": three each, from the appendix table.
  const numbers = { 1: [1, 33, 44], 2: [29, 58, 77], 3: [12, 85, 93] };
  for (const seat of [1, 2, 3]) {
    for (const n of numbers[seat]) {
      await ok(players[seat], "propose", (f) => f.locator("select[name=number]").selectOption(String(n)));
    }
  }
  // The draft in seat order, three rounds; Beto sees Ana's pick live.
  for (let round = 0; round < 3; round++) {
    for (const seat of [1, 2, 3]) await ok(players[seat], "draft");
  }
  // "Concepto": own clichés, the six dice (2×d8 2×d6 2×d4 by default), a name.
  const names = { 1: "Scott", 2: "Ramona", 3: "Wallace" };
  for (const seat of [1, 2, 3]) {
    const p = players[seat];
    await ok(p, "own", async (f) => {
      await f.locator("input[name=c1]").fill(`${names[seat]} uno`);
      await f.locator("input[name=c2]").fill(`${names[seat]} dos`);
      await f.locator("input[name=c3]").fill(`${names[seat]} tres`);
    });
    await ok(p, "cliche-dice");
    await ok(p, "name", (f) => f.locator("input[name=name]").fill(names[seat]));
  }
  // "Relaciones": the chain; each relationship is answered from the other side.
  const rel = (to, text) => async (f) => {
    await f.locator("select[name=to]").selectOption(`c:${to}`);
    await f.locator("input[name=text]").fill(text);
  };
  await ok(p1, "relationship", rel(1, "Tímidamente enamorado de Ramona"));
  await ok(p2, "relationship", rel(0, "Amiga por conveniencia de Scott"));
  await ok(p2, "relationship", rel(2, "Compañera de banda de Wallace"));
  await ok(p3, "relationship", rel(1, "Desconfía de Ramona"));
  await ok(p3, "relationship", rel(0, "Comparte piso con Scott"));
  await ok(p1, "relationship", rel(2, "Vive en el sofá de Wallace"));
  await ok(p1, "close-relationships");
  // Relationship dice (d6 d6 by default), two tricks and a flaw, objectives.
  for (const seat of [1, 2, 3]) {
    const p = players[seat];
    await ok(p, "rel-dice");
    await ok(p, "tricks", async (f) => {
      await f.locator("input[name=trick1_fill]").fill("bajo eléctrico");
      await f.locator("input[name=trick2_fill]").fill("ventaja");
      await f.locator("input[name=flaw_fill]").fill("arañas");
    });
  }
  const objective = (character, text) => async (f) => {
    await f.locator("select[name=character]").selectOption(String(character));
    await f.locator("input[name=text]").fill(text);
    await f.locator("input[name=difficulty]").fill("8");
  };
  for (const seat of [1, 2, 3]) {
    await ok(players[seat], "objective", objective(seat - 1, "Ganar la batalla de bandas"));
    await ok(players[seat], "objective", objective(seat % 3, "Superar a su ex"));
  }
  for (const c of [0, 1, 2]) await ok(mod, "objective", objective(c, "Vencer a los siete ex malvados"));
  await p2.waitForSelector("#game form[data-form='start-scene']");

  // The relationship map is drawn for everyone.
  assert.equal(await p3.locator("figure.gf-map svg .rel").count(), 6, "six arrows on the map");

  // "Escenas": Scott starts a scene against a new extra.
  await ok(p1, "start-scene", async (f) => {
    await f.locator("input[name=title]").fill("Scott Pilgrim vs. the World");
    await f.locator("input[name=setting]").fill("El Café de Mike");
    await f.locator("input[name=tone]").fill("cómico");
    await f.locator("select[name=antagonist]").selectOption("new");
    await f.locator("input[name=extra_name]").fill("Matthew Patel");
    await f.locator("input[name=intention]").fill("Ganar la batalla de bandas");
    await f.locator("input[name=sc0]").fill("Batalla de bandas");
  });
  // Anyone but the protagonist presents the extra (five clichés: d10, 3×d6, d4).
  await ok(p2, "present", async (f) => {
    for (let i = 0; i < 5; i++) await f.locator(`input[name=define${i}]`).fill(`Ex malvado ${i}`);
    await f.locator("input[name=description]").fill("El primer ex malvado");
    await f.locator("input[name=intention]").fill("Que Scott haga el ridículo");
  });
  // "Armando el Pozo": two clichés and the scene cliché; the exact odds show before rolling.
  const roll = p1.locator("#game form[data-form='roll']");
  await roll.waitFor();
  await roll.locator("input[value^='cliche:0:']").check();
  await roll.locator("input[value^='cliche:1:']").check();
  await roll.locator("input[value^='scene:0:']").check();
  // Each tick asks the server for the odds again (htmx keeps the last request): wait until the
  // answer for all three dice has arrived, not merely the first answer.
  await p1.waitForFunction(() => /d\d+ \+ d\d+ \+ d6/.test(document.querySelector(".gf-odds-pool")?.textContent || ""));
  await p1.waitForFunction(() => /\d+([.,]\d)? %/.test(document.querySelector(".gf-odds .chance strong")?.textContent || ""));
  assert.equal(await roll.locator(".gf-odds svg.bars").count(), 1, "the odds chart is drawn");
  await shoot(p1, "genrefuzzion-main");
  await ok(p1, "roll");
  // The Moderator sees the roll live, without reloading.
  await mod.waitForSelector("#game .gf-roll .result strong");
  // "El Moderador": contacting the late player starts the maximum wait on the server's clock; the
  // scene cannot be suspended before it has passed, so the form is not offered.
  await ok(mod, "nudge");
  await mod.waitForSelector("#game .gf-fields dt:has-text('Deadline')");
  // The deadline is written in the reader's time zone by the page script (issue 34: it read UTC).
  await mod.waitForFunction(() => {
    const t = document.querySelector("#game .gf-fields time.at");
    return t && /Z$/.test(t.getAttribute("datetime")) && !/^\d{4}-\d\d-\d\d \d\d:\d\d UTC$/.test(t.textContent);
  });
  assert.equal(await mod.locator("#game form[data-form='suspend']").count(), 0, "no suspension before the deadline");
  await shoot(mod, "genrefuzzion-moderator");
  await ok(p1, "stand");
  // The antagonist surrenders; Caro, in neither side, rates the scene ("Valorando la escena").
  await ok(p2, "surrender");
  await ok(p3, "rate", async (f) => {
    await f.locator("select[name=protagonist]").selectOption("4");
    await f.locator("select[name=antagonist]").selectOption("3");
    await f.locator("input[name=justification]").fill("Muy divertida la pelea en el bar");
  });
  // Everyone sees the rating live: Ana's page moves on to the next scene's starter (Caro).
  await p1.waitForSelector("#posts-story .system-post:has-text('Muy divertida la pelea en el bar')");
  await p3.waitForSelector("#game form[data-form='start-scene']");
  assert.equal(await p1.locator("#game form[data-form='start-scene']").count(), 0, "only the rater starts next");

  // Secrets: a whisper to the Moderator and the other seats' links never reach a player's page.
  await p1.fill("#body-talk", "Psst: el ex malvado es mi primo");
  await p1.selectOption("#whisper-talk", "0");
  await p1.click("#thread-talk form button[type=submit]");
  await mod.waitForSelector("#posts-talk .post.whisper:has-text('mi primo')");
  await p3.reload();
  const seen = await p3.content();
  assert.ok(!seen.includes("mi primo"), "the whisper stays between Ana and the Moderator");
  for (const seat of ["1", "2"]) {
    const token = links[seat].split("#").pop();
    assert.ok(token.length > 20, "a seat link ends with its token");
    assert.ok(!seen.includes(token), `seat ${seat}'s link is not on Caro's page`);
  }
  assert.ok(seen.includes("Matthew Patel"), "the public board is there");

  // The help page maps the rulebook's steps to the forms.
  await mod.goto(`${server.url}/help/genrefuzzion`);
  assert.match(await mod.textContent(".gf-help"), /Armando el Pozo/);
  for (const p of [mod, p1, p2, p3]) await p.context().close();
});
