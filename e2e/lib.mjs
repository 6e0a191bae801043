// Shared helpers of the end-to-end tests: a real `tablon serve` on a fresh SQLite database, Debian's
// Chromium through playwright-core (never a downloaded browser), accounts, tables, seats, and
// screenshots at phone and desktop widths under target/screenshots/.

import { spawn } from "node:child_process";
import { mkdtempSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { after, afterEach } from "node:test";
import { chromium } from "playwright-core";

const here = dirname(fileURLToPath(import.meta.url));
export const root = resolve(here, "..");
export const screenshots = join(root, "target", "screenshots");

/** The tablon binary to test (TABLON_BIN, else the debug build). */
export const tablonBin = process.env.TABLON_BIN || join(root, "target", "debug", "tablon");

/**
 * Starts `tablon serve` on a free port with a new database (and any further `flags`, such as
 * `--smtp`); resolves to { url, stop, logs }.
 */
export async function startServer(flags = []) {
  const dir = mkdtempSync(join(tmpdir(), "tablon-e2e-"));
  const child = spawn(
    tablonBin,
    ["serve", "--listen", "127.0.0.1:0", "--database", `sqlite://${join(dir, "tablon.db")}`, "--rate-limit", "0", ...flags],
    { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, RUST_LOG: "info" } },
  );
  const logs = [];
  child.stderr.on("data", (d) => logs.push(d.toString()));
  const url = await new Promise((ok, fail) => {
    let out = "";
    const timer = setTimeout(() => fail(new Error(`tablon serve did not start: ${out} ${logs.join("")}`)), 30000);
    child.stdout.on("data", (d) => {
      out += d.toString();
      logs.push(d.toString());
      const m = out.match(/listening on (http:\/\/[0-9.:]+)/);
      if (m) {
        clearTimeout(timer);
        ok(m[1]);
      }
    });
    child.on("exit", (code) => fail(new Error(`tablon serve exited with ${code}: ${out} ${logs.join("")}`)));
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((ok) => child.on("exit", ok));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  return { url, stop, logs };
}

/** Launches headless Chromium from Debian (CHROMIUM overrides the path). */
export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-dev-shm-usage"],
  });
}

/** What the Content-Security-Policy blocked since the last test ended (each test fails on any). */
const policyViolations = [];

