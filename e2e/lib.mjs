// Shared helpers of the end-to-end tests: a real `tablon serve` on a fresh SQLite database, Debian's
// Chromium through playwright-core (never a downloaded browser), accounts, tables, seats, and
// screenshots at phone and desktop widths under target/screenshots/.

import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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
 * `--smtp`); resolves to { url, stop, logs }. `stop` fails if the server panicked meanwhile.
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
    // A panic answers 500 now, yet it is a bug: the test that drove it fails.
    const panic = logs.join("").match(/panicked at [^\n]*\n[^\n]*/);
    if (panic) throw new Error(`tablon serve panicked: ${panic[0]}`);
  };
  return { url, stop, logs };
}

/** Each language's browser locale. */
export const LOCALES = { es: "es-ES", en: "en-GB" };

/**
 * The languages a flow runs in that plays alike in both: its rulebook's alone, unless
 * TABLON_E2E_ALL_LANGUAGES=1 asks for both. Running every long flow twice doubled the browser
 * tests' CPU (Chromium drawing each seat's page at each move) for words that are checked anyway:
 * every message of every screen in both languages by the Rust tests (`pseudo_locale`, the pages'
 * tests over random games), and each game's main screens in both languages here (`words`).
 */
export function languagesOf(rulebook) {
  return process.env.TABLON_E2E_ALL_LANGUAGES === "1" ? ["es", "en"] : [rulebook];
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
  return panelSettled(page, before);
}

/**
 * Waits until the game panel of `page` is no longer the one drawn at sequence `before` (a command
 * was answered and the panel swapped) or shows a refusal. Returns the refusal text, or null.
 */
