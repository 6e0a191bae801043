// "Check this script" on Tragedy Looper's new-table form (issue 20): a script writer checks a
// script that cannot be read and gets the reason next to the form, in Spanish, with the text kept;
// then checks a shipped script with one game per team and reads the balance report above the form,
// which still holds the choice, ready to open the table or check again.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { launch, person, shoot, signUp, startServer } from "../lib.mjs";

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

test("an unreadable script gets the reason and plays nothing", async () => {
  const page = await person(browser, "es-ES");
  await signUp(page, server.url, "writer");
  await page.goto(`${server.url}/new/tragedy-looper`);
  await page.check("#tl-script-custom");
  await page.fill("#tl-script-text", "esto no es = un guion [");
  const answer = page.waitForResponse((r) => r.url().endsWith("/new/tragedy-looper/check"));
  await page.click("button[formaction='/new/tragedy-looper/check']");
  assert.equal((await answer).status(), 400);
  await page.waitForSelector("form.setup .refusal");
  assert.match(await page.locator("form.setup .refusal").textContent(), /No se puede leer el guion/);
  assert.equal(await page.locator("#tl-check-report").count(), 0, "nothing was played");
  assert.equal(await page.inputValue("#tl-script-text"), "esto no es = un guion [", "the text is kept to fix");
  await shoot(page, "tragedy-looper-check-refused");
});

test("a shipped script's balance report shows above the form", { timeout: 600000 }, async () => {
  const page = await person(browser);
  await signUp(page, server.url, "writer");
  await page.goto(`${server.url}/new/tragedy-looper`);
  await page.check("#tl-script-bt4_clockwork_hospital");
  await page.fill("#tl-check-games", "1");
  // The title is left empty: a check does not open a table, so the form's own checks do not apply.
  await page.click("button[formaction='/new/tragedy-looper/check']", { timeout: 15000, noWaitAfter: true });
  await page.waitForSelector("#tl-check-report", { timeout: 580000 });
  const report = await page.locator("#tl-check-report").textContent();
  assert.match(report, /Balance of “Clockwork Hospital”/);
  assert.match(report, /One game per team, 3 Protagonist players/);
  assert.match(report, /Difficulty: labelled normal, measured (easy|normal|hard)/);
  assert.equal(await page.locator(".tl-check-team").count(), 3, "the AI Protagonists, the heuristic and the knowing team");
  assert.match(report, /won [01] of 1 game/);
  assert.ok(await page.isChecked("#tl-script-bt4_clockwork_hospital"), "the form keeps the chosen script");
  await shoot(page, "tragedy-looper-check-report");
});
