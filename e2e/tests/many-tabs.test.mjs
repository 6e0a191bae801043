// One browser, many tables: a game master with ten tables open in ten tabs over plain HTTP/1.1,
// where a browser opens at most six connections to a host. Every tab shares the browser's one live
// connection (a shared worker; where a browser has none, as Chrome on Android, one tab elected by
// the Web Locks API holds it for all), so all of them load and all of them hear their table's moves.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { apiPost, launch, person, root, signUp, startServer, tokenOf } from "../lib.mjs";

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

const bridge = JSON.parse(readFileSync(join(root, "crates/forty-four/logs/bridge.json"), "utf8"));

/** Ten tables in ten tabs of one browser context; `noSharedWorker`: as a browser without one. Over
 * HTTP/1.1 a seventh tab with a stream of its own would never load: all ten live is the proof. */
async function tenTabs(username, noSharedWorker) {
  const first = await person(browser);
  if (noSharedWorker) await first.context().addInitScript(() => { delete window.SharedWorker; });
  await signUp(first, server.url, username);
  const tables = [];
  for (let i = 0; i < 10; i++) {
    const created = await first.request.post(`${server.url}/api/tables`, {
      headers: { "x-tablon-csrf": "1" },
      data: { game: "44", title: `Table ${i + 1}`, config: bridge.config, seat: 0 },
    });
    assert.equal(created.status(), 201);
    tables.push(await created.json());
  }

  const tabs = [first];
  for (let i = 1; i < tables.length; i++) tabs.push(await first.context().newPage());
  for (const [i, tab] of tabs.entries()) {
    const started = Date.now();
    await tab.goto(`${server.url}/t/${tables[i].id}`, { timeout: 5000 });
    await tab.waitForFunction(() => document.documentElement.dataset.live === "on", null, { timeout: 5000 });
    assert.ok(Date.now() - started < 5000, `tab ${i + 1} loaded and went live within 5 s`);
  }

  // The log's first move, played at every table by its player from elsewhere (the API).
  const { seat, command } = bridge.commands[0];
  for (const table of tables) {
    const link = table.invitations.find((inv) => inv.seat === seat).link;
    const r = await fetch(`${server.url}/api/tables/${table.id}/commands`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${tokenOf(link)}` },
      body: JSON.stringify({ command }),
    });
    assert.equal(r.status, 200, await r.text());
  }
  for (const [i, tab] of tabs.entries()) {
    const { last: head } = await (await tab.request.get(`${server.url}/api/tables/${tables[i].id}/events`)).json();
    await tab.waitForFunction(
      (n) => Number(document.querySelector("#game")?.getAttribute("data-seq")) >= n,
      head,
      { timeout: 5000 },
    );
  }
  assert.equal(await first.evaluate(() => typeof window.SharedWorker), noSharedWorker ? "undefined" : "function");
  await first.context().close();
}

test("ten tables in ten tabs of one browser all load and all hear their moves", () => tenTabs("director", false));

test("without a shared worker, ten tabs elect one to hold the live connection: all load and hear", async () => {
  await tenTabs("phone", true);
});

// News told while the page's refresh is on its way: htmx queues a second refresh on the list it is
// about to replace, then drops it with the old list. The page script notes the news count when a
// refresh starts and asks again after the swap; before, it noted it at the swap, and the second
// post stayed unseen until some later news (a page left behind by an AI's quick answer for good).
test("a post told while the thread's refresh is on its way still shows", async () => {
  const director = await person(browser);
  await signUp(director, server.url, "racer");
  const created = await director.request.post(`${server.url}/api/tables`, {
    headers: { "x-tablon-csrf": "1" },
    data: { game: "44", title: "Race", config: bridge.config, seat: 0 },
  });
  assert.equal(created.status(), 201);
  const table = await created.json();
  const token = tokenOf(table.invitations[0].link);
  await director.goto(`${server.url}/t/${table.id}`);
  await director.waitForFunction(() => document.documentElement.dataset.live === "on");

  // The first refresh of the talk thread is answered at once by the server but handed to the page
  // only once the second post's news has reached it.
  let release;
  const held = new Promise((ok) => { release = ok; });
  let first = true;
  await director.route(`**/t/${table.id}/thread/talk*`, async (route) => {
    if (!first) return route.continue();
    first = false;
    const answer = await route.fetch();
    await held;
    await route.fulfill({ response: answer });
  });
  const heard = director.waitForRequest((r) => r.url().includes(`/t/${table.id}/thread/talk`));
  await apiPost(server.url, table.id, token, { thread: "talk", body: "first of two" });
  await heard;
  await apiPost(server.url, table.id, token, { thread: "talk", body: "second of two" });
  await director.waitForTimeout(1000); // the second post's news reaches the page meanwhile
  release();
  await director.locator("#posts-talk article.post", { hasText: "second of two" }).waitFor({ timeout: 5000 });
  await director.context().close();
});
