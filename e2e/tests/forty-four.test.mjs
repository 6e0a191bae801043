// 44: the Director opens a table through the guided set-up (a main character and two Secrets), a
// player joins by the seat link from another browser, and they play — scene order, details, the
// conflict with its odds composer, Reserve, end of turn if needed — until a conflict causes Stress.
// The Director's page sees it live; the player's page never holds the Director's Secrets.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { act, caughtUp, fill44Setup, has, joinSeat, launch, move44, openTable, person, press, SECRETS_44, seqOf, shoot, signUp, startServer } from "../lib.mjs";

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

test("44: a conflict causes Stress, the Director sees it live, the player never sees the Secrets", async () => {
  const director = await person(browser);
  await signUp(director, server.url, "director");
  const { tableUrl, links } = await openTable(director, server.url, "44", { title: "The bridge", mySeat: 0, fillSetup: fill44Setup });
  await director.goto(tableUrl);
  await director.waitForFunction(() => document.documentElement.dataset.live === "on");
  const player = await joinSeat(browser, links["1"]);
  await player.waitForFunction(() => document.documentElement.dataset.live === "on");

  // The story thread follows the log on its own: with the Director's game panel already showing a
  // later event (as after a command of one's own, whose answer brings the new panel before the
  // stream's message), the player's move still reaches the Director's story.
  // (The thread shows its newest items only, so the newest line's place in the log tells, not a count.)
  const newestLine = () =>
    Math.max(0, ...[...document.querySelectorAll("#posts-story .system-post")].map((p) => Number(p.dataset.seq)));
  const lines = await director.evaluate(newestLine);
  await director.evaluate(() => { document.querySelector("#game").dataset.seq = "1000000"; });
  assert.ok(await move44(player, 0), "the player chooses the order first");
  await director.waitForFunction(
    (n) => Math.max(0, ...[...document.querySelectorAll("#posts-story .system-post")].map((p) => Number(p.dataset.seq))) > n,
    lines, { timeout: 5000 });
  await director.reload();
  await director.waitForFunction(() => document.documentElement.dataset.live === "on");

  // The Director's sheet holds the Secrets; the player's page does not.
  assert.ok((await director.content()).includes(SECRETS_44[0]));
  assert.ok(await player.locator(".f44-sheet[data-seat='1'] .f44-qualities").isVisible());

  let sawComposer = false;
  // A conflict may end without Stress: play on into the next ones (120 moves were sometimes too few).
  for (let n = 0; n < 400; n += 1) {
    const stressed = player.locator("#game .f44-conflict .f44-winner[data-stress]:not([data-stress='0'])");
    if (await has(stressed)) break;
    if (!sawComposer && (await has(player.locator("#game .f44-composer")))) {
      // The composer asks the server for its odds once it is on the page: give the answer a moment
      // to arrive before moving on (a fast server can otherwise move past every roll first).
      await player.waitForSelector("#game .f44-composer .odds-result .chance", { timeout: 5000 }).catch(() => {});
    }
    if (!sawComposer && (await has(player.locator("#game .f44-composer .odds-result .chance")))) {
      // The odds composer answers before the roll, and changes with what the player ticks.
      const before = await player.locator("#game .f44-composer .chance strong").textContent();
      const bond = player.locator("#game .f44-composer input[name=main][type=checkbox]").first();
      if (await has(bond)) {
        await bond.check();
        await player.waitForFunction(
          (b) => document.querySelector("#game .f44-composer .chance strong")?.textContent !== b,
          before,
        );
      }
      assert.ok(await player.locator("#game .f44-composer svg.bars").isVisible());
      await shoot(player, "44-composer");
      sawComposer = true;
    }
    const moved = (await move44(player, n)) || (await move44(director, n));
    if (!moved) {
      await player.waitForTimeout(200);
      continue;
    }
    // Both pages catch up live before the next move.
    const target = Math.max(await seqOf(player), await seqOf(director));
    for (const p of [player, director]) {
      await p.waitForFunction((t) => Number(document.querySelector("#game")?.dataset.seq) >= t, target);
    }
  }
  assert.ok(sawComposer, "the odds composer showed the chance before a roll");
  const stress = Number(await player.locator("#game .f44-conflict .f44-winner").last().getAttribute("data-stress"));
  assert.ok(stress > 0, "a conflict caused Stress");

  // The Director saw the conflict's result live, never reloading.
  await director.waitForSelector(`#game .f44-winner[data-stress='${stress}']`);
  const winner = await director.locator("#game .f44-conflict .f44-winner").last().getAttribute("data-winner");
  assert.ok(["main", "conspiracy"].includes(winner));
  await director.waitForSelector(`#posts-story .system-post:has-text('Stress')`);

  // No Secret on the player's page (none was revealed), nor in its story thread.
  const seen = await player.content();
  for (const s of SECRETS_44) assert.ok(!seen.includes(s), `the player's page holds the Secret "${s}"`);

  // Dice people can follow (issue 16): the player finds their conflict's rolls on the dice page,
  // whoever pressed "ready" last, each saying whose roll it is and what for, never a client seed;
  // once the Director reveals the seed, the player verifies them.
  await player.goto(`${tableUrl}/dice`);
  const conflictRows = player.locator("table.rolls tr.roll", { hasText: "conflict against" });
  assert.ok((await conflictRows.count()) >= 2, "both sides of the conflict are listed");
  const label = await conflictRows.first().locator(".roll-label .label").textContent();
  assert.match(label, /Mr\. Clark — conflict against .*(Resolve|Contact|Material).*Countdown \d/, label);
  assert.match(await conflictRows.first().locator(".reading").textContent(), /kept .*: \d/);
  const rows = await player.locator("table.rolls").allTextContents();
  assert.ok(!rows.join(" ").match(/s\d+:[0-9a-f]{4}/), `a row shows a client seed: ${rows}`);
  const copy = await conflictRows.first().locator("button.copy").first().getAttribute("data-copy");
  assert.ok(copy.includes(label.replaceAll("[", "(").replaceAll("]", ")")) && copy.includes("[url="), copy);
  await director.goto(`${tableUrl}/dice`);
  // Revealing asks first (issue 17): the button is inside a disclosure.
  await director.click("details.confirm:has(form[action$='/dice/reveal']) > summary");
  await Promise.all([director.waitForNavigation(), director.click("form[action$='/dice/reveal'] button[type=submit]")]);
  await player.reload();
  for (const row of await player.locator("table.rolls tr.roll", { hasText: "conflict against" }).all()) {
    assert.match(await row.textContent(), /verified/);
  }
  await shoot(player, "44-dice");
  await player.goto(tableUrl);
  await director.goto(tableUrl);

  await shoot(player, "44-main");
  await shoot(director, "44-director");
  await director.context().close();
  await player.context().close();
});

test("44: the set-up refuses a broken budget in place", async () => {
  const page = await person(browser);
  await signUp(page, server.url, "director");
  await page.goto(`${server.url}/new/44`);
  await page.fill("#title", "Broken");
  await fill44Setup(page);
  await page.fill("[name='c0_resolve']", "4"); // 7 points of Qualities
  const counter = page.locator(".f44-setup-char").first().locator("[data-budget-of=qualities]");
  assert.equal(await counter.locator("output").textContent(), "7", "the budget counter follows the typing");
  assert.ok(await counter.evaluate((e) => e.classList.contains("over")));
  await page.click("form.setup button[type=submit]");
  const mistake = page.locator(".f44-setup-char .refusal[data-block='0']");
  await mistake.waitFor();
  assert.match(await mistake.textContent(), /6 points/);
  assert.equal(await page.inputValue("[name='c0_name']"), "Mr. Clark", "what was written is kept");
  await shoot(page, "44-setup");
  await page.context().close();
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
for (const [lang, locale] of [["es", "es-ES"], ["en", "en-GB"]]) {
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