export async function panelSettled(page, before) {
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

/**
 * Waits until the page's panel has been still for 600 ms with no request in flight: live updates
 * come in bursts, and a form filled during one may be swapped away before it is sent.
 */
export async function quiet(page) {
  await page.evaluate(() => {
    if (window.lastSwap === undefined) {
      window.lastSwap = performance.now();
      document.body.addEventListener("htmx:afterSettle", () => { window.lastSwap = performance.now(); });
    }
  });
  await page.waitForFunction(
    () => performance.now() - window.lastSwap > 600 && !document.querySelector(".htmx-request"),
    null,
    { polling: 100 },
  );
}

/**
 * Fills the action form `form` with `values` (field name to value) and sends it in one step inside
 * the page, so a live update cannot swap the panel between filling and sending; fails when a field
 * or a select's value is not offered. Waits for the answer like `act`; returns the refusal text, or
 * null.
 */
export async function sendInPage(page, form, values = {}) {
  await quiet(page);
  const before = await page.locator("#game").getAttribute("data-seq");
  const answered = page.waitForResponse((r) => r.url().includes("/act") && r.request().method() === "POST");
  const missing = await page.evaluate(
    ([name, vals]) => {
      const f = document.querySelector(`#game form[data-form='${name}']`);
      if (!f) return `no form ${name}`;
      for (const [field, value] of Object.entries(vals)) {
        const input = f.querySelector(`[name='${field}']`);
        if (!input || (input.tagName === "SELECT" && ![...input.options].some((o) => o.value === value))) {
          return `${field}=${value} is not offered`;
        }
        input.value = value;
      }
      f.requestSubmit();
      return null;
    },
    [form, values],
  );
  assert.equal(missing, null);
  await answered;
  return panelSettled(page, before);
}

/** The Section 44's Secrets the 44 tests' Director writes at set-up (no player may read them). */
export const SECRETS_44 = ["The sedans are driven by nobody", "The machines never blink"];

/** Fills the 44 set-up form with one pre-made character (Mr. Clark) and the Director's Secrets. */
export async function fill44Setup(page) {
  const f = async (name, value) => page.fill(`[name='${name}']`, value);
  await f("c0_name", "Mr. Clark");
  await f("c0_concept", "math professor, good with puzzles and codes");
  await f("c0_who", "Dr. Kurzweil, former mentor");
  await f("c0_what", "some men took him in a car");
  await f("c0_where", "out for lunch");
  await f("c0_now", "decipher the code");
  await f("c0_resolve", "3");
  await f("c0_contact", "1");
  await f("c0_material", "2");
  await f("c0_bond0_name", "Alice, friend and secretary");
  await f("c0_bond0_rating", "3");
  await f("c0_anx0_name", "Afraid to lose his job");
  await f("c0_anx0_rating", "2");
  await f("c0_anx1_name", "Fear of heights");
  await f("c0_anx1_rating", "2");
  await f("secret0", SECRETS_44[0]);
  await f("secret1", SECRETS_44[1]);
}

/** The sequence number the game panel of `page` was drawn at. */
export const seqOf = (page) => page.locator("#game").getAttribute("data-seq").then(Number);

/** Whether `locator` matches anything now. */
export const has = async (locator) => (await locator.count()) > 0;

/** Clicks `button` (a locator inside the game panel) and waits for the panel to be swapped; throws
 * on a refusal. */
export async function press(page, button) {
  const before = await seqOf(page);
  const answered = page.waitForResponse((r) => r.url().includes("/act") && r.request().method() === "POST");
  await button.click();
  await answered;
  await page.waitForFunction(
    (n) => Number(document.querySelector("#game")?.dataset.seq) > n || document.querySelector("#game .refusal"),
    before,
  );
  const refusal = page.locator("#game .refusal");
  if ((await refusal.count()) > 0) throw new Error(`refused: ${await refusal.first().textContent()}`);
}

const form44 = (page, name) => page.locator(`#game form[data-form='${name}']`);

/** One 44 move of whoever `page` is, with the first legal choice (a detail numbered `n`); false
 * when the page waits on someone else or offers none of these forms. */
export async function move44(page, n) {
  if (!(await has(page.locator("#game .your-move")))) return false;
  if (await has(form44(page, "order"))) {
    await press(page, form44(page, "order").locator("button[type=submit]"));
    return true;
  }
  if (await has(form44(page, "detail"))) {
    await form44(page, "detail").locator("input[name=text]").fill(`a detail, number ${n}`);
    await press(page, form44(page, "detail").locator("button[type=submit]"));
    return true;
  }
  const choose = page.locator("#game form[data-form='gather'] button[value*='choose_quality']");
  if (await has(choose)) {
    await press(page, choose.first());
    return true;
  }
  for (const name of ["ready", "bond-order", "operative", "stress", "take", "grow", "gain", "opponent"]) {
    if (await has(form44(page, name))) {
      await press(page, form44(page, name).locator("button[type=submit]").first());
      return true;
    }
  }
  return false;
}

/** Waits until the live-updated game panel of `page` shows sequence `seq` or later. */
export async function waitForSeq(page, seq) {
  await page.waitForFunction((n) => Number(document.querySelector("#game")?.getAttribute("data-seq")) >= n, seq);
}

/** Waits until every page's game panel shows the newest sequence any of them shows. */
export async function caughtUp(pages) {
  const target = Math.max(...(await Promise.all(pages.map(seqOf))));
  for (const p of pages) await waitForSeq(p, target);
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * What axe-core runs in each theme: every WCAG 2.1 A and AA rule in the first, and in the second
 * only the rules whose findings depend on the colours (the others see the same page twice; a full
 * second run cost a quarter of the audits' time).
 */
export const AXE_RUNS = [
  ["dark", { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } }],
  ["light", { runOnly: { type: "rule", values: ["color-contrast", "link-in-text-block"] } }],
];

/** Serious and critical WCAG 2.1 A/AA violations axe-core found since the last test ended (each
 * test fails on any); the others are counted by rule and reported at the end. */
const accessViolations = [];
const minorViolations = {};

/**
 * Runs axe-core (WCAG 2.1 A and AA rules) over `page` as it is now, in the dark and the light theme
 * (as the system would ask for them; `AXE_RUNS`), through DevTools (the Content-Security-Policy allows no
 * injected script tag): serious and critical violations fail the test, the others are counted.
 */
export async function audit(page, where) {
  for (const [colorScheme, rules] of AXE_RUNS) {
    await page.emulateMedia({ colorScheme });
    if (!(await page.evaluate(() => !!window.axe))) await page.evaluate(axeSource);
    const result = await page.evaluate((rules) => window.axe.run(document, rules), rules);
    for (const v of result.violations) {
      if (v.impact === "serious" || v.impact === "critical") {
        for (const node of v.nodes) {
          accessViolations.push(`${where} (${colorScheme}): ${v.id}: ${node.target.join(" ")}: ${node.failureSummary.replace(/\s+/g, " ").slice(0, 240)}`);
        }
      } else {
        minorViolations[v.id] = (minorViolations[v.id] || 0) + v.nodes.length;
      }
    }
  }
  await page.emulateMedia({ colorScheme: null });
}

/** English or broken Spanish a screenshot's Spanish page held since the last test ended (each
 * test fails on any). */
const wordFindings = [];

/**
 * What a Spanish reader found in English on Spanish pages (issue 18's list): the games' parts,
 * GenreFuzzion's data keys, broken agreement and contractions. A person's own words may hold any of
 * these, so the tests name seats and characters with words that do not.
 */
export const ENGLISH_ON_SPANISH = [
  /\bMastermind\b/,
  /\bProtagonist\b/,
  /\bThe Director\b/,
  /\bModerator\b/,
  /\((pool built|antagonist presented|objective|tricks|named|relationship dice|ready)\)/,
  /cliche dice|scene cliché/,
  /\b1 pifias\b/,
  /\b1 jugadores\b/,
  // "de el" never; "de El …" only where El starts a name a person chose ("Se revela una cualidad de
  // El hombre descarnado": no contraction with a name's own article), never before a part.
  /\bde el\b|\bde El (Director|Directora|Moderador|Moderadora|Mente)\b/,
  /\bel Mente\b/i,
  // Broken contractions and agreement.
  /\ba el /,
  /\bdel (la|el)\b/,
  /\bal (la|el)\b/,
  /\bel Directora\b/,
  /\bla Director\b/,
  // A part named bare in a sentence, without its article ("eres la Directora"). A numbered
  // Protagonist whose holder chose no gender reads as a name ("eres Protagonista 1": Spanish has one
  // word for both, and its article would need a gender).
  /\beres (Directora|Director|Dirección|Moderadora|Moderador|Moderación|Mente maestra)\b|\beres Protagonista\b(?! \d)/,
  // Counts that say nothing ("se quitan los 0 más altos", "+0 PK") and the same thing said twice.
  /\blos 0 más altos\b/,
  /[+-]0 P[VK]\b/,
  /La historia ha terminado\.\s*La historia terminó/,
];

/**
 * Checks the visible text of `page` (`where` names it) against ENGLISH_ON_SPANISH when the page is
 * in Spanish, and saves it as `file` (a .txt beside the screenshot) for a reader to go through.
 * Returns what it found.
 */
export async function checkWords(page, where, file) {
  const [lang, text] = await page.evaluate(() => [document.documentElement.lang, document.body.innerText]);
  if (file) writeFileSync(file, text);
  if (lang !== "es") return [];
  const found = [];
  for (const re of ENGLISH_ON_SPANISH) {
    const m = text.match(re);
    if (m) found.push(`${where}: ${JSON.stringify(m[0])} in …${text.slice(Math.max(0, m.index - 60), m.index + 60)}…`);
  }
  return found;
}

afterEach(() => {
  const seen = accessViolations.splice(0);
  const words = wordFindings.splice(0);
  if (seen.length) throw new Error(`axe-core: ${seen.length} serious or critical violations:\n${seen.join("\n")}`);
  if (words.length) throw new Error(`English or broken Spanish on Spanish pages:\n${words.join("\n")}`);
});

after(() => {
  console.log(`axe-core: minor and moderate violations by rule: ${JSON.stringify(minorViolations)}`);
});

/**
 * Saves screenshots of `page` as `name`-desktop.png and `name`-phone.png under target/screenshots/,
 * with its visible text as `name`.txt, audits its accessibility at both widths and, on a Spanish
 * page, its words (`checkWords`).
 */
export async function shoot(page, name) {
  mkdirSync(screenshots, { recursive: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: join(screenshots, `${name}-desktop.png`), fullPage: true });
  wordFindings.push(...(await checkWords(page, name, join(screenshots, `${name}.txt`))));
  await audit(page, `${name} (desktop)`);
  await page.setViewportSize({ width: 390, height: 844 });
  await foldedForPhone(page);
  await aboveTheFold(page, name);
  await page.screenshot({ path: join(screenshots, `${name}-phone.png`), fullPage: true });
  await audit(page, `${name} (phone)`);
  if (size) await page.setViewportSize(size);
}

/**
 * The page folds for a phone when the browser tells it the viewport narrowed (a media query's
 * `change` event, dispatched at the next rendering step) and again each time a live refresh of the
 * game panel settles: under load that comes after `setViewportSize` returns, and measuring before
 * it put a Final Guess form 40 px below the fold. Waits until no phone fold stands open (the tests
 * open none by hand), for a few seconds at most: a fold the page never closes is the next check's
 * finding, not a hang.
 */
async function foldedForPhone(page) {
  await page
    .waitForFunction(() => document.querySelectorAll("details.phone-fold[open]").length === 0, null, { timeout: 3000 })
    .catch(() => {});
}

/**
 * On a phone (issue 17) no text runs out of its box, and a game's page shows what matters now above
 * the fold: the turn bar, and when it is the reader's move the top of their first action form,
 * start within the first screen.
 */
async function aboveTheFold(page, name) {
  // No label runs out of its box (44's DETERMINACIÓN did): text wider than its element.
  const spilt = await page.evaluate(() => {
    const out = [];
    for (const e of document.querySelectorAll("main *")) {
      if (!e.offsetParent || e.closest(".scroll, pre, .sr-only, table, svg")) continue;
      if (getComputedStyle(e).overflowX !== "visible") continue;
      if (![...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim())) continue;
      if (e.clientWidth > 0 && e.scrollWidth > e.clientWidth + 1) out.push(`"${e.textContent.trim().slice(0, 30)}" needs ${e.scrollWidth}px of ${e.clientWidth}px`);
    }
    return out;
  });
  for (const o of spilt) accessViolations.push(`${name} (phone): ${o}`);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  if (wide > 390) accessViolations.push(`${name} (phone): the page is ${wide}px wide, wider than the phone`);
  if ((await page.locator("#game .turn-bar").count()) === 0) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  const top = (selector) => page.evaluate((s) => {
    const e = document.querySelector(s);
    return e ? e.getBoundingClientRect().top : null;
  }, selector);
  const turn = await top("#game .turn-bar");
  if (turn === null || turn > 844) accessViolations.push(`${name} (phone): the turn bar starts at ${turn}px, below the fold`);
  if ((await page.locator("#game .your-move").count()) > 0) {
    const form = await firstFormTop(page);
    if (form !== null && form > 844) accessViolations.push(`${name} (phone): the first action form starts at ${Math.round(form)}px, below the fold`);
  }
}

/**
 * Where the reader meets their first action form on the page as it is scrolled now: the form's own
 * top, or for a form folded in a closed <details> the summary that opens it (the outermost closed
 * one, which is what shows); null when the game panel holds no form.
 */
export function firstFormTop(page) {
  return page.evaluate(() => {
    const form = document.querySelector("#game form[data-form]");
    if (!form) return null;
    let shown = form;
    for (let d = form.closest("details:not([open])"); d; d = d.parentElement.closest("details:not([open])")) {
      shown = d.querySelector(":scope > summary") || d;
    }
    return shown.getBoundingClientRect().top;
  });
}

/** The HTML of `page` as the browser has it now (for secrets checks). */
export async function html(page) {
  return page.content();
}

/** Names the seat the page looks through (the side column's form), and waits for the table. */
export async function nameSeat(page, name) {
  await page.fill("#seat-name", name);
  await Promise.all([page.waitForNavigation(), page.click("form.seat-name button[type=submit]")]);
  assert.equal(await page.inputValue("#seat-name"), name);
}

/** Writes a post in `thread` from the page's own form, optionally whispering to seat `to` (or to
 * the seats of an array: a group). */
export async function write(page, thread, body, to = "") {
  const form = page.locator(`#thread-${thread} form.post-form`);
  await form.locator("textarea").fill(body);
  if (to !== "") await form.locator("select[name=whisper_to]").selectOption(to);
  const answered = page.waitForResponse((r) => r.url().includes("/post") && r.request().method() === "POST");
  await form.locator("button[type=submit]").click();
  assert.equal((await answered).status(), 200);
}

/** The seat token in a seat link (`…/join#TOKEN`). */
export const tokenOf = (link) => decodeURIComponent(new URL(link).hash.slice(1));

/** Posts through the API of the server at `base` with a seat's token (another tab of that player). */
export async function apiPost(base, tableId, token, body) {
  const r = await fetch(`${base}/api/tables/${tableId}/posts`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const text = await r.text();
  assert.equal(r.status, 201, text);
  return JSON.parse(text);
}

/**
 * Submits the first game form the page offers among `preference` (form names, in order), with its
 * selects on option `pick` (modulo their length), inside the page so a live update cannot swap the
 * panel in between. `formsOnly`: never a form with a text area (the raw JSON command form).
 * Returns {form, refused}, or null when none of them is offered yet.
 */
export async function playFirstOffered(page, preference, pick, { formsOnly = false } = {}) {
  const seq = await page.locator("#game").getAttribute("data-seq");
  const answered = page.waitForResponse((r) => r.url().includes("/act") && r.request().method() === "POST", { timeout: 30000 });
  const form = await page.evaluate(
    ([prefs, n, only]) => {
      const forms = [...document.querySelectorAll("#game form[data-form]")];
      const f = prefs.map((p) => forms.find((x) => x.dataset.form === p)).find(Boolean);
      if (!f || document.querySelector(".htmx-request")) return null;
      if (only && f.querySelector("textarea")) return null;
      for (const s of f.querySelectorAll("select")) {
        const opts = [...s.options].filter((o) => o.value !== "");
        if (opts.length) s.value = opts[(n * (1 + [...f.querySelectorAll("select")].indexOf(s))) % opts.length].value;
      }
      f.requestSubmit();
      return f.dataset.form;
    },
    [preference, pick, formsOnly],
  );
  if (!form) {
    answered.catch(() => {});
    return null;
  }
  await answered;
  return { form, refused: (await panelSettled(page, seq)) !== null };
}
