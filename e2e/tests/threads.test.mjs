// A thread people can read (issue 16), with three people at a Tragedy Looper table: the Mastermind
// (Ana, English), and two Protagonists, Lucía (Spanish) and Clark (English), each by their seat
// link. They name their seats and everyone sees "Name · part" everywhere; posts show when they
// were written; Clark replies to Lucía (quoted, with a link back); Lucía whispers to Clark and the
// Mastermind, at a table opened without "the game master reads whispers", never receives it (not
// in the page, not in the API, not through the live stream); and a post that arrives while Clark
// reads older posts lands below without moving what he reads, counted on a "new" button.
// The second test plays a whole Tragedy Looper day with three people (cards of both sides, abilities
// passed, the day ending) and checks the same in the story thread, whose lines name who placed
// each card.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import {
  apiPost, joinSeat, launch, nameSeat, openTable, person, sendInPage, shoot, signUp, startServer, tokenOf, write,
} from "../lib.mjs";

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

// Opens the table on `listener`'s page with a stream of its own that records in `window.heard` every
// post announced, and reloads the `others`' pages until their live updates are on.
async function listenLive(listener, tableUrl, tableId, others) {
  await listener.goto(tableUrl);
  await listener.waitForFunction(() => document.documentElement.dataset.live === "on");
  await listener.evaluate((url) => {
    window.heard = [];
    const s = new EventSource(url);
    s.addEventListener("post", (m) => window.heard.push(JSON.parse(m.data).post));
    return new Promise((ok) => s.addEventListener("open", ok));
  }, `/api/tables/${tableId}/stream`);
  for (const page of others) {
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.live === "on");
  }
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
  await listenLive(ana, tableUrl, tableId, [lucia, clark]);

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
  for (let i = 1; i <= 20; i++) await apiPost(server.url, tableId, token, { thread: "talk", body: `filler post number ${i}` });
  await clark.locator("#posts-talk article.post", { hasText: "filler post number 20" }).waitFor();
  await clark.waitForFunction(() => !document.querySelector(".htmx-request"));
  const list = clark.locator("#posts-talk");
  // Once the last live swap has settled into a list taller than its box, Clark scrolls halfway up
  // (not to the top: a list drawn again starts there anyway). Checked and scrolled in one step: a
  // swap landing between a check and a scroll drew the list anew, hidden for a moment (CI saw 0).
  const place = await (
    await clark.waitForFunction(() => {
      const l = document.querySelector("#posts-talk");
      if (!l || document.querySelector(".htmx-request, .htmx-settling") || l.scrollHeight - l.clientHeight <= 100) return false;
      l.scrollTop = Math.floor((l.scrollHeight - l.clientHeight) / 2);
      return l.scrollTop > 50 && l.scrollTop;
    })
  ).jsonValue();
  const reading = clark.locator("#posts-talk article.post", { hasText: "filler post number 10" });
  const readingTop = await reading.evaluate((e) => e.getBoundingClientRect().top);
  await apiPost(server.url, tableId, token, { thread: "talk", body: "arrives while Clark reads" });
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
  await apiPost(server.url, tableId, token, { thread: "talk", body: "while Ana was away" });
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

/** Fills and sends the action form `form` in one step inside the page, once it is offered; fails
 * on a refusal. */
async function play(page, form, values = {}) {
  await page.locator(`#game form[data-form='${form}']`).first().waitFor({ timeout: 20000 });
  const refusal = await sendInPage(page, form, values);
  assert.equal(refusal, null, `${form} ${JSON.stringify(values)} was refused: ${refusal}`);
}

