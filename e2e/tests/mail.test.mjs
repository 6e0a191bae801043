// Knowing when it is your move (issue 15), in Chromium against a real SMTP server (Debian's
// aiosmtpd, started here on 127.0.0.1, its Maildir read by the test). Three people play a Tragedy
// Looper day: Ana (the Mastermind, an account, English), Bea (Protagonist 1, an account, Spanish)
// and Lucía (Protagonist 2 by her seat link only, Spanish). Each sets an address on their page
// (Lucía on her table's mail page) and confirms it by the mailed link. Each time the table starts
// waiting on one of them, exactly one mail comes to them, and no other mail; its link opens the
// table as their seat. Lucía's background tab says "te toca" in its title, badges its icon and
// notifies her; her mail's link opens her seat on her phone (an empty browser), where she plays.
// Lucía's one-click unsubscribe page works in a browser that holds nothing of hers,
// and stops her "te toca" mails the next day.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { act, joinSeat, launch, move44, openTable, person, quiet, root, sendInPage, seqOf, signUp, startServer } from "../lib.mjs";
import { linkIn, startSink } from "../sink.mjs";

let sink;
let server;
let browser;

// Mails are compared as sets: two worked out in one round (moves a few milliseconds apart) may be
// sent in either order.
const sorted = (list) => list.map((x) => JSON.stringify(x)).sort();

before(async () => {
  sink = await startSink();
  // Mail at once (no hold): this file checks which mails play calls for; pacing has its own test.
  server = await startServer(["--smtp", sink.url, "--mail-from", "Tablon <tablon@example.org>", "--outbox-every", "0.2", "--mail-hold", "0"]);
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.stop();
  sink?.stop();
});


/** Places a card with the card form in one step inside the page. */
async function place(page, card, target) {
  const refusal = await sendInPage(page, "card", { card, target });
  assert.equal(refusal, null, `placing ${card} on ${target} was refused: ${refusal}`);
}

/** Sets the address on a mail settings page and confirms it by the link the sink received. */
async function setAndConfirm(page, path, address, mailsBefore) {
  await page.goto(`${server.url}${path}`);
  await page.fill("#address", address);
  await Promise.all([page.waitForNavigation(), page.click("form:has(#address) button[type=submit]")]);
  const mails = await sink.expect(mailsBefore + 1);
  const confirm = mails[mailsBefore];
  assert.equal(confirm.to, address);
  // The link opens a page that asks; pressing its button confirms.
  await page.goto(linkIn(confirm, `${server.url}/mail/confirm/`));
  await Promise.all([page.waitForNavigation(), page.click("main form button[type=submit]")]);
  assert.match(await page.locator("main").textContent(), /confirm/);
}

/** The seats the table waits on now, as `page`'s caller reads them. */
async function waitingOn(page, tableUrl) {
  const id = new URL(tableUrl).pathname.split("/")[2];
  const r = await page.request.get(`${server.url}/api/tables/${id}`);
  return (await r.json()).waiting_on;
}

