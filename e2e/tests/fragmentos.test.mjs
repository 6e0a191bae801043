// Fragmentos: the Director opens a table through the guided set-up (a main character, a monster
// with notes and a secret weakness, the threat at the danger level so every challenge is
// dangerous), a player joins by the seat link, the Director brings the monster in from off the
// story (unknown to the player until then), and the Director calls dangerous challenges until a
// throw shows an omen (bounded). The Director's page sees the throw live; the player's page never
// holds the Director's notes, the secret quality or a difficulty before the roll.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { joinSeat, launch, openTable, person, shoot, signUp, startServer } from "../lib.mjs";

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

const NOTES = "He died in room 305; the receptionist feeds him";
const WEAKNESS = "Teme al fuego";

async function fillSetup(page) {
  const f = async (name, value) => page.fill(`[name='${name}']`, value);
  await f("m0_name", "Mark");
  await f("m0_action", "4");
  await f("m0_cognition", "3");
  await f("m0_interaction", "2");
  await f("m0_trait0_name", "Alpinismo");
  await f("m0_trait0_bonus", "2");
  await f("m0_concept", "Periodista de sucesos");
  await f("m0_complication", "Sobrepeso");
  await f("m0_obj0_name", "Linterna");
  await f("m0_obj0_dice", "1");
  await f("initial_threat", "8");
  await page.locator("details.frag-setup-char:has([name='o0_name']) summary").click();
  await f("o0_name", "El hombre descarnado");
  await page.selectOption("[name='o0_kind']", "monster");
  await f("o0_action", "4");
  await f("o0_notes", NOTES);
  await f("o0_secret", WEAKNESS);
}

const seq = (page) => page.locator("#game").getAttribute("data-seq").then(Number);

async function press(page, button) {
  const before = await seq(page);
  const answered = page.waitForResponse((r) => r.url().includes("/act") && r.request().method() === "POST");
  await button.click();
  await answered;
  await page.waitForFunction(
    (n) => Number(document.querySelector("#game")?.dataset.seq) > n || document.querySelector("#game .refusal"),
    before,
  );
  const refusal = page.locator("#game .refusal");
  if ((await refusal.count()) > 0) throw new Error(`refused: ${await refusal.first().textContent()}`);
}

async function caughtUp(pages) {
  const target = Math.max(...(await Promise.all(pages.map(seq))));
  for (const p of pages) {
    await p.waitForFunction((t) => Number(document.querySelector("#game")?.dataset.seq) >= t, target);
  }
}

const form = (page, name) => page.locator(`#game form[data-form='${name}']`);