test("a Tragedy Looper day played by three people reads as a conversation: names on every line, times, a reply, a whisper the third never receives, live lines below the reader's place", async () => {
  const ana = await person(browser, "en-GB");
  await signUp(ana, server.url, "ana");
  const { tableUrl, links } = await openTable(ana, server.url, "tragedy-looper", {
    title: "A day at the ward",
    mySeat: 0,
    fillSetup: async (page) => {
      await page.check("#tl-script-fs1_ashes_at_the_ward");
      await page.selectOption("#tl-protagonists", "2");
    },
  });
  const tableId = Number(new URL(tableUrl).pathname.split("/")[2]);
  await ana.goto(tableUrl);
  await nameSeat(ana, "Ana");
  const lucia = await joinSeat(browser, links["1"], "es-ES");
  await nameSeat(lucia, "Lucía");
  const clark = await joinSeat(browser, links["2"], "en-GB");
  await nameSeat(clark, "Clark");

  // The Mastermind's page records every live post its stream announces.
  await listenLive(ana, tableUrl, tableId, [lucia, clark]);

  // Step 2 ("Mastermind places cards"): three cards face down.
  await play(ana, "card", { card: "paranoia_plus1", target: "character:girl_student" });
  await play(ana, "card", { card: "intrigue_plus1", target: "location:shrine" });
  await play(ana, "card", { card: "forbid_goodwill", target: "character:boy_student" });
  // Each reader reads who placed them by name, with the deck beside it, in their own language,
  // and when.
  const anaLine = clark.locator("#posts-story .system-post", { hasText: "Ana (Mastermind) places a card face down" }).first();
  await anaLine.waitFor();
  assert.ok((await anaLine.locator("time.when").getAttribute("datetime")).length > 0, "the line has a time");
  await lucia.locator("#posts-story .system-post", { hasText: "Ana (Mente maestra) coloca una carta boca abajo" }).first().waitFor();

  // The Protagonists talk in the story thread while they choose: Lucía asks, Clark replies.
  await write(lucia, "story", "¿Qué esconde el médico?");
  const question = clark.locator("#posts-story article.post", { hasText: "¿Qué esconde el médico?" });
  await question.waitFor();
  assert.equal(await question.locator(".author").textContent(), "Lucía · Protagonist 1");
  await clark.waitForFunction((el) => !el.textContent.includes("UTC"), await question.locator("time.when").elementHandle());
  const questionId = await question.getAttribute("id");
  await question.locator("a.reply").click();
  await write(clark, "story", "Something about the hospital. I'll guard the Shrine Maiden.");
  const reply = lucia.locator("#posts-story article.post", { hasText: "guard the Shrine Maiden" });
  await reply.waitFor();
  assert.equal(await reply.locator(".reply-quote a").getAttribute("href"), `#${questionId}`);
  assert.equal(await reply.locator(".author").textContent(), "Clark · Protagonista 2");
  // …and Lucía whispers her plan to Clark alone: the Mastermind never receives it.
  await write(lucia, "story", "psst-story-paranoia-on-the-girl", "2");
  const whisper = clark.locator("#posts-story article.post.whisper", { hasText: "psst-story-paranoia" });
  await whisper.waitFor();
  assert.match(await whisper.locator(".whisper-to").textContent(), /Clark · Protagonist 2/);
  const whisperId = Number((await whisper.getAttribute("id")).replace("post-", ""));

  // Step 3 ("Protagonists place cards"): the leader, Lucía, holds decks A and B today (two
  // Protagonist seats: README "Seats"), Clark deck C.
  await play(lucia, "card", { card: "goodwill_plus1", target: "character:boy_student" });
  await play(lucia, "card", { card: "paranoia_plus1", target: "character:girl_student" });
  await lucia.locator("#posts-story .system-post", { hasText: "Lucía (Protagonista A)" }).first().waitFor();
  await shoot(lucia, "threads-day-es");
  await play(clark, "card", { card: "goodwill_plus1", target: "character:shrine_maiden" });
  // Step 4: every card revealed and resolved at once.
  await clark.locator("#posts-story .system-post", { hasText: "Cards revealed" }).first().waitFor();
  await lucia.locator("#posts-story .system-post", { hasText: "Clark (Protagonista C)" }).first().waitFor();

  // Many posts, so the story scrolls: Clark reads an older one while the Mastermind's next step
  // adds lines below.
  const token = tokenOf(links["1"]);
  for (let i = 1; i <= 15; i++) await apiPost(server.url, tableId, token, { thread: "story", body: `story filler ${i}` });
  await clark.locator("#posts-story article.post", { hasText: "story filler 15" }).waitFor();
  await clark.waitForFunction(() => !document.querySelector(".htmx-request"));
  const list = clark.locator("#posts-story");
  // The last live swap has settled into a list taller than its box.
  await clark.waitForFunction(() => {
    const l = document.querySelector("#posts-story");
    return l && l.scrollHeight - l.clientHeight > 100 && !document.querySelector(".htmx-request, .htmx-settling");
  });
  const place = await list.evaluate((e) => {
    e.scrollTop = Math.floor((e.scrollHeight - e.clientHeight) / 2);
    return e.scrollTop;
  });
  assert.ok(place > 50, `the story scrolls (${place})`);
  const reading = clark.locator("#posts-story article.post", { hasText: "story filler 8" });
  // Measured inside the story box: the game panel above it changes height with the day's board.
  const within = (e) => e.getBoundingClientRect().top - e.closest(".posts").getBoundingClientRect().top;
  const readingTop = await reading.evaluate(within);
  const linesBefore = await clark.locator("#posts-story .system-post").count();

  // Step 5 (Mastermind abilities: none), step 6 (goodwill abilities: the leader uses none), step 7
  // (no incident on day 1), step 9: the day ends and day 2 begins.
  await play(ana, "end-abilities");
  await play(lucia, "end-goodwill");
  await play(ana, "end-abilities");
  await clark.locator("#posts-story .system-post", { hasText: "Day 2 begins" }).waitFor({ state: "attached", timeout: 20000 });
  await clark.waitForFunction(() => !document.querySelector(".htmx-request"));
  await clark
    .waitForFunction(
      ([top]) => {
        const post = [...document.querySelectorAll("#posts-story article.post")].find((p) => p.textContent.includes("story filler 8"));
        return post && Math.abs(post.getBoundingClientRect().top - post.closest(".posts").getBoundingClientRect().top - top) <= 2;
      },
      [readingTop],
      { timeout: 3000 },
    )
    .catch(() => {});
  assert.ok((await clark.locator("#posts-story .system-post").count()) > linesBefore, "the day's lines arrived");
  const now = await reading.evaluate(within);
  assert.ok(Math.abs(now - readingTop) <= 2, `what Clark reads moved (${readingTop} -> ${now})`);
  // A button counts the new lines below and jumps to them.
  const jump = clark.locator("#thread-story button.jump-newest");
  await jump.waitFor();
  assert.match((await jump.textContent()).trim(), /^\d+ new ↓$/);
  await jump.click();
  assert.ok(await list.evaluate((e) => e.scrollHeight - e.scrollTop - e.clientHeight < 40), "the jump reaches the newest");
  await lucia.locator("#posts-story .system-post", { hasText: "Empieza el día 2" }).waitFor({ state: "attached" });
  await shoot(clark, "threads-day-en");

  // The whisper reached the Mastermind neither in the page, nor the API, nor the live stream.
  await ana.locator("#posts-story .system-post", { hasText: "Day 2 begins" }).waitFor({ state: "attached" });
  const anaHtml = await ana.content();
  assert.ok(anaHtml.includes("guard the Shrine Maiden") && !anaHtml.includes("psst-story"), "the Mastermind's page holds the whisper");
  const api = await ana.evaluate(async (id) => (await fetch(`/api/tables/${id}/posts`)).text(), tableId);
  assert.ok(api.includes("guard the Shrine Maiden") && !api.includes("psst-story"), "the Mastermind's API answer holds the whisper");
  const heard = await ana.evaluate(() => window.heard);
  assert.ok(heard.length >= 17 && !heard.includes(whisperId), `the Mastermind's stream announced the whisper: ${heard}`);
  await shoot(ana, "threads-day-mastermind-en");
  for (const p of [ana, lucia, clark]) await p.context().close();
});
