// The pages every game shares: accounts, the language switch, seat links, the two threads with
// whispers and live updates, the dice page, and what a spectator may see.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { joinSeat, launch, person, root, shoot, signUp, startServer } from "../lib.mjs";

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

const config44 = JSON.parse(readFileSync(join(root, "crates/forty-four/logs/bridge.json"), "utf8")).config;

test("sign up, sign out, sign in, and the language switch", async () => {
  const page = await person(browser, "es-ES");
  await page.goto(server.url);
  assert.equal(await page.getAttribute("html", "lang"), "es");
  const name = await signUp(page, server.url);
  await page.click("form[action='/signout'] button");
  await page.goto(`${server.url}/signin`);
  await page.fill("#username", name);
  await page.fill("#password", "wrong password!");
  await page.click("form[action='/signin'] button[type=submit]");
  assert.match(await page.textContent(".refusal"), /contraseña|usuario/i, "the refusal speaks Spanish");
  await page.fill("#password", "correct horse battery");
  await page.click("form[action='/signin'] button[type=submit]");
  await page.waitForURL(/\/tables$/);
  await page.click(".langs a[hreflang=en]");
  await page.waitForURL(/\/tables$/);
  assert.equal(await page.getAttribute("html", "lang"), "en");
  assert.match(await page.textContent("h1"), /My tables/);
  await shoot(page, "home-my-tables");
  await page.context().close();
});

test("a seat link, posts in both threads live, whispers kept private, the dice page", async () => {
  const owner = await person(browser);
  await signUp(owner, server.url, "director");
  const created = await owner.request.post(`${server.url}/api/tables`, {
    headers: { "x-tablon-csrf": "1" },
    data: { game: "44", title: "The bridge", config: config44, seat: 0, spectators: true },
  });
  assert.equal(created.status(), 201);
  const table = await created.json();
  const link = table.invitations.find((i) => i.seat === 1).link;

  await owner.goto(`${server.url}/t/${table.id}`);
  await owner.waitForFunction(() => document.documentElement.dataset.live === "on");
  const player = await joinSeat(browser, link, "es-ES");
  assert.equal(await player.getAttribute("html", "lang"), "es");
  await player.waitForFunction(() => document.documentElement.dataset.live === "on");

  // A story post reaches the Director's page live, without a reload.
  await player.fill("#body-story", "Mr. Clark crosses the **bridge**.");
  await player.click("#thread-story form.post-form button[type=submit]");
  await owner.waitForSelector("#posts-story .post strong:text('bridge')");
  assert.equal(await player.inputValue("#body-story"), "", "a sent post clears its form");

  // A whisper to the Director: seen by the Director, not by a spectator.
  await player.fill("#body-talk", "Psst: I know the secret word");
  await player.selectOption("#whisper-talk", "0");
  await player.click("#thread-talk form.post-form button[type=submit]");
  await owner.waitForSelector("#posts-talk .post.whisper:has-text('I know the secret word')");
  const spectator = await person(browser);
  await spectator.goto(`${server.url}/t/${table.id}`);
  const seen = await spectator.content();
  assert.ok(seen.includes("bridge"), "the spectator reads the story");
  assert.ok(!seen.includes("secret word"), "the spectator never receives the whisper");
  assert.ok(!seen.includes(config44.secrets[0]), "nor the Director's Secrets");
  assert.equal(await spectator.locator("form.post-form").count(), 0, "a spectator cannot post");

  // An empty post is refused in place, in the player's language.
  await player.fill("#body-story", "   ");
  await player.click("#thread-story form.post-form button[type=submit]");

  await owner.goto(`${server.url}/t/${table.id}/dice`);
  assert.match(await owner.textContent("h1"), /Dice/);
  assert.ok(await owner.locator("code.hash").first().isVisible());
  await shoot(player, "table-threads");
  for (const p of [owner, player, spectator]) await p.context().close();
});

test("bad addresses and stale forms get clear pages", async () => {
  const page = await person(browser);
  const missing = await page.goto(`${server.url}/t/999999`);
  assert.equal(missing.status(), 404);
  const stale = await page.request.post(`${server.url}/signin`, { form: { username: "x", password: "y" } });
  assert.equal(stale.status(), 403);
  assert.match(await stale.text(), /caducado|stale/);
  await page.context().close();
});
