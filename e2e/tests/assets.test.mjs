// Assets after an upgrade: the page names the script by its content's fingerprint, and a page kept
// from an earlier build (its script under another fingerprint, or the old `/static/v1/` name) still
// loads and runs today's script. A real rebuild takes minutes, so the earlier build's page is the
// current page with its script's URL put back to an earlier one (what a browser kept from before an
// upgrade holds); the URL test in crates/web covers the URL changing with the bytes. What each layer
// covers is in docs/testing.md.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { launch, person, root, startServer } from "../lib.mjs";

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

/** The script's bytes in this checkout, and the URL a build of them serves it under. */
const script = readFileSync(join(root, "crates/web/assets/tablon.js"));
const current = `/static/tablon.${createHash("sha256").update(script).digest("hex").slice(0, 12)}.js`;

/** The path of the page script a page at `path` names (as the server sends it). */
async function scriptOf(path) {
  const html = await (await fetch(`${server.url}${path}`)).text();
  const m = html.match(/<script[^>]+src="(\/static\/tablon\.[0-9a-f]{12}\.js)"/);
  assert.ok(m, `no page script in ${path}`);
  return m[1];
}

test("the page names the script by the current bytes' fingerprint, cached for good", async () => {
  assert.equal(await scriptOf("/"), current, "the binary serves this checkout's tablon.js");
  assert.equal(await scriptOf("/signin"), current);
  const res = await fetch(`${server.url}${current}`);
  assert.equal(res.status, 200);
  assert.match(res.headers.get("cache-control"), /immutable/);
  assert.deepEqual(Buffer.from(await res.arrayBuffer()), script);
});

test("an earlier build's script URL still answers, sent on to today's script", async () => {
  for (const old of ["/static/tablon.0123456789ab.js", "/static/v1/tablon.js"]) {
    const res = await fetch(`${server.url}${old}`, { redirect: "manual" });
    assert.equal(res.status, 307, old);
    assert.equal(new URL(res.headers.get("location"), server.url).pathname, current, old);
    assert.match(res.headers.get("cache-control"), /no-cache/, `${old}: the redirect is not kept`);
  }
});

test("a page kept from an earlier build loads and runs today's script", async () => {
  for (const old of ["/static/tablon.0123456789ab.js", "/static/v1/tablon.js"]) {
    const page = await person(browser);
    // The page as an earlier build sent it: the same page naming that build's script.
    await page.route(`${server.url}/`, async (route) => {
      const res = await route.fetch();
      const html = (await res.text()).replaceAll(current, old);
      assert.ok(html.includes(old));
      await route.fulfill({ response: res, body: html });
    });
    // Which scripts register listeners as they run (tablon.js registers many at once).
    await page.addInitScript(() => {
      const add = EventTarget.prototype.addEventListener;
      window.ranScripts = [];
      EventTarget.prototype.addEventListener = function (...args) {
        const src = document.currentScript && document.currentScript.src;
        if (src && !window.ranScripts.includes(src)) window.ranScripts.push(src);
        return add.apply(this, args);
      };
    });
    const loaded = page.waitForResponse((r) => new URL(r.url()).pathname === current);
    await page.goto(server.url);
    const res = await loaded;
    assert.equal(res.status(), 200);
    assert.equal(new URL(res.request().redirectedFrom().url()).pathname, old, "asked for the old URL");
    assert.deepEqual(await res.body(), script, "today's bytes");
    const ran = await page.evaluate(() => window.ranScripts.map((s) => new URL(s).pathname));
    assert.ok(ran.includes(old), `the script of ${old} ran (scripts that ran: ${ran})`);
    await page.context().close();
  }
});
