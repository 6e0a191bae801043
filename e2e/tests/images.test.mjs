// Images in posts and whispers (issue 34), in Chromium, in both languages, at a Fragmentos table
// (the Director at seat 0 by account, two players by their seat links):
// - the Director posts a map in the story thread: every seat sees its thumbnail, a click opens the
//   full image;
// - the Director whispers a photograph (a JPEG carrying GPS EXIF) to seat 1: seat 1 sees it, seat 2
//   sees neither the post nor the image, and its address answers seat 2 with a 404; the image
//   comes back without its EXIF;
// - the Director gives seat 2 a handout (a newspaper clipping: a text and an image): seat 2 sees it
//   in the table's handouts, arriving on its open page without a reload, seat 1 sees neither it
//   nor its image;
// - seat 1 gives itself a portrait: seat 2 sees it beside seat 1's name in the seats and beside its
//   post, instead of the initials;
// - a file that is not an image is refused beside the form with a clear message; a file past the
//   server's size (`--max-image-kib 100`) is refused as it is chosen, and by the server when the
//   page script's check is bypassed, each with a clear message.
// Screenshots: the players' threads.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { joinSeat, languagesOf, launch, LOCALES, person, root, shoot, signUp, startServer } from "../lib.mjs";

let server;
let browser;
before(async () => {
  server = await startServer(["--max-image-kib", "100"]);
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const words = {
  "en-GB": {
    notImage: "“notes.txt” is not an image Tablón takes: send a PNG, JPEG, WebP or GIF file.",
    tooLargeChosen: "An image may be at most 0.1 MB: choose a smaller one.",
    tooLargeSent: /“big\.png” is 0\.\d MB; an image may be at most 0\.1 MB\./,
    alt: "Image 1 of 1, sent by",
    noHandout: "No handout has been given to you yet.",
  },
  "es-ES": {
    notImage: "«notes.txt» no es una imagen que Tablón acepte: envía un archivo PNG, JPEG, WebP o GIF.",
    tooLargeChosen: "Una imagen ocupa como mucho 0.1 MB: elige una más pequeña.",
    tooLargeSent: /«big\.png» ocupa 0\.\d MB; una imagen ocupa como mucho 0\.1 MB\./,
    alt: "Imagen 1 de 1, enviada por",
    noHandout: "Todavía no te han dado ningún documento.",
  },
};

/** A picture drawn in the page, as `type` ("image/png", "image/jpeg"), `w` × `h` pixels. */
async function drawn(page, type, w, h, colour) {
  const base64 = await page.evaluate(
    ([type, w, h, colour]) => {
      const c = document.createElement("canvas");
      c.width = w;
      c.height = h;
      const g = c.getContext("2d");
      g.fillStyle = colour;
      g.fillRect(0, 0, w, h);
      g.fillStyle = "#fff";
      g.fillRect(w / 4, h / 4, w / 2, h / 2);
      if (colour === "noise") {
        // Noise does not compress: the too-large file is large.
        const pixels = g.createImageData(w, h);
        for (let i = 0; i < pixels.data.length; i++) pixels.data[i] = i % 4 === 3 ? 255 : Math.floor(Math.random() * 256);
        g.putImageData(pixels, 0, 0);
      }
      return c.toDataURL(type, 0.9).split(",")[1];
    },
    [type, w, h, colour],
  );
  return Buffer.from(base64, "base64");
}

/** `jpeg` with an EXIF segment carrying GPS coordinates and a camera maker, as a phone writes. */
function withGps(jpeg) {
  const le16 = (n) => [n & 0xff, n >> 8];
  const le32 = (n) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24];
  // TIFF header; IFD0 at 8 with Make (at 38) and the GPS IFD pointer (at 46); GPS IFD: latitude ref.
  const tiff = [
    ...Buffer.from("II*\0"), ...le32(8),
    ...le16(2),
    ...[0x0f, 0x01], ...le16(2), ...le32(8), ...le32(38),
    ...[0x25, 0x88], ...le16(4), ...le32(1), ...le32(46),
    ...le32(0),
    ...Buffer.from("SpyCam\0\0"),
    ...le16(1), ...[0x01, 0x00], ...le16(2), ...le32(2), ...Buffer.from("N\0\0\0"),
    ...le32(0),
  ];
  const app1 = Buffer.from([...Buffer.from("Exif\0\0"), ...tiff]);
  const len = app1.length + 2;
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xe1, len >> 8, len & 0xff]), app1, jpeg.subarray(2)]);
}

