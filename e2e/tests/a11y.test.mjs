// Accessibility: axe-core, in Debian's Chromium, over every page and each game's table page for its
// Director/Mastermind/Moderator and for a player, at phone and desktop widths, in Spanish (the longer
// words; English too with TABLON_E2E_ALL_LANGUAGES=1, and every screenshot the other tests take, in
// either language, is audited the same way by `shoot`). No violation of impact "serious" or "critical" of WCAG 2.1 A/AA may remain;
// the count of the others is reported.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { AXE_RUNS, joinSeat, languagesOf, launch, LOCALES, openTable, person, root, signUp, startServer } from "../lib.mjs";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

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

const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };

/** The page's violations of `rules`, as axe-core finds them (run through DevTools, not a script tag). */
async function audit(page, rules) {
  if (!(await page.evaluate(() => !!window.axe))) await page.evaluate(axeSource);
  return page.evaluate((rules) => window.axe.run(document, rules), rules);
}

/** Audits `page` at both widths in both themes; serious and critical violations go to `serious`,
 * the rest are counted. */
async function check(page, where, serious, minor) {
  for (const [width, size] of Object.entries(WIDTHS)) {
    await page.setViewportSize(size);
    for (const [colorScheme, rules] of AXE_RUNS) {
      await page.emulateMedia({ colorScheme });
      const result = await audit(page, rules);
      for (const v of result.violations) {
        if (v.impact === "serious" || v.impact === "critical") {
          for (const node of v.nodes) serious.push(`${where} (${width}, ${colorScheme}): ${v.id}: ${node.target.join(" ")} — ${node.failureSummary.split("\n").slice(0, 2).join(" ")}`);
        } else {
          minor[v.id] = (minor[v.id] || 0) + v.nodes.length;
        }
      }
    }
  }
  await page.emulateMedia({ colorScheme: null });
}

const config44 = JSON.parse(readFileSync(join(root, "crates/forty-four/logs/bridge.json"), "utf8")).config;
const configFragmentos = JSON.parse(readFileSync(join(root, "crates/fragmentos/logs/hotel.json"), "utf8")).config;
const configGenreFuzzion = { players: ["Ana", "Bruno", "Carla"], moderator: 1, max_wait_secs: 3600, starting_points: [] };

for (const locale of languagesOf("es").map((l) => LOCALES[l])) {
  test(`every page and each game's table pass axe-core's serious and critical WCAG 2.1 AA rules (${locale})`, async () => {
    const serious = [];
    const minor = {};
    const page = await person(browser, locale);
    for (const path of ["/", "/help", "/signin", "/signup", "/join", "/nowhere"]) {
      await page.goto(`${server.url}${path}`);
      await check(page, path, serious, minor);
    }
    await signUp(page, server.url, "a11y");
    const games = ["tragedy-looper", "44", "fragmentos", "genrefuzzion"];
    for (const path of ["/tables", "/new", "/mail", ...games.flatMap((g) => [`/help/${g}`, `/new/${g}`])]) {
      await page.goto(`${server.url}${path}`);
      await check(page, path, serious, minor);
    }
    // Each game's table: the game master's page and a player's.
    const tl = await openTable(page, server.url, "tragedy-looper", {
      title: "Cenizas",
      fillSetup: async (p) => {
        await p.check("#tl-script-fs1_ashes_at_the_ward");
        await p.selectOption("#tl-protagonists", "1");
      },
    });
    const tables = [["tragedy-looper", tl.tableUrl, tl.links["1"]]];
    for (const [game, config] of [["44", config44], ["fragmentos", configFragmentos], ["genrefuzzion", configGenreFuzzion]]) {
      const created = await page.request.post(`${server.url}/api/tables`, {
        headers: { "x-tablon-csrf": "1" },
        data: { game, title: `Mesa ${game}`, config, seat: 0, spectators: true },
      });
      assert.equal(created.status(), 201, await created.text());
      const table = await created.json();
      tables.push([game, `${server.url}/t/${table.id}`, table.invitations.find((i) => i.seat === 1).link]);
    }
    for (const [game, url, link] of tables) {
      await page.goto(url);
      await check(page, `${game} game master`, serious, minor);
      await page.goto(`${url}/dice`);
      await check(page, `${game} dice`, serious, minor);
      const player = await joinSeat(browser, link, locale);
      await check(player, `${game} player`, serious, minor);
      // The seat's mail and feed page, and "my tables" of a browser holding seats by link only.
      await player.goto(`${url}/mail`);
      await check(player, `${game} player's mail and feed`, serious, minor);
      await player.goto(`${server.url}/tables`);
      await check(player, `${game} player's tables by link`, serious, minor);
      await player.context().close();
    }
    await page.context().close();
    console.log(`axe-core (${locale}): minor and moderate violations by rule: ${JSON.stringify(minor)}`);
    assert.deepEqual(serious, [], `${serious.length} serious or critical violations:\n${serious.join("\n")}`);
  });
}

test("the theme follows the system, and the switch's choice is kept in the browser; without JavaScript the system decides", async () => {
  const ground = (p) => p.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--bg").trim());
  const page = await person(browser, "es-ES");
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto(`${server.url}/help`);
  const light = await ground(page);
  await page.emulateMedia({ colorScheme: "dark" });
  const dark = await ground(page);
  assert.notEqual(light, dark, "the system's light and dark settings give two themes");
  // The switch names the theme in use and moves system → light → dark → system.
  const button = page.locator("button.theme-switch");
  assert.equal((await button.textContent()).trim(), "Tema: el del sistema");
  await button.click();
  assert.equal((await button.textContent()).trim(), "Tema: claro");
  assert.equal(await ground(page), light, "the chosen light theme wins over a dark system");
  await page.reload();
  assert.equal(await ground(page), light, "the choice is kept across pages");
  assert.equal((await button.textContent()).trim(), "Tema: claro");
  await button.click();
  await page.emulateMedia({ colorScheme: "light" });
  assert.equal(await ground(page), dark, "the chosen dark theme wins over a light system");
  await button.click();
  assert.equal(await ground(page), light, "back to the system's setting");
  await page.context().close();

  // Without JavaScript there is no switch that could not work, and the system's setting applies.
  const context = await browser.newContext({ locale: "en-GB", javaScriptEnabled: false, colorScheme: "light" });
  const still = await context.newPage();
  await still.goto(`${server.url}/help`);
  assert.ok(await still.locator("button.theme-switch").isHidden());
  assert.equal(await ground(still), light);
  await context.close();
});
