// A thread people can read (issue 16), with three people at a Tragedy Looper table: the Mastermind
// (Ana, English), and two Protagonists, Lucía (Spanish) and Clark (English), each by their seat
// link. They name their seats and everyone sees "Name · part" everywhere; posts show when they
// were written; Clark replies to Lucía (quoted, with a link back); Lucía whispers to Clark and the
// Mastermind, at a table opened without "the game master reads whispers", never receives it (not
// in the page, not in the API, not through the live stream); and a post that arrives while Clark
// reads older posts lands below without moving what he reads, counted on a "new" button.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { joinSeat, launch, openTable, person, shoot, signUp, startServer } from "../lib.mjs";

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

/** Names the seat the page looks through (the side column's form), and waits for the table. */
async function nameSeat(page, name) {
  await page.fill("#seat-name", name);
  await Promise.all([page.waitForNavigation(), page.click("form.seat-name button[type=submit]")]);
  assert.equal(await page.inputValue("#seat-name"), name);
}

/** Writes a post in `thread` from the page's own form, optionally whispering to seat `to` (or to
 * the seats of an array: a group). */
async function write(page, thread, body, to = "") {
  const form = page.locator(`#thread-${thread} form.post-form`);
  await form.locator("textarea").fill(body);
  if (to !== "") await form.locator("select[name=whisper_to]").selectOption(to);
  const answered = page.waitForResponse((r) => r.url().includes("/post") && r.request().method() === "POST");
  await form.locator("button[type=submit]").click();
  assert.equal((await answered).status(), 200);
}

/** The seat token in a seat link (`…/join#TOKEN`). */
const tokenOf = (link) => decodeURIComponent(new URL(link).hash.slice(1));