/** Sends the `thread` post form on `page` with `body`, `files` and (optionally) a whisper to `to`;
 * resolves to the refusal shown beside the form, or null. */
async function send(page, thread, body, files, to = "") {
  const form = page.locator(`#thread-${thread} form.post-form`);
  await form.locator("textarea").fill(body);
  await form.locator("input[type=file]").setInputFiles(files);
  if (to !== "") await form.locator("select[name=whisper_to]").selectOption(to);
  const answered = page.waitForResponse((r) => r.url().includes("/post") && r.request().method() === "POST");
  await form.locator("button[type=submit]").click();
  const answer = await answered;
  assert.equal(answer.status(), 200);
  if (answer.headers()["x-tablon-refused"]) {
    return (await page.locator(`#posts-${thread} .refusal`).textContent()).trim();
  }
  return null;
}

for (const locale of languagesOf("es").map((l) => LOCALES[l])) {
  test(`images reach their readers only, without their metadata, and bad files are refused (${locale})`, async () => {
    const w = words[locale];
    const director = await person(browser, locale);
    await signUp(director, server.url, `img${locale.slice(0, 2)}`);
    const config = JSON.parse(readFileSync(join(root, "crates/fragmentos/logs/hotel.json"), "utf8")).config;
    const created = await director.request.post(`${server.url}/api/tables`, {
      headers: { "x-tablon-csrf": "1" },
      data: { game: "fragmentos", title: `Images ${locale}`, config, seat: 0 },
    });
    assert.equal(created.status(), 201, await created.text());
    const table = await created.json();
    const tableUrl = `${server.url}/t/${table.id}`;
    const link = (seat) => table.invitations.find((i) => i.seat === seat).link;
    const one = await joinSeat(browser, link(1), locale);
    const two = await joinSeat(browser, link(2), locale);
    await director.goto(tableUrl);

    // A map for everyone.
    const map = await drawn(director, "image/png", 480, 320, "#2f6690");
    assert.equal(await send(director, "story", "The hotel", [{ name: "map.png", mimeType: "image/png", buffer: map }]), null);
    const thumb = director.locator("#posts-story .post-images img").first();
    await thumb.waitFor();
    assert.ok((await thumb.getAttribute("alt")).startsWith(w.alt));

    // A photograph whispered to seat 1, carrying GPS.
    const photo = withGps(await drawn(director, "image/jpeg", 400, 300, "#8e3b46"));
    assert.ok(photo.includes(Buffer.from("SpyCam")));
    const whisper = `For your eyes ${locale}`;
    assert.equal(await send(director, "talk", whisper, [{ name: "photo.jpg", mimeType: "image/jpeg", buffer: photo }], "1"), null);
    const whispered = director.locator("#posts-talk .post.whisper .post-images a").first();
    await whispered.waitFor();
    // The address without the Director's `?seat=0`: each reader asks as itself.
    const fullUrl = `${server.url}${new URL(await whispered.getAttribute("href"), server.url).pathname}`;

    for (const [who, page] of [["seat 1", one], ["seat 2", two]]) {
      await page.reload();
      await page.locator("#posts-story .post-images img").first().waitFor();
      const sees = (await page.locator("#posts-talk").textContent()).includes(whisper);
      assert.equal(sees, who === "seat 1", `${who}: the whisper`);
      const images = await page.locator("#posts-talk .post-images img").count();
      assert.equal(images, who === "seat 1" ? 1 : 0, `${who}: the whisper's image`);
      assert.equal((await page.content()).includes(new URL(fullUrl).pathname), who === "seat 1", `${who}: its address`);
      const fetched = await page.request.get(fullUrl);
      assert.equal(fetched.status(), who === "seat 1" ? 200 : 404, `${who}: ${fullUrl}`);
      if (who === "seat 1") {
        const bytes = await fetched.body();
        assert.equal(fetched.headers()["content-type"], "image/jpeg");
        assert.ok(!bytes.includes(Buffer.from("Exif")), "no EXIF comes back");
        assert.ok(!bytes.includes(Buffer.from("SpyCam")), "no camera maker comes back");
        // Every thumbnail on the page loaded (the CSP let it: same origin).
        const broken = await page.evaluate(() => [...document.querySelectorAll(".post-images img")].filter((i) => !i.complete || i.naturalWidth === 0).length);
        assert.equal(broken, 0);
      }
      await shoot(page, `images-${who.replace(" ", "")}-${locale}`);
    }
    // A handout for seat 2 only: a clipping with its picture.
    const clipping = `Hotel fire ${locale}`;
    // Seat 2's page is open (and listening) while the Director gives it.
    await two.goto(tableUrl);
    await two.waitForFunction(() => document.documentElement.dataset.live === "on");
    await director.goto(tableUrl);
    await director.locator("details.handout-new > summary").click();
    await director.fill("#handout-title", "The Courier");
    await director.fill("#handout-body", clipping);
    await director.locator("#handout-image").setInputFiles([{ name: "clip.png", mimeType: "image/png", buffer: await drawn(director, "image/png", 200, 260, "#8a5a00") }]);
    await director.check("#handout-seat-2");
    await Promise.all([director.waitForURL(/#handouts$/), director.locator("details.handout-new button[type=submit]").click()]);
    await director.locator("#handouts article.handout").first().waitFor();
    const handoutImage = `${server.url}${new URL(await director.locator("#handouts article.handout a.post-image").getAttribute("href"), server.url).pathname}`;
    // It arrives on seat 2's open page without a reload.
    await two.locator("#handouts article.handout", { hasText: clipping }).waitFor();
    for (const [who, page] of [["seat 1", one], ["seat 2", two]]) {
      await page.reload();
      const handouts = page.locator("#handouts");
      await handouts.waitFor();
      const text = await handouts.textContent();
      assert.equal(text.includes(clipping), who === "seat 2", `${who}: the handout`);
      if (who === "seat 1") assert.ok(text.includes(w.noHandout), text);
      assert.equal((await page.content()).includes(new URL(handoutImage).pathname), who === "seat 2", `${who}: the handout's image address`);
      assert.equal((await page.request.get(handoutImage)).status(), who === "seat 2" ? 200 : 404, `${who}: the handout's image`);
    }
    await two.locator("#handouts").scrollIntoViewIfNeeded();
    await shoot(two, `images-handout-${locale}`);

    // Seat 1's portrait, seen by seat 2 beside its name and its post.
    await one.goto(tableUrl);
    await one.locator("#portrait").setInputFiles([{ name: "face.png", mimeType: "image/png", buffer: await drawn(one, "image/png", 120, 120, "#5b3f8c") }]);
    await Promise.all([one.waitForURL(/\/t\/\d+/), one.locator("form.portrait button[type=submit]").first().click()]);
    await one.locator(".seats img.avatar.portrait").first().waitFor();
    await send(one, "talk", `Hello from my face ${locale}`, []);
    await two.reload();
    assert.equal(await two.locator(".seats img.avatar.portrait").count(), 1, "one seat has a portrait");
    const byOne = two.locator("#posts-talk article.post", { hasText: `Hello from my face ${locale}` });
    await byOne.waitFor();
    assert.equal(await byOne.locator("img.avatar.portrait").count(), 1, "beside seat 1's post");
    assert.equal(await two.locator("#posts-story article.post img.avatar.portrait").count(), 0, "the Director keeps the initials");
    await shoot(two, `images-portrait-${locale}`);

    // A click on a thumbnail opens the full image.
    const [opened] = await Promise.all([one.context().waitForEvent("page"), one.locator("#posts-talk .post-images a").first().click()]);
    await opened.waitForLoadState();
    assert.equal(new URL(opened.url()).pathname, new URL(fullUrl).pathname);
    await opened.close();

    // Not an image.
    const refused = await send(one, "talk", "", [{ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("just words") }]);
    assert.equal(refused, w.notImage);
    // Too large: refused as it is chosen…
    const big = await drawn(one, "image/png", 300, 300, "noise");
    assert.ok(big.length > 100 * 1024, `the big file is ${big.length} bytes`);
    const input = one.locator("#thread-talk form.post-form input[type=file]");
    await input.setInputFiles([{ name: "big.png", mimeType: "image/png", buffer: big }]);
    assert.equal(await input.evaluate((i) => i.validationMessage), w.tooLargeChosen);
    // …and by the server when the page's check is bypassed.
    await input.evaluate((i) => {
      i.removeAttribute("data-max-bytes");
      i.setCustomValidity("");
    });
    const tooLarge = await send(one, "talk", "big", [{ name: "big.png", mimeType: "image/png", buffer: big }]);
    assert.match(tooLarge, w.tooLargeSent);
    await shoot(one, `images-refused-${locale}`);
    for (const p of [director, one, two]) await p.context().close();
  });
}
