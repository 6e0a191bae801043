// A player without an account, from any device, in Chromium against a real SMTP server (Debian's
// aiosmtpd, e2e/sink.mjs). Lucía holds seats at three tables by their links in one browser and
// confirms her address at the first: at each next seat she is asked whether that address serves it
// too. She takes it at the second (its mail comes to her, with no new confirmation) and declines at
// the third (its mail does not). Clark, on a phone that holds nothing of his, asks for his tables
// by mail, opens one from the mail and plays his seat there.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { act, launch, person, root, startServer } from "../lib.mjs";
import { linkIn, startSink } from "../sink.mjs";

let sink;
let server;
let browser;
const config44 = JSON.parse(readFileSync(join(root, "crates/forty-four/logs/bridge.json"), "utf8")).config;

before(async () => {
  sink = await startSink();
  server = await startServer(["--smtp", sink.url, "--mail-from", "Tablon <tablon@example.org>", "--outbox-every", "0.2", "--mail-hold", "0"]);
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.stop();
  sink?.stop();
});

/** A Director's account through the API (no browser): `post(path, body)` answers the JSON. */
async function director(name) {
  const headers = { "content-type": "application/json", "x-tablon-csrf": "1" };
  const r = await fetch(`${server.url}/api/accounts`, { method: "POST", headers, body: JSON.stringify({ username: name, password: "correct horse battery" }) });
  assert.equal(r.status, 201, await r.text());
  headers.cookie = r.headers.get("set-cookie").split(";")[0];
  return async (path, body) => {
    const answer = await fetch(`${server.url}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
    const text = await answer.text();
    assert.ok(answer.ok, `${path}: ${answer.status} ${text}`);
    return JSON.parse(text);
  };
}

/** Opens a 44 table whose Director is `post`'s account; answers its id and seat 1's link. */
async function table44(post, title) {
  const t = await post("/api/tables", { game: "44", title, config: config44, seat: 0 });
  return { id: t.id, link: `${server.url}/join#${encodeURIComponent(t.invitations[0].token)}` };
}

/** Takes a seat by its link on `page`; resolves to the page it lands on (the table, or the offer). */
async function take(page, link) {
  await page.goto(link);
  await Promise.all([page.waitForURL(/\/t\/\d+(\/mail\/offer)?$/), page.click("#join button[type=submit]")]);
  return new URL(page.url()).pathname;
}

/** Sets the seat's address on its table's mail page and confirms it by the mailed link. */
async function confirmAt(page, id, address, mailsBefore) {
  await page.goto(`${server.url}/t/${id}/mail`);
  await page.fill("#address", address);
  await Promise.all([page.waitForNavigation(), page.click("form:has(#address) button[type=submit]")]);
  const confirmation = (await sink.expect(mailsBefore + 1))[mailsBefore];
  assert.equal(confirmation.to, address);
  await page.goto(linkIn(confirmation, `${server.url}/mail/confirm/`));
  await Promise.all([page.waitForNavigation(), page.click("main form button[type=submit]")]);
}

test("a confirmed address is offered at each next seat of the browser, and serves it only when taken", async () => {
  const post = await director("gmlucia");
  const lighthouse = await table44(post, "Lighthouse");
  const harbour = await table44(post, "Harbour");
  const pier = await table44(post, "Pier");
  const lucia = await person(browser, "es-ES");
  assert.equal(await take(lucia, lighthouse.link), `/t/${lighthouse.id}`, "nothing to offer yet");
  const before = sink.messages().length;
  await confirmAt(lucia, lighthouse.id, "lucia@example.org", before);
  // The Lighthouse waits on her seat (the Countdown's order): confirming mails her "your move".
  assert.equal((await sink.expect(before + 2))[before + 1].subject, "Lighthouse: te toca");

  // The Harbour: asked before the table opens; she takes the address.
  assert.equal(await take(lucia, harbour.link), `/t/${harbour.id}/mail/offer`);
  const offer = await lucia.locator("main").textContent();
  assert.match(offer, /Confirmaste lucia@example\.org en «Lighthouse»/);
  const use = lucia.getByRole("button", { name: "Usar lucia@example.org también aquí" });
  await Promise.all([lucia.waitForURL(new RegExp(`/t/${harbour.id}$`)), use.click()]);
  // The Pier: she declines, and goes to the table.
  assert.equal(await take(lucia, pier.link), `/t/${pier.id}/mail/offer`);
  const decline = lucia.getByRole("link", { name: "No, gracias: ir a la mesa" });
  await Promise.all([lucia.waitForURL(new RegExp(`/t/${pier.id}$`)), decline.click()]);
  await lucia.locator("#game").waitFor();

  // Taking the address at the Harbour, which waits on her too, mailed its "your move" there; the
  // Pier's, declined, mails nothing.
  assert.equal((await sink.expect(before + 3))[before + 2].subject, "Harbour: te toca");
  // The Director whispers to her seat at the Pier, then at the Harbour: only the Harbour's comes,
  // to the address she confirmed once (and no other confirmation came).
  await post(`/api/tables/${pier.id}/posts`, { thread: "talk", body: "Nothing to see at the pier", whisper_to: 1 });
  await post(`/api/tables/${harbour.id}/posts`, { thread: "talk", body: "Meet me at the harbour", whisper_to: 1 });
  const mails = (await sink.expect(before + 4)).slice(before + 3);
  assert.deepEqual(mails.map((m) => m.to), ["lucia@example.org"]);
  assert.match(mails[0].subject, /^Harbour: /);
  assert.match(mails[0].body, /Meet me at the harbour/);
  assert.doesNotMatch(mails[0].body, /pier/i);
});

test("send me my tables: from an empty browser, a player asks for their tables by mail and plays from its link", async () => {
  const post = await director("gmclark");
  const bridge = await table44(post, "Bridge");
  const tunnel = await table44(post, "Tunnel");
  const laptop = await person(browser, "en-GB");
  await take(laptop, bridge.link);
  const before = sink.messages().length;
  await confirmAt(laptop, bridge.id, "clark@example.org", before);
  assert.equal(await take(laptop, tunnel.link), `/t/${tunnel.id}/mail/offer`);
  await Promise.all([laptop.waitForURL(/\/t\/\d+$/), laptop.getByRole("button", { name: "Use clark@example.org here too" }).click()]);
  // Both tables wait on his seat: each mailed its "your move" when the address came to serve it.
  const moves = (await sink.expect(before + 3)).slice(before + 1).map((m) => m.subject).sort();
  assert.deepEqual(moves, ["Bridge: your move", "Tunnel: your move"]);

  // His phone holds nothing of his: no table opens there.
  const phone = await person(browser, "en-GB");
  assert.equal((await phone.goto(`${server.url}/t/${tunnel.id}`)).status(), 404);
  await phone.goto(`${server.url}/tables`);
  await Promise.all([phone.waitForURL(/\/mail\/tables$/), phone.getByRole("link", { name: "Send me my tables" }).click()]);
  await phone.fill("#address", "clark@example.org");
  await Promise.all([phone.waitForNavigation(), phone.click("main form button[type=submit]")]);
  assert.match(await phone.locator("main").textContent(), /clark@example\.org is a confirmed address here/);
  const mail = (await sink.expect(before + 4))[before + 3];
  assert.equal(mail.to, "clark@example.org");
  for (const id of [bridge.id, tunnel.id]) linkIn(mail, `${server.url}/t/${id}/enter/`);

  // The Tunnel's link opens his seat on the phone, where he plays: he won the order roll, and
  // sets the order of the Countdown's scenes.
  await phone.goto(linkIn(mail, `${server.url}/t/${tunnel.id}/enter/`));
  assert.equal(new URL(phone.url()).pathname, `/t/${tunnel.id}`);
  assert.equal(await act(phone, "order"), null);
  assert.equal(await phone.locator("#game form[data-form='order']").count(), 0, "the order is set");
  await phone.goto(`${server.url}/tables`);
  assert.match(await phone.locator("main").textContent(), /Tunnel/);
});
