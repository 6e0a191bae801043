// Tragedy Looper against AI Protagonists (issue 20): one person opens a table through the set-up
// form as the Mastermind (seat 0) with "the Protagonists without a player are played by Tablón"
// ticked, gets no seat links, and plays the whole game in the browser — cards, abilities, goodwill
// answers, incidents — while the server plays the three Protagonists, until the page shows a winner.
// The Mastermind's choices are a person's quick ones: the first option the page offers, another
// one when the rules refuse it.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { launch, openTable, person, playFirstOffered, signUp, startServer } from "../lib.mjs";

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

// The Mastermind's forms, in the order a quick player answers them (pass rather than use an ability).
const preference = [
  "henchman", "card", "cultist-respect", "cultist-ignore", "answer-resolve", "answer-refuse",
  "subplot", "incident", "end-abilities", "ability",
];

test("a person plays the Mastermind against three AI Protagonists to the end of the game", { timeout: 900000 }, async () => {
  const mm = await person(browser);
  await signUp(mm, server.url, "mastermind");
  const { tableUrl, links } = await openTable(mm, server.url, "tragedy-looper", {
    title: "Against the AI",
    mySeat: 0,
    fillSetup: async (page) => {
      await page.check("#tl-script-fs2_the_silent_classroom");
      await page.selectOption("#tl-protagonists", "3");
      await page.check("input[name=ai_protagonists]");
    },
  });
  assert.deepEqual(links, {}, "every seat is taken: no links to hand out");
  await mm.goto(tableUrl);
  await mm.waitForFunction(() => document.documentElement.dataset.live === "on");
  assert.equal(await mm.getByText("played by Tablón (AI)", { exact: true }).count(), 3, "three AI Protagonists");

  let moves = 0;
  let pick = 0;
  const seen = new Set();
  // The page moves on within a minute at every step, or the test fails at once with the server's
  // warnings (a live update lost between a swap and its settling once left the page behind for good:
  // the table had moved on, the page still waited on an AI Protagonist).
  let lastSeq = null;
  let since = Date.now();
  for (let i = 0; i < 3000; i++) {
    if ((await mm.locator(".tl-winner").count()) > 0) break;
    const seq = await mm.locator("#game").getAttribute("data-seq");
    if (seq !== lastSeq) [lastSeq, since] = [seq, Date.now()];
    if (Date.now() - since > 60000) {
      // Whether the page missed a live update (the table moved on) or the table itself waits.
      const id = new URL(tableUrl).pathname.split("/")[2];
      const table = await mm.evaluate(async (url) => (await fetch(url)).text(), `/api/tables/${id}`);
      const warnings = server.logs.join("").split("\n").filter((l) => /WARN|ERROR/.test(l));
      assert.fail(`the page stood still at seq ${seq} for a minute; the table: ${table.slice(0, 300)}; server warnings:\n${warnings.join("\n")}`);
    }
    const r = await playFirstOffered(mm, preference, pick);
    if (!r) {
      // Not the Mastermind's turn: the AI Protagonists are thinking; the panel updates live.
      await mm.waitForTimeout(200);
      continue;
    }
    seen.add(r.form);
    if (r.refused) pick += 1;
    else {
      moves += 1;
      pick = 0;
    }
  }
  const winner = await mm.locator(".tl-winner").textContent();
  assert.match(winner, /win/, `the game ended: ${winner}`);
  assert.ok(moves > 20, `the Mastermind played the game (${moves} moves)`);
  assert.ok(seen.has("card") && seen.has("end-abilities"), `forms used: ${[...seen]}`);
  // The story holds the Protagonists' cards and goodwill steps: the AI played them.
  const story = await mm.locator("#posts-story").textContent();
  assert.match(story, /Cards revealed/);
  await mm.context().close();
});