/** Records every Content-Security-Policy violation in `context`'s pages. */
async function watchPolicy(context) {
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      console.error(`CSP violation: ${e.effectiveDirective} blocked ${e.blockedURI || "inline"} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  context.on("console", (message) => {
    if (message.type() === "error" && /CSP violation|Content Security Policy/.test(message.text())) {
      policyViolations.push(`${message.location().url}: ${message.text()}`);
    }
  });
}

afterEach(() => {
  const seen = policyViolations.splice(0);
  if (seen.length) throw new Error(`the Content-Security-Policy blocked something:\n${seen.join("\n")}`);
});

/** A new browser context (a separate person) with a desktop viewport, speaking `locale`. */
export async function person(browser, locale = "en-GB") {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
  await watchPolicy(context);
  const page = await context.newPage();
  page.setDefaultTimeout(15000);
  return page;
}

let counter = 0;
/** Signs up a fresh account on `page`; returns its name. */
export async function signUp(page, base, prefix = "player") {
  counter += 1;
  const name = `${prefix}${process.pid % 10000}${counter}`;
  await page.goto(`${base}/signup`);
  await page.fill("#username", name);
  await page.fill("#password", "correct horse battery");
  await page.click("form[action='/signup'] button[type=submit]");
  await page.waitForURL(/\/tables$/);
  return name;
}

/**
 * Opens a table of `game` (its id, e.g. "44") on `page`: fills the title, lets `fillSetup(page)`
 * fill the game's set-up, takes seat `mySeat` (a number, or "" for none), submits, and returns
 * { tableUrl, links } where links maps seat number to its invitation link.
 */
export async function openTable(page, base, game, { title = "E2E table", mySeat = 0, fillSetup = async () => {} } = {}) {
  await page.goto(`${base}/new/${game}`);
  await page.fill("#title", title);
  await fillSetup(page);
  await page.fill("#my_seat", String(mySeat));
  await page.click("form.setup button[type=submit]");
  const refusal = page.locator("form.setup .refusal");
  await Promise.race([
    page.waitForSelector("ul.links, a.button[href^='/t/']"),
    refusal.waitFor().then(async () => {
      throw new Error(`the table was refused: ${await refusal.textContent()}`);
    }),
  ]);
  const links = {};
  for (const input of await page.locator("input.copy-source[data-seat]").all()) {
    links[await input.getAttribute("data-seat")] = await input.inputValue();
  }
  const tableUrl = new URL(await page.locator("a.button[href^='/t/']").getAttribute("href"), base).href;
  return { tableUrl, links };
}

/** Opens a seat link in a new person's browser context and takes the seat; returns that page. */
export async function joinSeat(browser, link, locale = "en-GB") {
  const page = await person(browser, locale);
  await page.goto(link);
  await page.click("#join button[type=submit]");
  await page.waitForURL(/\/t\/\d+/);
  return page;
}

/**
 * Submits the action form `form` (its data-form name) on a table page after `fill(formLocator)`,
 * and waits for the game panel to be swapped. Returns the refusal text, or null.
 */
export async function act(page, form, fill = async () => {}) {
  const locator = page.locator(`#game form[data-form='${form}']`).first();
  await locator.waitFor();
  await fill(locator);
  const before = await page.locator("#game").getAttribute("data-seq");
  const swapped = page.waitForResponse((r) => r.url().includes("/act") && r.request().method() === "POST");
  await locator.locator("button[type=submit]").first().click();
  await swapped;
  await page.waitForFunction(
    (seq) => {
      const g = document.querySelector("#game");
      return g && (g.getAttribute("data-seq") !== seq || g.querySelector(".refusal"));
    },
    before,
  );
  const refusal = page.locator("#game .refusal");
  return (await refusal.count()) > 0 ? (await refusal.first().textContent()).trim() : null;
}

/** Waits until the live-updated game panel of `page` shows sequence `seq` or later. */
export async function waitForSeq(page, seq) {
  await page.waitForFunction((n) => Number(document.querySelector("#game")?.getAttribute("data-seq")) >= n, seq);
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Serious and critical WCAG 2.1 A/AA violations axe-core found since the last test ended (each
 * test fails on any); the others are counted by rule and reported at the end. */
const accessViolations = [];
const minorViolations = {};

/**
 * Runs axe-core (WCAG 2.1 A and AA rules) over `page` as it is now, through DevTools (the
 * Content-Security-Policy allows no injected script tag): serious and critical violations fail the
 * test, the others are counted.
 */
export async function audit(page, where) {
  if (!(await page.evaluate(() => !!window.axe))) await page.evaluate(axeSource);
  const result = await page.evaluate(() =>
    window.axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } }),
  );
  for (const v of result.violations) {
    if (v.impact === "serious" || v.impact === "critical") {
      for (const node of v.nodes) {
        accessViolations.push(`${where}: ${v.id}: ${node.target.join(" ")}: ${node.failureSummary.replace(/\s+/g, " ").slice(0, 240)}`);
      }
    } else {
      minorViolations[v.id] = (minorViolations[v.id] || 0) + v.nodes.length;
    }
  }
}

afterEach(() => {
  const seen = accessViolations.splice(0);
  if (seen.length) throw new Error(`axe-core: ${seen.length} serious or critical violations:\n${seen.join("\n")}`);
});

after(() => {
  console.log(`axe-core: minor and moderate violations by rule: ${JSON.stringify(minorViolations)}`);
});

/**
 * Saves screenshots of `page` as `name`-desktop.png and `name`-phone.png under target/screenshots/,
 * and audits its accessibility at both widths.
 */
export async function shoot(page, name) {
  mkdirSync(screenshots, { recursive: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: join(screenshots, `${name}-desktop.png`), fullPage: true });
  await audit(page, `${name} (desktop)`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(screenshots, `${name}-phone.png`), fullPage: true });
  await audit(page, `${name} (phone)`);
  if (size) await page.setViewportSize(size);
}

/** The HTML of `page` as the browser has it now (for secrets checks). */
export async function html(page) {
  return page.content();
}
