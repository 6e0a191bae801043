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

  // The Director saw the conflict's result live, never reloading: in the conflict under way, or
  // folded as the last conflict once its scene is over (every consequence automatic).
  await director.waitForSelector(`#game .f44-winner[data-stress='${stress}']`, { state: "attached" });
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
