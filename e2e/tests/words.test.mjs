// Good Spanish, good English (issue 18): each game's table, opened with its recorded log's set-up
// and played through the log's commands (each by the seat that sent it), at its start, halfway
// and at the end of what the table's own dice let it replay; at each step the game master's page
// and a player's are saved in Spanish and English (target/screenshots/words-*.png, with the page's
// visible text beside it as words-*.txt), and the Spanish pages are read for the English and the
// broken agreement the issue found on them. The game master's holder chooses the feminine words and
// the player the masculine ones, so the words about both must agree ("la Directora", "listo").

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { checkWords, joinSeat, launch, person, root, screenshots, signUp, startServer } from "../lib.mjs";

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

const LOGS = {
  "tragedy-looper": "crates/tragedy-looper/logs/fs1_two_days.json",
  44: "crates/forty-four/logs/bridge.json",
  fragmentos: "crates/fragmentos/logs/hotel.json",
  genrefuzzion: "crates/genrefuzzion/logs/scott_pilgrim.json",
};

/** Chooses the words of `gender` for the seat `page` looks through (the side column's form). */
async function chooseGender(page, url, gender) {
  await page.goto(url);
  await page.selectOption("#seat-gender", gender);
  await Promise.all([page.waitForNavigation(), page.click("form.seat-name button[type=submit]")]);
  assert.equal(await page.inputValue("#seat-gender"), gender);
}

/** Saves `page` in `lang` (through the page's language switch) as words-`name`-`lang`.png. */
async function shoot(page, url, name, lang, found) {
  await page.goto(`${server.url}/lang/${lang}?back=${encodeURIComponent(new URL(url).pathname)}`);
  await page.waitForURL(/\/t\/\d+/);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: join(screenshots, `words-${name}-${lang}.png`), fullPage: true });
  found.push(...(await checkWords(page, name, join(screenshots, `words-${name}-${lang}.txt`))));
}

test("each game's main screens, at three steps of a played game, in Spanish and English", async () => {
  mkdirSync(screenshots, { recursive: true });
  const found = [];
  for (const [game, file] of Object.entries(LOGS)) {
    const log = JSON.parse(readFileSync(join(root, file), "utf8"));
    const owner = await person(browser, "es-ES");
    await signUp(owner, server.url, "words");
    const created = await owner.request.post(`${server.url}/api/tables`, {
      headers: { "x-tablon-csrf": "1" },
      data: { game, title: `Mesa ${game}`, config: log.config, seat: 0, spectators: true },
    });
    assert.equal(created.status(), 201, await created.text());
    const table = await created.json();
    const url = `${server.url}/t/${table.id}`;
    // One person per seat the log plays (seat 0 is the owner's).
    const seats = { 0: owner };
    for (const seat of new Set(log.commands.map((c) => c.seat))) {
      if (seat === 0) continue;
      const link = table.invitations.find((i) => i.seat === seat)?.link;
      assert.ok(link, `${game}: a link for seat ${seat}`);
      seats[seat] = await joinSeat(browser, link, "es-ES");
    }
    const player = seats[Math.min(...Object.keys(seats).map(Number).filter((s) => s !== 0))];
    await chooseGender(owner, url, "feminine");
    await chooseGender(player, url, "masculine");
    const steps = [0, Math.floor(log.commands.length / 2), log.commands.length];
    let played = 0;
    for (const [i, step] of steps.entries()) {
      // The table throws its own dice: the log's commands are played while the table accepts them.
      while (played < step) {
        const { seat, command } = log.commands[played];
        const sent = await seats[seat].request.post(`${url.replace("/t/", "/api/tables/")}/commands?seat=${seat}`, {
          headers: { "x-tablon-csrf": "1" },
          data: { command },
        });
        if (!sent.ok()) break;
        played += 1;
      }
      if (i > 0 && played < step && steps[i - 1] >= played) continue;
      for (const lang of ["es", "en"]) {
        await shoot(owner, url, `${game}-${i}-master`, lang, found);
        await shoot(player, url, `${game}-${i}-player`, lang, found);
      }
    }
    console.log(`${game}: ${played} of ${log.commands.length} recorded commands replayed`);
    for (const page of Object.values(seats)) await page.context().close();
  }
  assert.deepEqual(found, [], `English or broken agreement on Spanish pages:\n${found.join("\n")}`);
});
