// Issue 17's phone layout, at 390x844 in Spanish (the longer words): no label runs out of its box,
// a wide table shows that it scrolls, and a game's page puts what matters now (the turn, the current
// step and its form) above the fold, the rest folded. Screenshots land in target/screenshots/.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { firstFormTop, joinSeat, launch, person, root, screenshots, signUp, startServer } from "../lib.mjs";

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

const PHONE = { width: 390, height: 844 };

/** Elements whose text runs out of their box (wider than the box, or past the viewport). */
function overflowing() {
  const out = [];
  for (const e of document.querySelectorAll("main *")) {
    if (!e.offsetParent || e.closest(".scroll, pre, .sr-only, table, svg")) continue;
    const style = getComputedStyle(e);
    if (style.overflowX !== "visible") continue;
    const hasText = [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
    if (!hasText) continue;
    const r = e.getBoundingClientRect();
    if (e.scrollWidth > e.clientWidth + 1 && e.clientWidth > 0) out.push(`${e.tagName}.${e.className}: "${e.textContent.trim().slice(0, 30)}" needs ${e.scrollWidth}px of ${e.clientWidth}px`);
    else if (r.right > window.innerWidth + 1) out.push(`${e.tagName}.${e.className}: "${e.textContent.trim().slice(0, 30)}" ends at ${Math.round(r.right)}px`);
  }
  return out;
}

const config44 = JSON.parse(readFileSync(join(root, "crates/forty-four/logs/bridge.json"), "utf8")).config;
const configFragmentos = JSON.parse(readFileSync(join(root, "crates/fragmentos/logs/hotel.json"), "utf8")).config;
const configGenreFuzzion = { players: ["Ana", "Bruno", "Carla"], moderator: 1, max_wait_secs: 3600, starting_points: [] };
const configLooper = JSON.parse(readFileSync(join(root, "crates/tragedy-looper/logs/fs1_two_days.json"), "utf8")).config;

test("a game's page on a phone: labels fit, the current step and its form above the fold, wide tables scroll visibly", async () => {
  mkdirSync(screenshots, { recursive: true });
  const page = await person(browser, "es-ES");
  await page.emulateMedia({ colorScheme: "light" });
  await signUp(page, server.url, "phone");
  const problems = [];
  for (const [game, config] of [["tragedy-looper", configLooper], ["44", config44], ["fragmentos", configFragmentos], ["genrefuzzion", configGenreFuzzion]]) {
    const created = await page.request.post(`${server.url}/api/tables`, {
      headers: { "x-tablon-csrf": "1" },
      data: { game, title: `Mesa ${game}`, config, seat: 0, spectators: true },
    });
    assert.equal(created.status(), 201, await created.text());
    const table = await created.json();
    const url = `${server.url}/t/${table.id}`;
    const player = await joinSeat(browser, table.invitations.find((i) => i.seat === 1).link, "es-ES");
    for (const [who, p] of [["master", page], ["player", player]]) {
      await p.setViewportSize(PHONE);
      if (p === page) await p.goto(url);
      await p.screenshot({ path: join(screenshots, `phone-${game}-${who}.png`), fullPage: false });
      await p.screenshot({ path: join(screenshots, `phone-${game}-${who}-full.png`), fullPage: true });
      await p.emulateMedia({ colorScheme: "dark" });
      await p.screenshot({ path: join(screenshots, `phone-${game}-${who}-dark.png`), fullPage: false });
      await p.emulateMedia({ colorScheme: "light" });
      for (const o of await p.evaluate(overflowing)) problems.push(`${game} ${who}: ${o}`);
      // What matters now: the turn bar, and the reader's form when it is their move, start above the fold.
      const turn = await p.locator("#game .turn-bar").boundingBox();
      if (!turn || turn.y > PHONE.height) problems.push(`${game} ${who}: the turn bar is below the fold (${turn?.y})`);
      if ((await p.locator("#game .your-move").count()) > 0) {
        const form = await firstFormTop(p);
        if (form !== null && form > PHONE.height) problems.push(`${game} ${who}: the form starts at ${form}px, below the fold`);
      }
    }
    await player.context().close();
  }
  // The deduction assistant's roles table is wider than a phone: it says so, takes the focus (the
  // arrows scroll it) and the page itself stays as wide as the phone.
  const created = await page.request.post(`${server.url}/api/tables`, {
    headers: { "x-tablon-csrf": "1" },
    data: { game: "tragedy-looper", title: "Deducciones", config: configLooper, assistant: true, seat: 1 },
  });
  assert.equal(created.status(), 201, await created.text());
  const { id } = await created.json();
  await page.setViewportSize(PHONE);
  await page.goto(`${server.url}/t/${id}/deductions`);
  await page.screenshot({ path: join(screenshots, "phone-assistant.png"), fullPage: true });
  assert.ok(await page.locator(".scroll-hint").isVisible(), "the line saying the table slides sideways");
  const region = await page.evaluate(() => {
    const r = document.querySelector("div.scroll[role=region]");
    return { wider: r.scrollWidth > r.clientWidth, focusable: r.tabIndex === 0, page: document.documentElement.scrollWidth };
  });
  assert.ok(region.wider && region.focusable, JSON.stringify(region));
  assert.ok(region.page <= PHONE.width, `the page is ${region.page}px wide`);
  await page.focus("div.scroll[role=region]");
  await page.keyboard.press("ArrowRight");
  await page.waitForFunction(() => document.querySelector("div.scroll[role=region]").scrollLeft > 0);
  await page.context().close();
  assert.deepEqual(problems, []);
});