test("three people get one mail each time a Tragedy Looper table starts waiting on them, and no other", async () => {
  const ana = await person(browser, "en-GB");
  await signUp(ana, server.url, "ana");
  await setAndConfirm(ana, "/mail", "ana@example.org", 0);
  const bea = await person(browser, "es-ES");
  await signUp(bea, server.url, "bea");
  await setAndConfirm(bea, "/mail", "bea@example.org", 1);

  const { tableUrl, links } = await openTable(ana, server.url, "tragedy-looper", {
    title: "Harbour light",
    mySeat: 0,
    fillSetup: async (page) => {
      await page.check("#tl-script-fs1_ashes_at_the_ward");
      await page.selectOption("#tl-protagonists", "2");
    },
  });
  const path = new URL(tableUrl).pathname;
  // Bea takes seat 1 signed in (her account holds it); Lucía seat 2 by its link only.
  await bea.goto(links["1"]);
  await bea.click("#join button[type=submit]");
  await bea.waitForURL(/\/t\/\d+$/);
  const lucia = await joinSeat(browser, links["2"], "es-ES");
  await lucia.click(`a[href='${path}/mail']`);
  await lucia.waitForURL(/\/mail$/);
  assert.match(await lucia.locator("main").textContent(), /Ocupas este asiento solo por su enlace/);
  await setAndConfirm(lucia, `${path}/mail`, "lucia@example.org", 2);
  const expected = []; // [to, subject] of every mail after the three confirmations, in order
  const check = async () => {
    const mails = (await sink.expect(3 + expected.length)).slice(3);
    assert.deepEqual(sorted(mails.map((m) => [m.to, m.subject])), sorted(expected));
    for (const m of mails) assert.doesNotMatch(m.body, /asiento \d|seat \d/i, "names, never seat numbers");
    return mails;
  };

  // Lucía's tab goes to the background, her notifications allowed (recorded instead of shown).
  await lucia.goto(tableUrl);
  await lucia.waitForFunction(() => document.documentElement.dataset.live === "on");
  await lucia.evaluate(() => {
    window.notes = [];
    window.Notification = function (title, options) { window.notes.push(options.body); };
    window.Notification.permission = "granted";
  });
  await lucia.check("#notify-on");
  const title = await lucia.title();
  await lucia.evaluate(() => {
    Object.defineProperty(document, "hidden", { configurable: true, get: () => true });
    document.dispatchEvent(new Event("visibilitychange"));
  });

  // Day 1. Ana's three cards, face down: the table waits on Bea, the leader.
  for (const page of [ana, bea]) {
    await page.goto(tableUrl);
    await page.waitForFunction(() => document.documentElement.dataset.live === "on");
  }
  await place(ana, "paranoia_plus1", "character:girl_student");
  await place(ana, "intrigue_plus1", "location:shrine");
  await place(ana, "forbid_goodwill", "character:boy_student");
  expected.push(["bea@example.org", "Harbour light: te toca"]);
  let mails = await check();
  await bea.goto(linkIn(mails[0], `${server.url}/t/`));
  assert.match(await bea.locator("header.table-head .meta").first().textContent(), /eres Protagonista 1/);
  // Bea places the cards of her two decks: the table waits on Lucía.
  await bea.waitForFunction(() => document.documentElement.dataset.live === "on");
  await place(bea, "goodwill_plus1", "character:boy_student");
  await place(bea, "paranoia_plus1", "character:girl_student");
  expected.push(["lucia@example.org", "Harbour light: te toca"]);
  await lucia.waitForFunction(() => / — te toca$/.test(document.title), null, { timeout: 20000 });
  assert.match(await lucia.title(), /^\(\d+\) Harbour light · Tablón — te toca$/);
  assert.match(await lucia.locator("link[rel=icon]").getAttribute("href"), /icon-badge\.[0-9a-f]+\.svg$/);
  assert.deepEqual(await lucia.evaluate(() => window.notes), ["Harbour light: te toca"]);
  mails = await check();
  const yours = mails[1];
  assert.match(yours.body, /Protagonista 2/);
  // Looking at the tab clears the count and the badge; the mail's link opens her seat.
  await lucia.evaluate(() => {
    Object.defineProperty(document, "hidden", { configurable: true, get: () => false });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  assert.equal(await lucia.title(), title);
  // She opens the mail on her phone (a browser that holds nothing of hers, no account): its link
  // opens her seat there, and she plays from it.
  const phone = await person(browser, "es-ES");
  await phone.goto(linkIn(yours, `${server.url}/t/`));
  assert.match(await phone.locator("header.table-head .meta").first().textContent(), /eres Protagonista 2/);
  // Lucía's card, from the phone: the day resolves and the table waits on Ana's abilities.
  await phone.waitForFunction(() => document.documentElement.dataset.live === "on");
  await place(phone, "goodwill_plus1", "character:shrine_maiden");
  expected.push(["ana@example.org", "Harbour light: your move"]);
  mails = await check();
  await ana.goto(linkIn(mails[2], `${server.url}/t/`));
  assert.match(await ana.locator("header.table-head .meta").first().textContent(), /you are the Mastermind/);
  // Ana ends her abilities, Bea (the leader) her goodwill: one mail each time it comes to them.
  await ana.waitForFunction(() => document.documentElement.dataset.live === "on");
  await bea.goto(tableUrl);
  await bea.waitForFunction(() => document.documentElement.dataset.live === "on");
  await quiet(ana);
  assert.equal(await act(ana, "end-abilities"), null);
  expected.push(["bea@example.org", "Harbour light: te toca"]);
  await check();
  await quiet(bea);
  assert.equal(await act(bea, "end-goodwill"), null);
  expected.push(["ana@example.org", "Harbour light: your move"]);
  await check();
  await quiet(ana);
  assert.equal(await act(ana, "end-abilities"), null); // the day ends: still Ana's move (day 2's cards)
  await check();

  // One-click unsubscribe from a browser that holds nothing of Lucía's: the page asks, the
  // button stops that kind.
  const stranger = await person(browser, "es-ES");
  await stranger.goto(yours.unsubscribe);
  await Promise.all([stranger.waitForNavigation(), stranger.click("main form button[type=submit]")]);
  assert.match(await stranger.locator("main").textContent(), /no recibirás más correos de este tipo/);
  // Day 2: Ana's three cards; whoever leads today is mailed, except Lucía, who stopped it.
  await place(ana, "paranoia_plus1", "character:girl_student");
  await place(ana, "forbid_paranoia", "character:doctor");
  await place(ana, "move_diagonal", "character:informer");
  const now = await waitingOn(ana, tableUrl);
  assert.equal(now.length, 1);
  if (now[0] === 1) expected.push(["bea@example.org", "Harbour light: te toca"]);
  else assert.equal(now[0], 2, `day 2 waits on a Protagonist: ${now}`);
  await check();
});

// ---------------------------------------------------------------------------------------------
// 44: the Director (an account), Bea (an account, Spanish) and Clark (by his seat link only) play
// until a conflict is decided; each time the table starts waiting on one of them, exactly one mail
// comes to them.

test("44: a Director and two players, one by his link only, get one mail each time the table starts waiting on them, up to a conflict's result", async () => {
  const director = await person(browser, "en-GB");
  await signUp(director, server.url, "director");
  const base = sink.messages().length;
  await setAndConfirm(director, "/mail", "director@example.org", base);
  // Two main characters: the shipped set-up's Mr. Clark and a copy of him named Ms. Hart.
  const bridge = JSON.parse(readFileSync(join(root, "crates/forty-four/logs/bridge.json"), "utf8")).config;
  bridge.characters.push({ ...bridge.characters[0], name: "Ms. Hart" });
  const created = await director.request.post(`${server.url}/api/tables`, {
    headers: { "x-tablon-csrf": "1" },
    data: { game: "44", title: "The bridge", config: bridge, seat: 0 },
  });
  assert.equal(created.status(), 201, await created.text());
  const table = await created.json();
  const tableUrl = `${server.url}/t/${table.id}`;
  const linkOf = (seat) => table.invitations.find((i) => i.seat === seat).link;
  const path = new URL(tableUrl).pathname;
  // Bea plays Ms. Hart from her account (Spanish); Clark by his link only.
  const bea = await person(browser, "es-ES");
  await signUp(bea, server.url, "bea");
  await setAndConfirm(bea, "/mail", "bea44@example.org", base + 1);
  await bea.goto(linkOf(2));
  await bea.click("#join button[type=submit]");
  await bea.waitForURL(/\/t\/\d+$/);
  const player = await joinSeat(browser, linkOf(1), "en-GB");
  await setAndConfirm(player, `${path}/mail`, "clark@example.org", base + 2);
  for (const page of [director, player, bea]) {
    await page.goto(tableUrl);
    await page.waitForFunction(() => document.documentElement.dataset.live === "on");
  }

  // Play; after each move, whom the table waits on (as the server says) tells which mails come.
  const addressOf = { 0: "director@example.org", 1: "clark@example.org", 2: "bea44@example.org" };
  const subjectOf = { 0: "The bridge: your move", 1: "The bridge: your move", 2: "The bridge: te toca" };
  const expected = [];
  let waiting = await waitingOn(director, tableUrl);
  // Clark confirmed his address while the table waited on him (if it did): that is his first mail.
  if (waiting.includes(1)) expected.push([addressOf[1], subjectOf[1]]);
  // Whether a conflict was decided, as the log says (the panel moves on to the next step).
  const id = path.split("/")[2];
  const decided = async () => {
    const log = await (await director.request.get(`${server.url}/api/tables/${id}/events`)).json();
    return log.events.some((e) => e.event.type === "conflict_decided");
  };
  // Bounded by time, not by turns: on a loaded machine the live updates come later.
  const until = Date.now() + 180000;
  for (let n = 0; Date.now() < until; n += 1) {
    if (await decided()) break;
    const moved = (await move44(player, n)) || (await move44(bea, n)) || (await move44(director, n));
    if (!moved) {
      await player.waitForTimeout(200);
      continue;
    }
    const now = await waitingOn(director, tableUrl);
    for (const seat of now.filter((s) => !waiting.includes(s))) {
      expected.push([addressOf[seat], subjectOf[seat]]);
    }
    waiting = now;
    const target = Math.max(await seqOf(player), await seqOf(bea), await seqOf(director));
    for (const p of [player, bea, director]) {
      await p.waitForFunction((t) => Number(document.querySelector("#game")?.dataset.seq) >= t, target);
    }
  }
  const forms = async (page) => (await page.locator("#game form[data-form]").evaluateAll((fs) => fs.map((f) => f.dataset.form))).join(",");
  assert.ok(await decided(), `a conflict was decided: player [${await player.locator("#game .turn-bar").textContent()}] ${await forms(player)}; director [${await director.locator("#game .turn-bar").textContent()}] ${await forms(director)}; ${expected.length} mails`);
  for (const to of Object.values(addressOf)) assert.ok(expected.some(([t]) => t === to), `${to}: ${JSON.stringify(expected)}`);
  const mails = (await sink.expect(base + 3 + expected.length)).slice(base + 3);
  assert.deepEqual(sorted(mails.map((m) => [m.to, m.subject])), sorted(expected));
  for (const m of mails) {
    assert.doesNotMatch(m.body, /seat \d/i, "names, never seat numbers");
    for (const secret of ["The sedans are driven by nobody", "The machines never blink"]) {
      if (m.to !== "director@example.org") assert.ok(!m.body.includes(secret), "no Secret reaches a player's mail");
    }
  }
  // Each link opens the table as the reader's seat.
  const clark = mails.find((m) => m.to === "clark@example.org");
  await player.goto(linkIn(clark, `${server.url}/t/`));
  assert.match(await player.locator("header.table-head .meta").first().textContent(), /you are Mr\. Clark/);
  const hart = mails.find((m) => m.to === "bea44@example.org");
  await bea.goto(linkIn(hart, `${server.url}/t/`));
  assert.match(await bea.locator("header.table-head .meta").first().textContent(), /eres Ms\. Hart/);
});
