// The open tab and the way back (issue 15), at a Tragedy Looper table: Ana (the Mastermind, an
// account) and Lucía (a Protagonist by her seat link only, Spanish). Lucía finds the table again
// under "Mis mesas" without an account. While her table's tab is in the background, a whisper from
// Ana is counted in the tab's title and the icon gets a badge; the notification she allowed says
// someone wrote to her; both clear when she looks at the tab again.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { joinSeat, launch, openTable, person, signUp, startServer, write } from "../lib.mjs";

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

/** Makes the page believe its tab is in the background (true) or seen again (false). */
async function background(page, hidden) {
  await page.evaluate((hidden) => {
    Object.defineProperty(document, "hidden", { configurable: true, get: () => hidden });
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => (hidden ? "hidden" : "visible") });
    document.dispatchEvent(new Event("visibilitychange"));
  }, hidden);
}

test("a link-only player finds her table, and her background tab counts a whisper, badges its icon and notifies her", async () => {
  const ana = await person(browser, "en-GB");
  await signUp(ana, server.url, "ana");
  const { tableUrl, links } = await openTable(ana, server.url, "tragedy-looper", {
    title: "Open tab",
    mySeat: 0,
    fillSetup: async (page) => {
      await page.check("#tl-script-fs1_ashes_at_the_ward");
      await page.selectOption("#tl-protagonists", "2");
    },
  });
  await ana.goto(tableUrl);

  const lucia = await joinSeat(browser, links["1"], "es-ES");
  // The way back: "Mis mesas" without an account lists the seat this browser holds.
  await lucia.click("nav a[href='/tables']");
  const mine = await lucia.locator("main").textContent();
  assert.match(mine, /Open tab/);
  assert.match(mine, /Solo en este navegador/);
  await lucia.click(`a[href='${new URL(tableUrl).pathname}']`);
  await lucia.waitForURL(/\/t\/\d+$/);

  // She allows notifications (recorded instead of shown) and the table's setting turns them on.
  await lucia.evaluate(() => {
    window.notes = [];
    window.Notification = function (title, options) { window.notes.push(options.body); };
    window.Notification.permission = "granted";
  });
  // Sounds are recorded too (an AudioContext whose oscillator notes its start).
  await lucia.evaluate(() => {
    window.beeps = 0;
    window.AudioContext = function () {
      const node = () => ({ connect: (n) => n || node(), frequency: {}, gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, start() { window.beeps += 1; }, stop() {} });
      return { currentTime: 0, destination: {}, createOscillator: node, createGain: node };
    };
  });
  await lucia.locator("#tab-alerts").waitFor();
  assert.ok(await lucia.isDisabled("#notify-sound"), "the sound waits for notifications to be on");
  await lucia.check("#notify-on");
  await lucia.check("#notify-sound");
  const title = await lucia.title();
  const icon = await lucia.locator("link[rel=icon]").getAttribute("href");

  await background(lucia, true);
  await write(ana, "talk", "psst, Lucía", "1");
  await lucia.waitForFunction(() => /^\(\d+\) /.test(document.title));
  assert.match(await lucia.title(), new RegExp(`^\\(1\\) ${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  assert.match(await lucia.locator("link[rel=icon]").getAttribute("href"), /icon-badge\.[0-9a-f]+\.svg$/);
  assert.deepEqual(await lucia.evaluate(() => window.notes), ["Open tab: alguien te ha escrito"]);
  assert.equal(await lucia.evaluate(() => window.beeps), 1, "with the sound she chose");
  // The settings are kept in this browser.
  await lucia.reload();
  assert.ok((await lucia.isChecked("#notify-on")) && (await lucia.isChecked("#notify-sound")));

  // Seen again: the count and the badge clear.
  await background(lucia, false);
  assert.equal(await lucia.title(), title);
  assert.equal(await lucia.locator("link[rel=icon]").getAttribute("href"), icon);
  // A post while the tab is in view is not counted.
  await write(ana, "talk", "again, in view");
  await lucia.waitForFunction(() => document.body.textContent.includes("again, in view"));
  assert.equal(await lucia.title(), title);
});
