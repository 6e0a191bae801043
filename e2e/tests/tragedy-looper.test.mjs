// Tragedy Looper end to end: the Mastermind (table creator, seat 0) opens a table through the set-up
// form (a broken pasted script first: its writing-rule errors are listed in place), one Protagonist
// joins by the seat link, and they play two whole days of "Ashes at the Ward": cards placed face down
// by both sides, revealed and resolved, abilities and goodwill steps passed, and on day 2 the
// scheduled Increasing Unease occurs (the Girl Student reaches her Paranoia limit) and the Mastermind
// makes its choices. The Protagonist sees every step live, and their page never holds a hidden role,
// plot or the face of a face-down Mastermind card.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { act, joinSeat, launch, openTable, person, quiet, sendInPage, shoot, signUp, startServer } from "../lib.mjs";

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

// The private card of fs1_ashes_at_the_ward in both languages: none of it may reach a Protagonist.
const hiddenWords = [
  "Brain", "Cerebro", "Conspiracy Theorist", "Conspiranoico",
  "Murder Plan", "Plan de asesinato", "An Unsettling Rumor", "Un rumor inquietante",
  "tl-private", "tl-secret-role",
];

function assertNoSecret(html, what) {
  for (const w of hiddenWords) assert.ok(!html.includes(w), `${what}: the Protagonist's page holds "${w}"`);
}

/** Places a card with the card form (card and target are the form values) and checks that its
 * face now lies on that target for the seat that placed it. */
async function place(page, card, target, label) {
  const refusal = await sendInPage(page, "card", { card, target });
  assert.equal(refusal, null, `placing ${card} on ${target} was refused: ${refusal}`);
  if (!label) return; // the day's last card: all are revealed and resolved at once
  const [kind, name] = target.split(":");
  const where = kind === "location" ? `.tl-loc[data-location=${name}] > .tl-placed` : `.tl-char[data-character=${name}]`;
  await page.locator(`${where} .tl-face:has-text("${label}")`).first().waitFor();
}

async function press(page, form) {
  await quiet(page);
  const refusal = await act(page, form);
  assert.equal(refusal, null, `${form} was refused: ${refusal}`);
}

/** Waits until `page`'s own action form `form` is offered (the panel updates live, no reload). */
async function offered(page, form) {
  await page.locator(`#game form[data-form='${form}']`).first().waitFor({ timeout: 20000 });
}