test("Fragmentos: a dangerous challenge shows an omen, live on the Director's page, no secret leaks", async () => {
  const director = await person(browser, "es-ES");
  await signUp(director, server.url, "director");
  const { tableUrl, links } = await openTable(director, server.url, "fragmentos", {
    title: "El hombre descarnado",
    mySeat: 0,
    fillSetup,
  });
  await director.goto(tableUrl);
  await director.waitForFunction(() => document.documentElement.dataset.live === "on");
  const player = await joinSeat(browser, links["1"], "es-ES");
  await player.waitForFunction(() => document.documentElement.dataset.live === "on");
  assert.ok((await director.content()).includes(WEAKNESS), "the Director's sheet holds the secret quality");

  // The monster waits off the story (ruling 27): the player knows nothing of it until the Director
  // brings it in.
  const MONSTER = "El hombre descarnado";
  for (const part of ["#game", "#posts-story"]) {
    assert.ok(!(await player.locator(part).innerHTML()).includes(MONSTER), `the player's ${part} names the monster early`);
  }
  assert.equal(await player.locator("#game .frag-sheet.monster").count(), 0);
  await director.waitForSelector("#game .frag-offstage");
  await press(director, form(director, "bring_in").locator("button", { hasText: MONSTER }));
  await caughtUp([director, player]);
  await player.waitForSelector("#game .frag-sheet.monster");
  assert.equal(await director.locator("#game .frag-offstage").count(), 0, "nobody waits off the story any more");

  await form(director, "scene").locator("textarea").fill("Vestíbulo del hotel");
  await press(director, form(director, "scene").locator("button[type=submit]"));
  await caughtUp([director, player]);

  // What the Director half-typed in one form survives their own command from another form and a
  // live update from the player's, also after clicking elsewhere (issue 17).
  const introduce = form(director, "introduce");
  await introduce.locator("summary").click();
  await introduce.locator("input[name=name]").fill("Portero nocturno");
  await director.locator("h1").first().click();
  let typedChecked = false;

  let omens = 0;
  let composerSeen = false;
  for (let round = 0; round < 25 && omens === 0; round += 1) {
    const call = form(director, "challenge");
    await call.locator("select[name=character]").selectOption({ label: "Mark" });
    await call.locator("select[name=characteristic]").selectOption("action");
    await call.locator("input[name=difficulty]").fill("2");
    await press(director, call.locator("button[type=submit]"));
    await caughtUp([director, player]);

    // The player sees a dangerous challenge, not its difficulty, and the odds before rolling.
    await player.waitForSelector("#game form[data-form='roll']");
    assert.equal(await player.locator("#game [data-difficulty]").count(), 0, "the difficulty is hidden before the roll");
    assert.ok(await player.locator("#game .frag-roll.dangerous").isVisible());
    if (!composerSeen) {
      await player.waitForSelector("#game .frag-composer .odds-result .chance");
      assert.ok(await player.locator("#game .frag-composer svg.bars").isVisible());
      assert.match(await player.locator("#game .frag-omen-odds").textContent(), /presagio/);
      await shoot(player, "fragmentos-composer");
      composerSeen = true;
    }
    await press(player, form(player, "roll").locator("button[type=submit]"));
    await caughtUp([director, player]);
    if (!typedChecked) {
      const kept = form(director, "introduce");
      assert.equal(await kept.locator("input[name=name]").inputValue(), "Portero nocturno", "the typed name survived");
      assert.ok(await kept.locator("details").evaluate((d) => d.open), "its form stayed open");
      typedChecked = true;
    }
    omens = Number(await player.locator("#game .frag-throw").getAttribute("data-omens"));
    // The Director's page shows the same throw, live.
    const seen = Number(await director.locator("#game .frag-throw").getAttribute("data-omens"));
    assert.equal(seen, omens, "the Director saw the throw live");
    assert.ok(await player.locator("#game [data-difficulty]").count(), "the difficulty is revealed after the roll");
    if (omens > 0) break;
    await press(director, form(director, "conclude").locator("button[type=submit]"));
    await caughtUp([director, player]);
    if ((await form(player, "damage").count()) > 0) {
      await press(player, form(player, "damage").locator("button[type=submit]").last());
      await caughtUp([director, player]);
    }
  }
  assert.ok(omens > 0, "an omen appeared within 25 dangerous challenges");
  await director.waitForSelector("#game .frag-dice .die.omen");
  await director.waitForSelector("#posts-story .system-post:has-text('presagios')");

  const html = await player.content();
  for (const secret of [NOTES, WEAKNESS]) assert.ok(!html.includes(secret), `the player's page holds "${secret}"`);

  await shoot(player, "fragmentos-main");
  await shoot(director, "fragmentos-director");
  await director.context().close();
  await player.context().close();
});

test("Fragmentos: the set-up refuses an out-of-range sheet in place", async () => {
  const page = await person(browser, "es-ES");
  await signUp(page, server.url, "director");
  await page.goto(`${server.url}/new/fragmentos`);
  await page.fill("#title", "Mal");
  await fillSetup(page);
  await page.locator("[name='m0_trait0_bonus']").evaluate((e) => e.removeAttribute("min"));
  await page.fill("[name='m0_trait0_bonus']", "0");
  await page.click("form.setup button[type=submit]");
  const mistake = page.locator(".frag-setup-char .refusal[data-field='main_characters.0.traits.0.bonus']");
  await mistake.waitFor();
  assert.match(await mistake.textContent(), /rasgo/);
  assert.equal(await page.inputValue("[name='m0_name']"), "Mark");
  await shoot(page, "fragmentos-setup");
  await page.context().close();
});