/** Posts through the API with a seat's token (a fourth tab of that player, say). */
async function apiPost(tableId, token, body) {
  const r = await fetch(`${server.url}/api/tables/${tableId}/posts`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const text = await r.text();
  assert.equal(r.status, 201, text);
  return JSON.parse(text);
}

test("three people read names, times, a reply and a whisper the third never receives, and live posts keep the reader's place", async () => {
  const ana = await person(browser, "en-GB");
  await signUp(ana, server.url, "ana");
  const { tableUrl, links } = await openTable(ana, server.url, "tragedy-looper", {
    title: "Readable thread",
    mySeat: 0,
    fillSetup: async (page) => {
      await page.check("#tl-script-fs1_ashes_at_the_ward");
      await page.selectOption("#tl-protagonists", "2");
    },
  });
  const tableId = Number(new URL(tableUrl).pathname.split("/")[2]);
  await ana.goto(tableUrl);
  // The table says who reads whispers, to everyone.
  assert.match(await ana.locator("header .whisper-rule").textContent(), /only by its writer and its recipient/);
  await nameSeat(ana, "Ana");

  const lucia = await joinSeat(browser, links["1"], "es-ES");
  await nameSeat(lucia, "Lucía");
  assert.match(await lucia.locator("header .whisper-rule").textContent(), /solo lo leen quien lo escribe y quien lo recibe/);
  const clark = await joinSeat(browser, links["2"], "en-GB");
  await nameSeat(clark, "Clark");

  // The Mastermind's page records every live message of its stream, to check no whisper is heard.
  await ana.goto(tableUrl);
  await ana.waitForFunction(() => document.documentElement.dataset.live === "on");
  await ana.evaluate((url) => {
    window.heard = [];
    const s = new EventSource(url);
    s.addEventListener("post", (m) => window.heard.push(JSON.parse(m.data).post));
    return new Promise((ok) => s.addEventListener("open", ok));
  }, `/api/tables/${tableId}/stream`);
  for (const page of [lucia, clark]) {
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.live === "on");
  }

  // Names everywhere: the seats list and the whisper choices say "Name · part".
  const seats = await clark.locator(".seats li .name").allTextContents();
  assert.deepEqual(seats, ["Ana · Mastermind", "Lucía · Protagonist 1", "Clark · Protagonist 2"]);
  const choices = await lucia.locator("#whisper-talk option").allTextContents();
  // Lucía reads Spanish: the parts are the rulebook's Spanish words.
  assert.ok(choices.includes("Clark · Protagonista 2") && choices.includes("Ana · Mente maestra"), `${choices}`);

  // Lucía posts; everyone gets it live, with her name and a time.
  await write(lucia, "talk", "Hola a todos, ¿empezamos?");
  for (const page of [ana, clark, lucia]) {
    const post = page.locator("#posts-talk article.post", { hasText: "¿empezamos?" });
    await post.waitFor();
    // Each reader reads her part in their own language.
    const label = page === lucia ? "Lucía · Protagonista 1" : "Lucía · Protagonist 1";
    assert.equal(await post.locator(".author").textContent(), label);
    const when = post.locator("time.when");
    // The page script rewrote the UTC time as a relative one, the exact local time on hover.
    await page.waitForFunction((el) => !el.textContent.includes("UTC"), await when.elementHandle());
    assert.ok((await when.getAttribute("title")).length > 0);
    assert.equal(await post.locator("svg.avatar text").textContent(), "L");
  }

  // Clark replies to it: the reply quotes her and links back to her post.
  const hers = clark.locator("#posts-talk article.post", { hasText: "¿empezamos?" });
  const hersId = await hers.getAttribute("id");
  await hers.locator("a.reply").click();
  assert.equal(await clark.locator("#thread-talk .replying-author").textContent(), "Lucía");
  await write(clark, "talk", "Yes! @Lucía, you take the Shrine.");
  const reply = lucia.locator("#posts-talk article.post", { hasText: "you take the Shrine" });
  await reply.waitFor();
  assert.equal(await reply.locator(".reply-quote a").getAttribute("href"), `#${hersId}`);
  // The quote names her part in Spanish on her Spanish page, and Clark's in the post's label.
  assert.match(await reply.locator(".reply-quote").textContent(), /Lucía · Protagonista 1.*empezamos/s);
  assert.equal(await reply.locator(".author").textContent(), "Clark · Protagonista 2");
  assert.ok(await reply.evaluate((e) => e.classList.contains("addressed")), "the reply is marked as addressed to her");

  // Lucía whispers to Clark: he reads it live, the Mastermind never receives it.
  await write(lucia, "talk", "psst-clark-the-doctor-lies", "2");
  const whisper = clark.locator("#posts-talk article.post.whisper", { hasText: "psst-clark-the-doctor-lies" });
  await whisper.waitFor();
  assert.match(await whisper.locator(".whisper-to").textContent(), /Clark · Protagonist 2/);
  const whisperId = Number((await whisper.getAttribute("id")).replace("post-", ""));
  await write(clark, "talk", "after the whisper");
  await ana.locator("#posts-talk article.post", { hasText: "after the whisper" }).waitFor();
  assert.ok(!(await ana.content()).includes("psst-clark"), "the Mastermind's page holds the whisper");
  const api = await ana.evaluate(async (id) => (await fetch(`/api/tables/${id}/posts`)).text(), tableId);
  assert.ok(api.includes("after the whisper") && !api.includes("psst-clark"), "the Mastermind's API answer holds the whisper");
  const heard = await ana.evaluate(() => window.heard);
  assert.ok(heard.length >= 3 && !heard.includes(whisperId), `the Mastermind's stream announced the whisper: ${heard}`);
  await shoot(clark, "threads-talk-en");
  await shoot(lucia, "threads-talk-es");

  // Many posts: Clark scrolls up to read the oldest while Lucía writes one more.
  const token = tokenOf(links["1"]);
  for (let i = 1; i <= 20; i++) await apiPost(tableId, token, { thread: "talk", body: `filler post number ${i}` });
  await clark.locator("#posts-talk article.post", { hasText: "filler post number 20" }).waitFor();
  await clark.waitForFunction(() => !document.querySelector(".htmx-request"));
  const list = clark.locator("#posts-talk");
  // Halfway up (not at the top: a list drawn again starts there anyway).
  const place = await list.evaluate((e) => {
    e.scrollTop = Math.floor((e.scrollHeight - e.clientHeight) / 2);
    return e.scrollTop;
  });
  assert.ok(place > 50, `the thread scrolls (${place})`);
  const reading = clark.locator("#posts-talk article.post", { hasText: "filler post number 10" });
  const readingTop = await reading.evaluate((e) => e.getBoundingClientRect().top);
  await apiPost(tableId, token, { thread: "talk", body: "arrives while Clark reads" });
  await clark.locator("#posts-talk article.post", { hasText: "arrives while Clark reads" }).waitFor({ state: "attached" });
  await clark.waitForFunction(() => !document.querySelector(".htmx-request"));
  // The place is put back when the swap settles: give it a moment (a jump would be hundreds of
  // pixels and stay; a pixel or two is a relative time rewritten in the meantime).
  await clark
    .waitForFunction(
      ([top]) => {
        const post = [...document.querySelectorAll("#posts-talk article.post")].find((p) => p.textContent.includes("filler post number 10"));
        return post && Math.abs(post.getBoundingClientRect().top - top) <= 2;
      },
      [readingTop],
      { timeout: 3000 },
    )
    .catch(() => {});
  assert.ok(Math.abs((await list.evaluate((e) => e.scrollTop)) - place) <= 2, "the reader's place moved");
  const now = await reading.evaluate((e) => e.getBoundingClientRect().top);
  assert.ok(Math.abs(now - readingTop) <= 2, `what the reader reads moved (${readingTop} -> ${now})`);
  const jump = clark.locator("#thread-talk button.jump-newest");
  await jump.waitFor();
  assert.equal((await jump.textContent()).trim(), "1 new ↓");
  await jump.click();
  assert.ok(await list.evaluate((e) => e.scrollHeight - e.scrollTop - e.clientHeight < 40), "the jump reaches the newest");
  assert.ok(await jump.isHidden());

  // Ana leaves the table; Lucía writes; when Ana comes back, a marker shows what is new since.
  await ana.goto(`${server.url}/tables`);
  await apiPost(tableId, token, { thread: "talk", body: "while Ana was away" });
  await ana.goto(tableUrl);
  const marker = ana.locator("#posts-talk .unread-marker");
  await marker.waitFor();
  assert.equal((await marker.textContent()).trim(), "New since your last visit");
  const next = await marker.evaluate((m) => m.nextElementSibling.textContent);
  assert.match(next, /while Ana was away/);

  // Clark throws dice from the post form's dice box: everyone reads the roll inside his post, with
  // what it is for, its faces, its total and the link to verify it.
  const box = clark.locator("#thread-talk form.post-form details.dice-box");
  await box.locator("summary").click();
  await box.locator("input[name=dice]").fill("2d6+1");
  await box.locator("input[name=dice_label]").fill("to open the lock");
  await write(clark, "talk", "I try the lock");
  for (const page of [lucia, ana]) {
    const rolled = page.locator("#posts-talk article.post", { hasText: "I try the lock" }).locator(".post-roll");
    await rolled.waitFor();
    assert.match(await rolled.locator(".roll-label").textContent(), /^Clark — to open the lock$/);
    assert.equal(await rolled.locator(".dice-notation").textContent(), "2d6+1");
    assert.equal((await rolled.locator(".dice-faces").textContent()).split("·").length, 2);
    assert.match(await rolled.locator(".reading").textContent(), /^total \d+$/);
    assert.match(await rolled.locator("a.verify").getAttribute("href"), /\/roll\/[0-9a-f]{64}\//);
  }

  // Lucía whispers to Clark and Ana together: both read it, and see whom it went to.
  await write(lucia, "talk", "psst-both-of-you", ["0", "2"]);
  for (const page of [clark, ana]) {
    const group = page.locator("#posts-talk article.post.whisper", { hasText: "psst-both-of-you" });
    await group.waitFor();
    const to = await group.locator(".whisper-to").textContent();
    assert.ok(to.includes("Ana · Mastermind") && to.includes("Clark · Protagonist 2"), to);
  }
  await shoot(lucia, "threads-roll-es");

  // On a phone, names and times still read beside each post.
  await clark.setViewportSize({ width: 390, height: 844 });
  const last = clark.locator("#posts-talk article.post", { hasText: "arrives while Clark reads" });
  assert.ok(await last.locator(".author").isVisible());
  assert.ok(await last.locator("time.when").isVisible());
});
