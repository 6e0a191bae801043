// Mail that waits while its reader plays, at a 44 table, in Chromium against a real SMTP server
// (aiosmtpd, e2e/sink.mjs). The Director (an account) and Mr. Clark's player (by his seat link only)
// both have confirmed addresses and play live with their table pages open, through a conflict to
// its result: the table starts waiting on each of them again and again, and no "your move" mail
// comes (the pages tell the server they are open and visible; the server holds the mail for the
// hold after its reader was last there). Between that conflict and the next, while the table waits
// on him, the player closes his page: exactly one "your move" mail comes to him once the hold has
// passed, and none to the Director, whose page stays open.
//
// The hold is several seconds, so that a busy 2-core machine's slow page loads and late beacons
// never leave a player away for a whole hold while playing.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { caughtUp, joinSeat, launch, move44, person, root, signUp, startServer } from "../lib.mjs";
import { linkIn, startSink } from "../sink.mjs";

const HOLD_SECS = 8;

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

/** Sets the address on a mail settings page and confirms it by the link the sink received. */
async function setAndConfirm(page, path, address, mailsBefore) {
  await page.goto(`${server.url}${path}`);
  await page.fill("#address", address);
  await Promise.all([page.waitForNavigation(), page.click("form:has(#address) button[type=submit]")]);
  const mails = await sink.expect(mailsBefore + 1);
  assert.equal(mails[mailsBefore].to, address);
  await page.goto(linkIn(mails[mailsBefore], `${server.url}/mail/confirm/`));
  await Promise.all([page.waitForNavigation(), page.click("main form button[type=submit]")]);
}

test("44: no 'your move' mail while both play live through a conflict; one to the player who closes his page before the next", { timeout: 360000 }, async () => {
  const director = await person(browser, "en-GB");
  await signUp(director, server.url, "director44");
  await setAndConfirm(director, "/mail", "director@example.org", 0);
  const bridge = JSON.parse(readFileSync(join(root, "crates/forty-four/logs/bridge.json"), "utf8")).config;
  const created = await director.request.post(`${server.url}/api/tables`, {
    headers: { "x-tablon-csrf": "1" },
    data: { game: "44", title: "Bridge", config: bridge, seat: 0 },
  });
  assert.equal(created.status(), 201, await created.text());
  const table = await created.json();
  const tableUrl = `${server.url}/t/${table.id}`;
  const player = await joinSeat(browser, table.invitations.find((i) => i.seat === 1).link, "en-GB");
  await setAndConfirm(player, `/t/${table.id}/mail`, "clark@example.org", 1);
  for (const page of [director, player]) {
    await page.goto(tableUrl);
    await page.waitForFunction(() => document.documentElement.dataset.live === "on");
    assert.ok(await page.locator("#table[data-presence]").count(), "the seat's page reports that it is open");
  }

  const api = async (path) => (await director.request.get(`${server.url}/api/tables/${table.id}${path}`)).json();
  const decided = async () => (await api("/events")).events.some((e) => e.event.type === "conflict_decided");
  // Live play up to the first conflict's result, counting how often the table starts waiting on
  // each seat: every start would have been a mail without pacing.
  const starts = { 0: 0, 1: 0 };
  let waiting = (await api("")).waiting_on;
  const play = async (n, pages) => {
    for (const page of pages) {
      if (await move44(page, n)) {
        const now = (await api("")).waiting_on;
        for (const s of now.filter((s) => !waiting.includes(s))) starts[s] += 1;
        waiting = now;
        await caughtUp([director, player]);
        return true;
      }
    }
    await director.waitForTimeout(200);
    return false;
  };
  const until = Date.now() + 240000;
  for (let n = 0; Date.now() < until && !(await decided()); n += 1) await play(n, [player, director]);
  assert.ok(await decided(), "a conflict was decided");
  assert.ok(starts[0] >= 1 && starts[1] >= 2, `the turn came to both, back to the player: ${JSON.stringify(starts)}`);
  assert.deepEqual(sink.messages().slice(2).map((m) => [m.to, m.subject]), [], "no mail while playing at the table");

  // After the result, play on (the Director only, if it is his) until the table waits on the
  // player; then he closes his page.
  for (let n = 100; Date.now() < until && !waiting.includes(1); n += 1) {
    await play(n, [director]);
    waiting = (await api("")).waiting_on;
  }
  assert.ok(waiting.includes(1), `the table waits on the player: ${waiting}`);
  assert.equal(sink.messages().length, 2, JSON.stringify(sink.messages().map((m) => m.subject)));
  await player.goto("about:blank");
  const closed = Date.now();
  while (sink.messages().length < 3 && Date.now() - closed < 60000) await director.waitForTimeout(100);
  // Last seen at most a beacon (a third of the hold) before the page closed.
  const waited = Date.now() - closed;
  assert.ok(waited >= (HOLD_SECS * 2000) / 3 - 500, `not before the hold: ${waited} ms`);
  const mails = await sink.expect(3);
  assert.deepEqual([mails[2].to, mails[2].subject], ["clark@example.org", "Bridge: your move"]);
  assert.ok((await api("")).waiting_on.includes(1), "it still waits on him");
  // Another two holds: no second one, and none to the Director, whose page is still open.
  await director.waitForTimeout(2 * HOLD_SECS * 1000);
  assert.equal(sink.messages().length, 3, JSON.stringify(sink.messages().map((m) => [m.to, m.subject])));
  await player.context().close();
  await director.context().close();
});