test("the Mastermind and a Protagonist play two days up to an incident, the Protagonist live and kept in the dark", async () => {
  const mm = await person(browser);
  await signUp(mm, server.url, "mastermind");

  // A pasted script that breaks writing rules: the validator's errors are shown next to it.
  await mm.goto(`${server.url}/new/tragedy-looper`);
  await mm.fill("#title", "Broken script");
  // Read from a file: the page copies it into the text area and picks "my own script".
  const broken = `[public]
title = "Broken"
tragedy_set = "first_steps"
loops = 9
days = 4
difficulty = "easy"
characters = [ { character = "doctor" } ]
[private]
main_plot = "light_of_the_avenger"
subplots = []
`;
  await mm.setInputFiles("#tl-script-file", { name: "broken.toml", mimeType: "text/plain", buffer: Buffer.from(broken) });
  await mm.waitForFunction((t) => document.querySelector("#tl-script-text").value === t, broken);
  assert.ok(await mm.isChecked("#tl-script-custom"));
  await mm.click("form.setup button[type=submit]");
  await mm.waitForSelector(".tl-script-errors li");
  const errors = await mm.locator(".tl-script-errors li").allTextContents();
  assert.ok(errors.some((e) => /9 loops/.test(e)), `the loop count is refused: ${errors}`);
  assert.ok(errors.some((e) => /subplots/.test(e)), `the subplot count is refused: ${errors}`);
  await shoot(mm, "tragedy-looper-setup");

  // The shipped First Steps script, one Protagonist player.
  const { tableUrl, links } = await openTable(mm, server.url, "tragedy-looper", {
    title: "Ashes at the Ward",
    mySeat: 0,
    fillSetup: async (page) => {
      await page.check("#tl-script-fs1_ashes_at_the_ward");
      await page.selectOption("#tl-protagonists", "1");
    },
  });
  await mm.goto(tableUrl);
  await mm.waitForFunction(() => document.documentElement.dataset.live === "on");
  assert.ok(await mm.locator(".tl-private").isVisible(), "the Mastermind sees the private card");
  assert.match(await mm.locator(".tl-private").textContent(), /Murder Plan/);

  const pro = await joinSeat(browser, links["1"]);
  await pro.waitForFunction(() => document.documentElement.dataset.live === "on");
  assertNoSecret(await pro.content(), "at the start");
  assert.equal(await pro.locator(".tl-loc").count(), 4, "the four locations");

  for (const day of [1, 2]) {
    // Step 2: the Mastermind's three cards, face down.
    await offered(mm, "card");
    await place(mm, "paranoia_plus1", "character:girl_student", "Paranoia +1");
    if (day === 1) {
      await place(mm, "intrigue_plus1", "location:shrine", "Intrigue +1");
      await place(mm, "forbid_goodwill", "character:boy_student", "Forbid Goodwill");
    } else {
      await place(mm, "forbid_paranoia", "character:doctor", "Forbid Paranoia");
      await place(mm, "move_diagonal", "character:informer", "Movement ⤡");
    }

    // The Protagonist sees, live, three face-down cards and whose they are, never their faces.
    await offered(pro, "card");
    assert.equal(await pro.locator(".tl-board .tl-card.tl-facedown.tl-mm").count(), 3);
    const facedown = await pro.content();
    assertNoSecret(facedown, `day ${day}, cards face down`);
    // Cards only the Mastermind's deck has, placed today and never revealed before.
    for (const face of day === 1 ? ["Intrigue +1", "Forbid Goodwill"] : ["Forbid Paranoia", "Movement ⤡"]) {
      assert.ok(!facedown.includes(face), `day ${day}: a face-down card's face "${face}" reached the Protagonist`);
    }

    // Step 3: the Protagonist's three decks, one card each.
    await place(pro, "goodwill_plus1", "character:boy_student", "Goodwill +1");
    if (day === 2) await shoot(pro, "tragedy-looper-main"); // three face-down cards, one of theirs face up
    if (day === 1) {
      await place(pro, "paranoia_plus1", "character:girl_student", "Paranoia +1");
      await place(pro, "goodwill_plus1", "character:shrine_maiden", null);
    } else {
      await place(pro, "goodwill_plus1", "character:shrine_maiden", "Goodwill +1");
      await place(pro, "move_vertical", "character:office_worker", null);
    }
    // Step 4, at once: every card revealed and resolved, seen live by both.
    await pro.waitForFunction((n) => document.querySelectorAll("#posts-story .system-post").length > 0 &&
      [...document.querySelectorAll("#posts-story .system-post")].filter((p) => p.textContent.includes("Cards revealed")).length >= n, day);
    assert.equal(await pro.locator(".tl-board .tl-card").count(), 0, "the cards went back to their hands");

    // Step 5 (Mastermind abilities: none used), step 6 (goodwill: none used).
    await offered(mm, "end-abilities");
    await press(mm, "end-abilities");
    await offered(pro, "end-goodwill");
    await press(pro, "end-goodwill");

    if (day === 2) {
      // Step 7: the Girl Student is at her Paranoia limit: Increasing Unease occurs.
      await offered(mm, "incident");
      assert.match(await mm.locator("#game form[data-form='incident'] label").textContent(), /Increasing Unease/);
      await shoot(mm, "tragedy-looper-mastermind");
      await press(mm, "incident");
    }
    // Step 9.
    await offered(mm, "end-abilities");
    await press(mm, "end-abilities");
  }

  // The Protagonist saw the resolution and the incident live, without a reload.
  await pro.waitForSelector("#posts-story .system-post:has-text('Incident on day 2')", { timeout: 20000 });
  await pro.waitForSelector("#posts-story .system-post:has-text('Cards revealed')");
  await pro.waitForFunction(
    () => document.querySelector(".tl-counters > div:nth-child(2) strong")?.textContent.trim() === "3",
    null,
    { timeout: 20000 },
  );
  const girl = await pro.locator(".tl-char[data-character=girl_student] .tl-pa").textContent();
  assert.match(girl, /3\s*\/3/, `the Girl Student reached her limit: ${girl}`);
  const final = await pro.content();
  assertNoSecret(final, "after two days");

  // The help page maps the rulebook's steps to the screen.
  await pro.goto(`${server.url}/help/tragedy-looper`);
  assert.ok((await pro.locator(".help tbody tr").count()) >= 12, "one row per step of the rules");
  for (const p of [mm, pro]) await p.context().close();
});
