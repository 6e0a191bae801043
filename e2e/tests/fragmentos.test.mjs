// Fragmentos: the Director opens a table through the guided set-up (a main character, a monster
// with notes and a secret weakness, the threat at the danger level so every challenge is
// dangerous), a player joins by the seat link, the Director brings the monster in from off the
// story (unknown to the player until then), and the Director calls dangerous challenges until a
// throw shows an omen (bounded). The Director's page sees the throw live; the player's page never
// holds the Director's notes, the secret quality or a difficulty before the roll.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { act, caughtUp, joinSeat, languagesOf, launch, LOCALES, openTable, person, press, shoot, signUp, startServer } from "../lib.mjs";

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

// Issue 17: as many Director's characters as the rules allow in one visit. "One more character"
// (after "Open the table", and submitting the whole form, no script needed) brings the form back one
// block longer with everything typed kept and no table opened; Enter in a field still opens the
// table, with every character prepared.
test("Fragmentos: the set-up form grows by one Director's character a click, and Enter opens the table", async () => {
  const page = await person(browser, "es-ES");
  await signUp(page, server.url, "director");
  await page.goto(`${server.url}/new/fragmentos`);
  await page.fill("#title", "Hotel de los cinco");
  await fillSetup(page);
  const blocks = () => page.locator("details.frag-setup-char:has([name$='_kind'])").count();
  assert.equal(await blocks(), 3);
  const more = page.locator("form.setup button[name=more]");
  assert.match(await more.textContent(), /Otro personaje del director/);
  // "Open the table" comes first in the form: it is the default button, the one Enter presses.
  const firstSubmit = await page.evaluate(() => document.querySelector("form.setup").querySelector("button[type=submit]").name);
  assert.equal(firstSubmit, "", "the first submit button is Open the table");
  for (let i = 3; i < 6; i++) {
    await more.click();
    await page.waitForURL(/#frag-other-/);
    await page.locator(`[name='o${i}_name']`).waitFor();
    assert.equal(await blocks(), i + 1, "one more block per click");
    assert.ok(await page.locator(`#frag-other-${i}`).evaluate((d) => d.open), "the new block is open");
    await page.fill(`[name='o${i}_name']`, `Huésped ${i}`);
  }
  assert.equal(await page.inputValue("[name='o0_name']"), "El hombre descarnado", "what was typed is kept");
  assert.equal(await page.inputValue("[name='o0_secret']"), WEAKNESS);
  await page.fill("#my_seat", "0");
  await shoot(page, "fragmentos-setup-more");
  // Enter in a text field opens the table (the default button), with every prepared character.
  await page.locator("[name='o5_name']").press("Enter");
  await page.waitForSelector("a.button[href^='/t/']");
  await page.click("a.button[href^='/t/']");
  await page.waitForFunction(() => document.documentElement.dataset.live === "on");
  const offstage = await page.locator("main").textContent();
  for (const name of ["El hombre descarnado", "Huésped 3", "Huésped 4", "Huésped 5"]) {
    assert.ok(offstage.includes(name), `${name} is among the Director's characters`);
  }
  await page.context().close();
});

// Players who own their characters, played to the end of a story with forms only, in the rulebook's
// Spanish (both languages with TABLON_E2E_ALL_LANGUAGES=1). Two players: one writes her character, which the Director first sends back
// and then accepts ("es el director quien tiene la última palabra"), the other takes the Director's
// pre-made Mark; notes stay the player's; the Director brings the monster in, calls a dangerous
// challenge and a conflict, and ends the story, whose end is its own section with the sheets.
for (const [lang, locale] of languagesOf("es").map((l) => [l, LOCALES[l]])) {
  test(`Fragmentos (${lang}): players write their characters and play to the end of a story with forms only`, async () => {
    const director = await person(browser, locale);
    await signUp(director, server.url, "director");
    const { tableUrl, links } = await openTable(director, server.url, "fragmentos", {
      title: `Hotel ${lang}`,
      mySeat: 0,
      fillSetup: async (page) => {
        await fillSetup(page);
        await page.fill("[name='players']", "2");
      },
    });
    await director.goto(tableUrl);
    const cath = await joinSeat(browser, links["1"], locale);
    const mark = await joinSeat(browser, links["2"], locale);
    const all = [director, cath, mark];
    for (const p of all) await p.waitForFunction(() => document.documentElement.dataset.live === "on");
    await cath.waitForSelector("#game .frag-creation form[data-form='create']");
    await shoot(cath, `fragmentos-${lang}-creation`);

    const write = async (strength) => act(cath, "create", async (f) => {
      const fill = (name, value) => f.locator(`[name='${name}']`).fill(value);
      await fill("m0_name", "Catherine");
      await fill("m0_action", strength);
      await fill("m0_cognition", "3");
      await fill("m0_interaction", "4");
      await fill("m0_trait0_name", "Atractivo inocente");
      await fill("m0_trait0_bonus", "2");
      await f.locator("[name='m0_trait0_ch']").selectOption("interaction");
      await fill("m0_concept", "Estudiante de arte");
    });
    assert.equal(await write("9"), null);
    assert.equal(await act(mark, "premade"), null);
    // The Director sends the first sheet back with a reason, then accepts the second.
    await caughtUp(all);
    assert.equal(await act(director, "return", (f) => f.locator("input[name=reason]").fill("too strong")), null);
    await caughtUp(all);
    assert.equal(await write("2"), null);
    await caughtUp(all);
    await shoot(director, `fragmentos-${lang}-approval`);
    assert.equal(await act(director, "approve"), null);
    await caughtUp(all);
    await director.waitForSelector("#game .frag-offstage");
    assert.equal(await cath.locator("#game .frag-sheet.mine h3:has-text('Catherine')").count(), 1);

    // Catherine's notes are hers alone at this table; she renames her character.
    await caughtUp(all);
    await cath.click("#game .frag-sheet.mine details.frag-notes > summary");
    assert.equal(await act(cath, "notes", (f) => f.locator("textarea[name=text]").fill("Room 305 is the key")), null);
    await caughtUp(all);
    await cath.click("#game .frag-sheet.mine details.frag-rename > summary");
    assert.equal(await act(cath, "rename", (f) => f.locator("input[name=name]").fill("Catherine Moore")), null);
    await caughtUp(all);
    for (const p of [director, mark]) assert.ok(!(await p.content()).includes("Room 305 is the key"));
    await mark.waitForSelector("#game .frag-sheet h3:has-text('Catherine Moore')");

    // The story: the monster comes in, a scene, a dangerous challenge, a conflict, the end.
    await press(director, form(director, "bring_in").locator("button[type=submit]").first());
    await caughtUp(all);
    await form(director, "scene").locator("textarea").fill(lang === "es" ? "Vestíbulo del hotel" : "The hotel lobby");
    await press(director, form(director, "scene").locator("button[type=submit]"));
    await caughtUp(all);
    const call = form(director, "challenge");
    await call.locator("select[name=character]").selectOption({ label: "Catherine Moore" });
    await call.locator("input[name=difficulty]").fill("3");
    await press(director, call.locator("button[type=submit]"));
    await caughtUp(all);
    await press(cath, form(cath, "roll").locator("button[type=submit]"));
    await caughtUp(all);
    await shoot(cath, `fragmentos-${lang}-challenge`);
    await press(director, form(director, "conclude").locator("button[type=submit]"));
    await caughtUp(all);
    if ((await form(cath, "damage").count()) > 0) {
      await press(cath, form(cath, "damage").locator("button[type=submit]").last());
      await caughtUp(all);
    }
    const conflict = form(director, "conflict");
    if ((await conflict.count()) > 0) {
      await conflict.locator("summary").first().click().catch(() => {});
      await press(director, conflict.locator("button[type=submit]").first());
      await caughtUp(all);
      for (let i = 0; i < 6 && (await form(director, "conclude").count()) === 0; i += 1) {
        for (const p of all) {
          if ((await form(p, "roll").count()) > 0) {
            await press(p, form(p, "roll").locator("button[type=submit]").first());
            await caughtUp(all);
          }
        }
      }
      await press(director, form(director, "conclude").locator("button[type=submit]"));
      await caughtUp(all);
      for (const p of all) {
        if ((await form(p, "damage").count()) > 0) {
          await press(p, form(p, "damage").locator("button[type=submit]").last());
          await caughtUp(all);
        }
      }
    }
    const end = form(director, "end-story");
    await end.locator("summary").click();
    await press(director, end.locator("button[type=submit]"));
    await caughtUp(all);
    for (const p of all) await p.waitForSelector("#game section#end.frag-end");
    assert.equal(await cath.locator("#game .frag-end .frag-end-fates li").count(), 2);
    await shoot(cath, `fragmentos-${lang}-end`);
    await shoot(director, `fragmentos-${lang}-end-director`);
    for (const p of all) await p.context().close();
  });
}
