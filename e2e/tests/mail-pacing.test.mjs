// Mail that waits while its reader plays, in Chromium against a real SMTP server (aiosmtpd, e2e/sink.mjs).
// One person plays Tragedy Looper as the only Protagonist against Tablón's AI Mastermind, live,
// with the table's page open: the turn comes back to them again and again, and no "your move" mail
// comes (the page tells the server it is open and visible; the server holds the mail for the hold,
// here 6 seconds, after the reader was last there). Then they close the page while the table waits
// on them: exactly one "your move" mail comes, once the hold has passed.
//
// Two minutes of play at a person's quick pace (a move, half a second's look, the next), on the
// longest shipped script (4 loops of 7 days) so the game is still on when they close the page;
// then a few holds of waiting.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { launch, openTable, person, playFirstOffered, signUp, startServer } from "../lib.mjs";
import { linkIn, startSink } from "../sink.mjs";

// Long enough that a busy 2-core machine's slow page loads never leave the reader away a hold.
const HOLD_SECS = 6;
const PLAY_MS = 120000;

let sink;
let server;
let browser;

before(async () => {
  sink = await startSink();
  server = await startServer([
    "--smtp", sink.url, "--mail-from", "Tablon <tablon@example.org>", "--outbox-every", "0.2",
    "--mail-hold", String(HOLD_SECS),
  ]);
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.stop();
  sink?.stop();
});

// The Protagonist's forms, in the order a quick player answers them.
const preference = [
  "card", "answer-resolve", "end-goodwill", "end-abilities", "subplot", "next-loop", "ability", "goodwill",
];

test("no 'your move' mail while the page is open and played; one after it closes, once the hold passed", { timeout: 300000 }, async () => {
  const p = await person(browser);
  await signUp(p, server.url, "pacing");
  // Their address, confirmed on the page the mailed link opens.
  await p.goto(`${server.url}/mail`);
  await p.fill("#address", "player@example.org");
  await Promise.all([p.waitForNavigation(), p.click("form:has(#address) button[type=submit]")]);
  const [confirm] = await sink.expect(1);
  await p.goto(linkIn(confirm, `${server.url}/mail/confirm/`));
  await Promise.all([p.waitForNavigation(), p.click("main form button[type=submit]")]);

  const { tableUrl } = await openTable(p, server.url, "tragedy-looper", {
    title: "Paced",
    mySeat: 1,
    fillSetup: async (page) => {
      await page.check("#tl-script-bt2_promise_on_the_rooftop");
      await page.selectOption("#tl-protagonists", "1");
      await page.check("input[name=ai_mastermind]");
    },
  });
  await p.goto(tableUrl);
  await p.waitForFunction(() => document.documentElement.dataset.live === "on");
  assert.ok(await p.locator("#table[data-presence]").count(), "the seat's page reports that it is open");

  // Live play: the turn comes back after every Mastermind move.
  let pick = 0;
  let moves = 0;
  const started = Date.now();
  while (Date.now() - started < PLAY_MS) {
    if ((await p.locator(".tl-winner").count()) > 0) break;
    const r = await playFirstOffered(p, preference, pick, { formsOnly: true });
    if (!r) {
      await p.waitForTimeout(200);
      continue;
    }
    if (r.refused) pick += 1;
    else {
      moves += 1;
      pick = 0;
      await p.waitForTimeout(500);
    }
  }
  assert.equal(await p.locator(".tl-winner").count(), 0, "the game is still on after two minutes");
  assert.ok(moves >= 5, `the Protagonist played (${moves} moves)`);
  assert.deepEqual(sink.messages().slice(1).map((m) => m.subject), [], "no mail while playing at the table");

  // The table waits on them (the AI Mastermind answers within seconds); they close the page.
  const id = new URL(tableUrl).pathname.split("/")[2];
  await p.waitForFunction(
    async (url) => (await (await fetch(url)).json()).waiting_on.includes(1),
    `/api/tables/${id}`,
    { polling: 250, timeout: 30000 },
  );
  await p.goto("about:blank");
  const closed = Date.now();
  while (sink.messages().length < 2 && Date.now() - closed < 30000) await p.waitForTimeout(100);
  // Last seen at most a beacon (a third of the hold) before the page closed.
  assert.ok(Date.now() - closed >= (HOLD_SECS * 2000) / 3 - 500, `not before the hold: ${Date.now() - closed} ms`);
  const mails = await sink.expect(2);
  const yours = mails[1];
  assert.equal(yours.to, "player@example.org");
  assert.equal(yours.subject, "Paced: your move");
  // Another two holds: no second one.
  await p.waitForTimeout(2 * HOLD_SECS * 1000);
  assert.equal(sink.messages().length, 2, JSON.stringify(sink.messages().map((m) => m.subject)));
  await p.context().close();
});
