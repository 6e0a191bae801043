// Mentions that reach, in Chromium, in both languages: the Director of a 44 table types "@mr" in
// the talk thread's form; a list offers "Mr. Clark" (the character seat 1 plays); the keyboard
// alone (arrows, Enter) takes it; the posted message says whom it reached. Short: one table and
// one post per language.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { audit, fill44Setup, launch, openTable, person, signUp, startServer } from "../lib.mjs";

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

const words = {
  "en-GB": { reaches: "Reaches: Mr. Clark" },
  "es-ES": { reaches: "Llega a: Mr. Clark" },
};

for (const [locale, w] of Object.entries(words)) {
  test(`"@" completes a character's name by keyboard and the post says whom it reached (${locale})`, { timeout: 120000 }, async () => {
    const director = await person(browser, locale);
    await signUp(director, server.url, `mentions${locale.slice(0, 2)}`);
    const { tableUrl } = await openTable(director, server.url, "44", { title: `Mentions ${locale}`, mySeat: 0, fillSetup: fill44Setup });
    await director.goto(tableUrl);
    const form = director.locator("#thread-talk form.post-form");
    const text = form.locator("textarea");
    await text.focus();
    await director.keyboard.type("Where are you, @mr");
    const list = form.locator("[role=listbox]");
    await list.waitFor({ state: "visible" });
    assert.equal(await text.getAttribute("aria-expanded"), "true");
    const options = await list.locator("[role=option]").allTextContents();
    assert.ok(options.includes("Mr. Clark"), `offered: ${options}`);
    // The keyboard moves to "Mr. Clark" and takes it.
    for (let i = 0; i < options.length; i++) {
      const active = await director.locator(`#${await text.getAttribute("aria-activedescendant")}`).textContent();
      if (active === "Mr. Clark") break;
      await director.keyboard.press("ArrowDown");
    }
    await director.keyboard.press("Enter");
    assert.equal(await text.inputValue(), "Where are you, @Mr. Clark ");
    assert.equal(await list.isHidden(), true, "the list closes once a name is taken");
    await director.keyboard.type("?");
    const answered = director.waitForResponse((r) => r.url().includes("/post") && r.request().method() === "POST");
    await form.locator("button[type=submit]").click();
    assert.equal((await answered).status(), 200);
    await director.locator("#thread-talk .post .reached").first().waitFor();
    assert.equal((await director.locator("#thread-talk .post .reached").first().textContent()).trim(), w.reaches);
    await audit(director, `mentions-${locale}`);
    await director.context().close();
  });
}
