// 44 with forms only, in its rulebook's language (English; both with TABLON_E2E_ALL_LANGUAGES=1, see
// `languagesOf` in ../lib.mjs).

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { act, caughtUp, fill44Setup, has, joinSeat, languagesOf, launch, LOCALES, move44, openTable, person, press, SECRETS_44, seqOf, shoot, signUp, startServer } from "../lib.mjs";

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

/** A player enlists a Bond or assists, if the conflict being gathered lets them; false if not. */
async function boost(page) {
  const button = page.locator(
    "#game form[data-form='gather'] button[value*='enlist_bond'], #game form[data-form='gather'] button[value*='\"assist\"']",
  );
  if (!(await has(button))) return false;
  await press(page, button.first());
  return true;
}

/** Opens a folded part of the game panel (its summary clicked, as a person does). */
async function openDetails(page, selector) {
  const details = page.locator(selector);
  if (!(await details.evaluate((d) => d.open))) await details.locator("> summary").click();
}

// Issue 17: players who own their characters, played to Zero Hour with forms only, in Spanish and
// English. The Director opens a table for two players who make their own characters (one takes the
// pre-made Mr. Clark, the other makes Margaret step by step, p. 7-9), with notes the Director reads;
// then everyone plays every step until Zero Hour and the end of the story, shown as its own section.
for (const lang of languagesOf("en")) {
  const locale = LOCALES[lang];
  test(`44 (${lang}): players make their characters and play to Zero Hour with forms only`, async () => {
    const director = await person(browser, locale);
    await signUp(director, server.url, "director");
    const { tableUrl, links } = await openTable(director, server.url, "44", {
      title: `Zero Hour ${lang}`,
      mySeat: 0,
      fillSetup: async (page) => {
        await fill44Setup(page);
        await page.fill("[name='players']", "2");
        await page.check("[name='notes_to_director']");
      },
    });
    await director.goto(tableUrl);
    const clark = await joinSeat(browser, links["1"], locale);
    const margaret = await joinSeat(browser, links["2"], locale);
    for (const p of [director, clark, margaret]) {
      await p.waitForFunction(() => document.documentElement.dataset.live === "on");
    }
    await clark.waitForSelector("#game .f44-creation form[data-form='create']");
    await shoot(margaret, `44-${lang}-creation`);

    // Seat 1 takes the Director's pre-made character; seat 2 makes her own, step by step.
    assert.equal(await act(clark, "premade"), null);
    const refusal = await act(margaret, "create", async (f) => {
      const fill = (name, value) => f.locator(`[name='${name}']`).fill(value);
      await fill("c0_name", "Margaret");
      await fill("c0_concept", "night-shift nurse");
      await fill("c0_who", "Leonard, butcher");
      await fill("c0_what", "he stopped blinking");
      await fill("c0_where", "buying meat");
      await fill("c0_now", "find out what he sells");
      await fill("c0_resolve", "2");
      await fill("c0_contact", "2");
      await fill("c0_material", "2");
      await fill("c0_bond0_name", "her brother");
      await fill("c0_bond0_rating", "2");
      await fill("c0_bond1_name", "the night doctor");
      await fill("c0_bond1_rating", "1");
      await fill("c0_anx0_name", "the dark");
      await fill("c0_anx0_rating", "3");
      await fill("c0_anx1_name", "blood");
      await fill("c0_anx1_rating", "1");
    });
    assert.equal(refusal, null);
    await clark.waitForSelector("#game .f44-order, #game form[data-form='order'], #game .f44-track");
    await director.waitForFunction(() => !document.querySelector("#game .f44-creation"));

    // Clark's notes: read by him and (as the table says) the Director, never by Margaret.
    await caughtUp([director, clark, margaret]);
    await openDetails(clark, "#game .f44-sheet[data-seat='1'] details.f44-notes");
    assert.equal(await act(clark, "notes", (f) => f.locator("textarea[name=text]").fill("Alice knows the code")), null);
    await caughtUp([director, clark, margaret]);
    await openDetails(clark, "#game .f44-sheet[data-seat='1'] details.f44-edit");
    assert.equal(await act(clark, "edit", (f) => f.locator("input[name=name]").fill("Arthur Clark")), null);
    await director.waitForSelector("#game .f44-sheet[data-seat='1'] .f44-notes-read");
    assert.ok((await director.content()).includes("Alice knows the code"));
    await margaret.waitForSelector("#game .f44-sheet[data-seat='1'] h3:has-text('Arthur Clark')");
    assert.ok(!(await margaret.content()).includes("Alice knows the code"), "Margaret reads Clark's notes");

    let shotPlay = false;
    for (let n = 0; n < 2000; n += 1) {
      if (await has(clark.locator("#game .f44-end"))) break;
      if (!shotPlay && (await has(clark.locator("#game .f44-conflict")))) {
        await shoot(clark, `44-${lang}-conflict`);
        shotPlay = true;
      }
      // The players fight for their lives: Bonds enlisted (they take Stress before the Quality,
      // p. 20) and each other's help (p. 27), then the first legal choice of every step.
      const moved =
        (await boost(clark)) || (await boost(margaret)) ||
        (await move44(clark, n)) || (await move44(margaret, n)) || (await move44(director, n));
      if (!moved) {
        await clark.waitForTimeout(150);
        continue;
      }
      const target = Math.max(await seqOf(clark), await seqOf(margaret), await seqOf(director));
      for (const p of [clark, margaret, director]) {
        await p.waitForFunction((t) => Number(document.querySelector("#game")?.dataset.seq) >= t, target);
      }
    }
    // The end of the story (p. 25-26): Zero Hour's Last Roll and both fates, the sheets below.
    for (const p of [clark, margaret, director]) await p.waitForSelector("#game section#end.f44-end");
    assert.equal(await clark.locator("#game .f44-end .f44-end-fates li").count(), 2);
    const fates = await clark.locator("#game .f44-end .f44-end-fates li").evaluateAll((l) => l.map((x) => x.dataset.fate));
    assert.ok(fates.every((f) => ["survived", "replaced"].includes(f)), fates.join());
    // Zero Hour, unless Section 44 replaced both before it (p. 26: the game then ends early).
    assert.ok(
      (await has(clark.locator("#game .f44-end .f44-end-zero-hour"))) || fates.every((f) => f === "replaced"),
      "the story reached Zero Hour",
    );
    await shoot(clark, `44-${lang}-end`);
    await shoot(director, `44-${lang}-end-director`);
    for (const p of [director, clark, margaret]) await p.context().close();
  });
}
