// A 44 conflict's threads with three people (issue 16's "Done when"): the Director (Dora, by her
// account, English), Clark (by his seat link, English) and Bea (by her seat link, Spanish) each in
// their own browser. They name their seats and read "Name · part" everywhere, never "seat N";
// posts show when they were written; Bea replies to Clark (quoted, with a link back); Clark
// whispers to Bea and the Director — at a table opened without "the game master reads whispers" —
// never receives it (not in her page's HTML, not in her API answer, not through her live stream);
// a live post lands below while Clark reads older story posts without moving them; and they play
// until a conflict is decided, after which the main character's player finds the conflict's roll
// on the dice page, labelled with their name, and verifies it once the Director reveals the seed.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  apiPost, html, joinSeat, launch, move44, nameSeat, person, root, seqOf, shoot, signUp, startServer, tokenOf, write,
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

/** Records every `post` message of the table's live stream in `window.heard`. */
async function listen(page, tableId) {
  await page.evaluate((url) => {
    window.heard = [];
    const s = new EventSource(url);
    s.addEventListener("post", (m) => window.heard.push(JSON.parse(m.data).post));
    return new Promise((ok) => s.addEventListener("open", ok));
  }, `/api/tables/${tableId}/stream`);
}

test("44: three people read names, times, a reply and a whisper the third never receives, keep their place, and a player verifies their conflict's roll", async () => {
  const dora = await person(browser, "en-GB");
  await signUp(dora, server.url, "dora");
  // Two main characters: the shipped set-up's Mr. Clark and a copy of him named Ms. Hart.
  const bridge = JSON.parse(readFileSync(join(root, "crates/forty-four/logs/bridge.json"), "utf8")).config;
  bridge.characters.push({ ...bridge.characters[0], name: "Ms. Hart" });
  const created = await dora.request.post(`${server.url}/api/tables`, {
    headers: { "x-tablon-csrf": "1" },
    data: { game: "44", title: "The bridge", config: bridge, seat: 0 },
  });
  assert.equal(created.status(), 201, await created.text());
  const table = await created.json();
  const tableId = table.id;
  const tableUrl = `${server.url}/t/${tableId}`;
  const linkOf = (seat) => table.invitations.find((i) => i.seat === seat).link;

  await dora.goto(tableUrl);
  assert.match(await dora.locator("header .whisper-rule").textContent(), /only by its writer and its recipient/);
  await nameSeat(dora, "Dora");
  const clark = await joinSeat(browser, linkOf(1), "en-GB");
  await nameSeat(clark, "Clark");
  const bea = await joinSeat(browser, linkOf(2), "es-ES");
  await nameSeat(bea, "Bea");
  await dora.goto(tableUrl);
  await dora.waitForFunction(() => document.documentElement.dataset.live === "on");
  // The Director's page hears every live message of her stream: no whisper may be among them.
  await listen(dora, tableId);
  for (const page of [clark, bea]) {
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.live === "on");
  }

  // Names everywhere, each part in the reader's language; never "seat N" nor "asiento N".
  assert.deepEqual(await clark.locator(".seats li .name").allTextContents(), [
    "Dora · Director",
    "Clark · Mr. Clark",
    "Bea · Ms. Hart",
  ]);
  const choices = await bea.locator("#whisper-talk option").allTextContents();
  // Bea reads Spanish, and Dora chose no gender: the neutral "Dirección" (issue 18).
  assert.ok(choices.includes("Clark · Mr. Clark") && choices.includes("Dora · Dirección"), `${choices}`);
  for (const page of [dora, clark, bea]) {
    const text = await page.locator("body").innerText();
    assert.doesNotMatch(text, /\b(seat|asiento) \d/i, "no seat numbers");
  }

  // Clark posts in the story; everyone reads it live with his name, a time and his avatar.
  await write(clark, "story", "Mr. Clark studies the code on the bridge's rail.");
  let clarksId;
  for (const page of [dora, bea, clark]) {
    const post = page.locator("#posts-story article.post", { hasText: "studies the code" });
    await post.waitFor();
    assert.equal(await post.locator(".author").textContent(), "Clark · Mr. Clark");
    const when = post.locator("time.when");
    await page.waitForFunction((el) => !el.textContent.includes("UTC"), await when.elementHandle());
    assert.ok((await when.getAttribute("title")).length > 0, "the exact time on hover");
    assert.equal(await post.locator("svg.avatar text").textContent(), "C");
    clarksId = await post.getAttribute("id");
  }

  // Bea replies to it: her reply quotes him and links back to his post.
  await bea.locator(`#${clarksId} a.reply`).click();
  assert.equal(await bea.locator("#thread-story .replying-author").textContent(), "Clark");
  await write(bea, "story", "Ms. Hart keeps watch on the sedans.");
  const reply = dora.locator("#posts-story article.post", { hasText: "keeps watch on the sedans" });
  await reply.waitFor();
  assert.equal(await reply.locator(".reply-quote a").getAttribute("href"), `#${clarksId}`);
  assert.match(await reply.locator(".reply-quote").textContent(), /Clark · Mr\. Clark.*studies the code/s);
  assert.equal(await reply.locator(".author").textContent(), "Bea · Ms. Hart");

  // Clark whispers to Bea: she reads it live; the Director never receives it.
  await write(clark, "talk", "psst-bea-the-driver-is-nobody", "2");
  const whisper = bea.locator("#posts-talk article.post.whisper", { hasText: "psst-bea-the-driver-is-nobody" });
  await whisper.waitFor();
  assert.match(await whisper.locator(".whisper-to").textContent(), /Bea · Ms\. Hart/);
  const whisperId = Number((await whisper.getAttribute("id")).replace("post-", ""));
  await write(bea, "talk", "after the whisper");
  await dora.locator("#posts-talk article.post", { hasText: "after the whisper" }).waitFor();
  assert.ok(!(await html(dora)).includes("psst-bea"), "the Director's page holds the whisper");
  const api = await dora.evaluate(async (id) => (await fetch(`/api/tables/${id}/posts`)).text(), tableId);
  assert.ok(api.includes("after the whisper") && !api.includes("psst-bea"), "the Director's API answer holds the whisper");
  const heard = await dora.evaluate(() => window.heard);
  assert.ok(heard.length >= 3 && !heard.includes(whisperId), `the Director's stream announced the whisper: ${heard}`);
  await shoot(bea, "conflict-thread-talk-es");
  await shoot(dora, "conflict-thread-talk-en");

  // Many story posts: Clark scrolls up to read older ones while Bea writes one more.
  const beaToken = tokenOf(linkOf(2));
  for (let i = 1; i <= 20; i++) await apiPost(server.url, tableId, beaToken, { thread: "story", body: `story filler number ${i}` });
  await clark.locator("#posts-story article.post", { hasText: "story filler number 20" }).waitFor();
  await clark.waitForFunction(() => !document.querySelector(".htmx-request"));
  const list = clark.locator("#posts-story");
  const place = await list.evaluate((e) => {
    e.scrollTop = Math.floor((e.scrollHeight - e.clientHeight) / 2);
    return e.scrollTop;
  });
  assert.ok(place > 50, `the story scrolls (${place})`);
  // The post nearest the middle of what Clark sees is what he reads.
  const readingId = await list.evaluate((e) => {
    const mid = e.getBoundingClientRect().top + e.clientHeight / 2;
    const posts = [...e.querySelectorAll("article.post")];
    posts.sort((a, b) => Math.abs(a.getBoundingClientRect().top - mid) - Math.abs(b.getBoundingClientRect().top - mid));
    return posts[0].id;
  });
  const reading = clark.locator(`#${readingId}`);
  const readingTop = await reading.evaluate((e) => e.getBoundingClientRect().top);
  await apiPost(server.url, tableId, beaToken, { thread: "story", body: "arrives while Clark reads the story" });
  await clark.locator("#posts-story article.post", { hasText: "arrives while Clark reads the story" }).waitFor({ state: "attached" });
  await clark.waitForFunction(() => !document.querySelector(".htmx-request"));
  // The place is put back when the swap settles: give it a moment (a jump would be hundreds of
  // pixels and stay; a pixel or two is a relative time rewritten in the meantime).
  await clark
    .waitForFunction(
      ([id, top]) => {
        const post = document.getElementById(id);
        return post && Math.abs(post.getBoundingClientRect().top - top) <= 2;
      },
      [readingId, readingTop],
      { timeout: 3000 },
    )
    .catch(() => {});
  assert.ok(Math.abs((await list.evaluate((e) => e.scrollTop)) - place) <= 2, "the reader's place moved");
  const now = await reading.evaluate((e) => e.getBoundingClientRect().top);
  assert.ok(Math.abs(now - readingTop) <= 2, `what the reader reads moved (${readingTop} -> ${now})`);
  const jump = clark.locator("#thread-story button.jump-newest");
  await jump.waitFor();
  assert.equal((await jump.textContent()).trim(), "1 new ↓");
  await jump.click();
  assert.ok(await list.evaluate((e) => e.scrollHeight - e.scrollTop - e.clientHeight < 40), "the jump reaches the newest");

  // Play until a conflict is decided (bounded by time: live updates come later on a loaded machine).
  const events = async () => (await (await dora.request.get(`${server.url}/api/tables/${tableId}/events`)).json()).events;
  const decided = async () => (await events()).some((e) => e.event.type === "conflict_decided");
  const until = Date.now() + 240000;
  for (let n = 0; Date.now() < until; n += 1) {
    if (await decided()) break;
    const moved = (await move44(clark, n)) || (await move44(bea, n)) || (await move44(dora, n));
    if (!moved) {
      await clark.waitForTimeout(200);
      continue;
    }
    const target = Math.max(await seqOf(clark), await seqOf(bea), await seqOf(dora));
    for (const p of [clark, bea, dora]) {
      await p.waitForFunction((t) => Number(document.querySelector("#game")?.dataset.seq) >= t, target);
    }
  }
  assert.ok(await decided(), "a conflict was decided");
  // Whose conflict it was: that character's player finds its roll.
  const began = (await events()).find((e) => e.event.type === "conflict_began").event;
  const [player, name, lang] = began.main === 1 ? [clark, "Clark", "en"] : [bea, "Bea", "es"];
  const against = lang === "en" ? "conflict against" : "conflicto contra";
  // The story names the seats too, in each reader's words, never by number.
  for (const page of [dora, clark, bea]) {
    assert.doesNotMatch(await page.locator("#posts-story").innerText(), /\b(seat|asiento) \d/i);
  }
  await shoot(player, `conflict-thread-story-${lang}`);

  await player.goto(`${tableUrl}/dice`);
  const rows = player.locator("table.rolls tr.roll", { hasText: against });
  assert.ok((await rows.count()) >= 1, "the conflict's roll is listed for its player");
  const label = await rows.first().locator(".roll-label .label").textContent();
  assert.ok(label.startsWith(`${name} — ${against} `), label);
  assert.match(label, lang === "en" ? /\(Countdown \d+\)$/ : /\(Cuenta atrás \d+\)$/, label);
  const all = (await player.locator("table.rolls").allTextContents()).join(" ");
  assert.ok(!all.match(/s\d+:[0-9a-f]{4}/), `a row shows a client seed: ${all}`);
  const copy = await rows.first().locator("button.copy").first().getAttribute("data-copy");
  assert.ok(copy.includes(name) && copy.includes("[url="), copy);
  // Not verifiable before the reveal; verified after it.
  assert.doesNotMatch(await rows.first().textContent(), /verified|verificada/);
  await dora.goto(`${tableUrl}/dice`);
  await dora.click("details.confirm:has(form[action$='/dice/reveal']) > summary");
  await Promise.all([dora.waitForNavigation(), dora.click("form[action$='/dice/reveal'] button[type=submit]")]);
  await player.reload();
  const after = player.locator("table.rolls tr.roll", { hasText: against });
  for (const row of await after.all()) {
    assert.match(await row.textContent(), lang === "en" ? /✔ verified/ : /✔ verificada/);
  }
  await shoot(player, `conflict-thread-dice-${lang}`);
  for (const page of [dora, clark, bea]) await page.context().close();
});
