// Issue 18: every action with the keyboard alone. A Tragedy Looper day (both sides' cards, the
// Mastermind's and the Protagonists' ability steps, the day's end) and a 44 conflict (scene order,
// details, the conflict's choices, ready, the roll and its outcome) are played with Tab, Shift+Tab,
// Enter, Space and the arrow keys only — never a click. Each element reached shows a visible focus
// (:focus-visible with an outline), and after each sent form the focus is back in the game panel,
// not on the page's body.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { fill44Setup, has, joinSeat, launch, openTable, person, quiet, shoot, signUp, startServer } from "../lib.mjs";

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

/** Presses Tab until the focused element matches `selector`; checks that its focus is visible. */
async function tabTo(page, selector, max = 600) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press("Tab");
    const state = await page.evaluate((sel) => {
      const a = document.activeElement;
      if (!a || !a.matches(sel)) return null;
      const style = getComputedStyle(a);
      return { visible: a.matches(":focus-visible"), outline: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    }, selector);
    if (state) {
      assert.ok(state.visible && state.outline !== "none" && state.width >= 2, `${selector}: the focus is not visible (${JSON.stringify(state)})`);
      return;
    }
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** With a select focused, presses ArrowDown (or ArrowUp) until its value is `value`. */
async function arrowTo(page, value) {
  for (const key of ["ArrowDown", "ArrowUp"]) {
    for (let i = 0; i < 40; i += 1) {
      if ((await page.evaluate(() => document.activeElement.value)) === value) return;
      await page.keyboard.press(key);
    }
  }
  throw new Error(`no option ${value} in the focused select`);
}

const seq = (page) => page.locator("#game").getAttribute("data-seq").then(Number);

/** Presses `key` on the focused submit button and waits for the new panel; the focus must come back
 * into the panel. Returns the refusal text or null. */
async function send(page, key = "Enter") {
  const before = await seq(page);
  const answered = page.waitForResponse((r) => r.url().includes("/act") && r.request().method() === "POST");
  await page.keyboard.press(key);
  await answered;
  await page.waitForFunction(
    (n) => Number(document.querySelector("#game")?.dataset.seq) > n || document.querySelector("#game .refusal"),
    before,
  );
  // A live refresh may follow the answer: the focus ends in the panel through it too (a swap
  // under way leaves it on the body for a moment, until the new panel settles).
  const settled = await page
    .waitForFunction(() => document.activeElement?.closest("#game"), null, { timeout: 5000 })
    .then(() => true, () => false);
  const what = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? "nothing");
  assert.ok(settled, `after a sent form the focus is back in the game panel, not on ${what}`);
  const refusal = page.locator("#game .refusal");
  return (await refusal.count()) > 0 ? (await refusal.first().textContent()).trim() : null;
}

/** Presses the submit button of the action form `form` with the keyboard. */
async function pressForm(page, form) {
  await page.locator(`#game form[data-form='${form}']`).first().waitFor({ timeout: 20000 });
  await quiet(page);
  await tabTo(page, `#game form[data-form='${form}'] button[type=submit]`);
  const refusal = await send(page);
  assert.equal(refusal, null, `${form} was refused: ${refusal}`);
}

/** Places `card` on `target` with the card form's two selects, by keyboard. */
async function placeCard(page, card, target) {
  await page.locator("#game form[data-form='card']").waitFor({ timeout: 20000 });
  await quiet(page);
  await tabTo(page, "#game form[data-form='card'] select[name=card]");
  await arrowTo(page, card);
  await tabTo(page, "#game form[data-form='card'] select[name=target]");
  await arrowTo(page, target);
  await tabTo(page, "#game form[data-form='card'] button[type=submit]");
  const refusal = await send(page);
  assert.equal(refusal, null, `placing ${card} on ${target} was refused: ${refusal}`);
}

test("Tragedy Looper: a whole day played with the keyboard alone", async () => {
  const mm = await person(browser);
  await signUp(mm, server.url, "keys");
  const { tableUrl, links } = await openTable(mm, server.url, "tragedy-looper", {
    title: "Keys at the Ward",
    fillSetup: async (page) => {
      await page.check("#tl-script-fs1_ashes_at_the_ward");
      await page.selectOption("#tl-protagonists", "1");
    },
  });
  await mm.goto(tableUrl);
  await mm.waitForFunction(() => document.documentElement.dataset.live === "on");
  const pro = await joinSeat(browser, links["1"]);
  await pro.waitForFunction(() => document.documentElement.dataset.live === "on");

  // Step 2: the Mastermind's three cards; step 3: the Protagonists' three (the last resolves all).
  await placeCard(mm, "paranoia_plus1", "character:girl_student");
  await placeCard(mm, "intrigue_plus1", "location:shrine");
  await placeCard(mm, "forbid_goodwill", "character:boy_student");
  await placeCard(pro, "goodwill_plus1", "character:boy_student");
  await placeCard(pro, "paranoia_plus1", "character:girl_student");
  await placeCard(pro, "goodwill_plus1", "character:shrine_maiden");
  await pro.waitForSelector("#posts-story .system-post:has-text('Cards revealed')", { timeout: 20000 });
  // Steps 5, 6 and 9: the Mastermind's abilities, the Protagonists' goodwill, the day's end.
  await pressForm(mm, "end-abilities");
  await pressForm(pro, "end-goodwill");
  await pressForm(mm, "end-abilities");
  // Day 2 has begun: the counters say so, on both pages.
  for (const p of [mm, pro]) {
    await p.waitForFunction(() => document.querySelector(".tl-counters > div:nth-child(2) strong")?.textContent.trim() === "2", null, { timeout: 20000 });
  }
  // The story thread scrolls and takes the focus (keyboard users scroll it with the arrows).
  await tabTo(pro, "#posts-story");
  const scrollable = await pro.evaluate(() => {
    const t = document.querySelector("#posts-story");
    return t.scrollHeight > t.clientHeight;
  });
  if (scrollable) {
    await pro.keyboard.press("Home");
    await pro.waitForFunction(() => document.querySelector("#posts-story").scrollTop === 0);
    await pro.keyboard.press("End");
    await pro.waitForFunction(() => document.querySelector("#posts-story").scrollTop > 0);
  }
  await mm.context().close();
  await pro.context().close();
});

/** One move of whoever `page` is, by keyboard, with the first legal choice; returns the form it
 * sent, or false if none. */
async function keyMove(page, n) {
  if (!(await has(page.locator("#game .your-move")))) return false;
  await quiet(page);
  if (!(await has(page.locator("#game .your-move")))) return false;
  const form = (name) => page.locator(`#game form[data-form='${name}']`);
  let refusal;
  let found = null;
  if (await has(form("detail"))) {
    found = "detail";
    await tabTo(page, "#game form[data-form='detail'] input[name=text]");
    await page.keyboard.type(`a detail, number ${n}`);
    refusal = await send(page); // Enter in the text field sends its form
  } else if (await has(page.locator("#game form[data-form='gather'] button[value*='choose_quality']"))) {
    found = "gather";
    await tabTo(page, "#game form[data-form='gather'] button[value*='choose_quality']");
    refusal = await send(page, "Space");
  } else {
    const name = ["order", "ready", "bond-order", "operative", "stress", "take", "grow", "gain", "opponent"];
    for (const f of name) if (await has(form(f))) { found = f; break; }
    if (!found) return false;
    await tabTo(page, `#game form[data-form='${found}'] button[type=submit]`);
    refusal = await send(page);
  }
  assert.equal(refusal, null, `a move was refused: ${refusal}`);
  return found;
}

/** What a page offers now, for a failure's message: its position, whether it is its move, its forms. */
const offers = (page) =>
  page.evaluate(() => {
    const game = document.querySelector("#game");
    const forms = [...document.querySelectorAll("#game form[data-form]")].map((f) => f.dataset.form);
    return `seq ${game?.dataset.seq}, your move: ${!!game?.querySelector(".your-move")}, forms: ${forms.join(" ")}`;
  });

test("44: a conflict played with the keyboard alone", async () => {
  const director = await person(browser);
  await signUp(director, server.url, "keys");
  const { tableUrl, links } = await openTable(director, server.url, "44", { title: "Keys", mySeat: 0, fillSetup: fill44Setup });
  await director.goto(tableUrl);
  await director.waitForFunction(() => document.documentElement.dataset.live === "on");
  const player = await joinSeat(browser, links["1"]);
  await player.waitForFunction(() => document.documentElement.dataset.live === "on");

  // Until a conflict is decided (p. 19). Its result shows in the panel only while a decision it
  // caused is pending (Stress, Reserve dice, the conspiracy growing); a conflict whose consequences
  // are all automatic ends its scene at once, so the table's events say it.
  const tableId = new URL(tableUrl).pathname.split("/")[2];
  const decision = async () =>
    (await (await director.request.get(`${server.url}/api/tables/${tableId}/events`)).json()).events
      .map((e) => e.event)
      .find((e) => e.type === "conflict_decided");
  const moves = [];
  for (let n = 0; n < 200 && !(await decision()); n += 1) {
    const moved = (await keyMove(player, n).then((f) => f && `player ${f}`)) || (await keyMove(director, n).then((f) => f && `director ${f}`));
    if (!moved) {
      await player.waitForTimeout(200);
      continue;
    }
    moves.push(moved);
    const target = Math.max(await seq(player), await seq(director));
    for (const p of [player, director]) {
      await p.waitForFunction((t) => Number(document.querySelector("#game")?.dataset.seq) >= t, target);
    }
  }
  const decided = await decision();
  assert.ok(
    decided,
    `a conflict was rolled and decided; moves: ${moves.join(", ")}; the player's page: ${await offers(player)}; the director's: ${await offers(director)}`,
  );
  assert.match(decided.winner, /^(main|conspiracy)$/);
  // Its result stays on the player's page: in the conflict still under way, or folded as the last
  // conflict once its scene is over.
  await player.waitForFunction(() => document.querySelector("#game .f44-winner, #game .f44-last-conflict summary"));
  await shoot(player, "44-keyboard-decided");
  await director.context().close();
  await player.context().close();
});
