// A real SMTP server for the browser tests: Debian's aiosmtpd (scripts/smtp-sink finds or installs
// it) on 127.0.0.1, delivering into a Maildir the tests read.

import assert from "node:assert/strict";
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { root } from "./lib.mjs";

/** A free TCP port on 127.0.0.1. */
async function freePort() {
  return new Promise((ok) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => ok(port));
    });
  });
}

/** aiosmtpd on 127.0.0.1, delivering into a Maildir. */
export async function startSink() {
  const python = execFileSync(join(root, "scripts", "smtp-sink"), { encoding: "utf8" }).trim();
  const dir = mkdtempSync(join(tmpdir(), "tablon-smtp-"));
  const port = await freePort();
  const child = spawn(python, ["-m", "aiosmtpd", "-n", "-l", `127.0.0.1:${port}`, "-c", "aiosmtpd.handlers.Mailbox", join(dir, "maildir")], { stdio: "ignore" });
  for (let i = 0; i < 200; i++) {
    const up = await new Promise((ok) => {
      const s = createServer();
      s.once("error", () => ok(true)); // taken: aiosmtpd listens
      s.listen(port, "127.0.0.1", () => s.close(() => ok(false)));
    });
    if (up) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** Every delivered message, oldest first: { to, subject, body } (quoted-printable decoded). */
    messages() {
      let files;
      try {
        files = readdirSync(join(dir, "maildir", "new")).map((f) => join(dir, "maildir", "new", f));
      } catch {
        return [];
      }
      files.sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs);
      return files.map((f) => {
        const raw = readFileSync(f, "utf8").replace(/\r\n/g, "\n");
        const split = raw.indexOf("\n\n");
        const head = raw.slice(0, split).replace(/\n[ \t]/g, " ");
        const header = (name) => (head.split("\n").find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`)) || "").slice(name.length + 1).trim();
        const soft = raw.slice(split + 2).replace(/=\n/g, "");
        const bytes = [];
        for (let i = 0; i < soft.length; i++) {
          const hex = soft.slice(i + 1, i + 3);
          if (soft[i] === "=" && /^[0-9A-F]{2}$/.test(hex)) {
            bytes.push(parseInt(hex, 16));
            i += 2;
          } else {
            bytes.push(...Buffer.from(soft[i]));
          }
        }
        return { to: header("To"), subject: header("Subject"), unsubscribe: header("List-Unsubscribe").replace(/[<>]/g, ""), body: Buffer.from(bytes).toString("utf8") };
      });
    },
    /** Waits until `n` messages arrived, then a little longer to see that no more come. */
    async expect(n) {
      for (let i = 0; i < 300 && this.messages().length < n; i++) await new Promise((r) => setTimeout(r, 100));
      await new Promise((r) => setTimeout(r, 1500));
      const got = this.messages();
      assert.equal(got.length, n, JSON.stringify(got.map((m) => [m.to, m.subject])));
      return got;
    },
    stop() {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The first link in a mail's body starting with `prefix`. */
export function linkIn(mail, prefix) {
  const at = mail.body.indexOf(prefix);
  assert.ok(at >= 0, `no ${prefix} in ${mail.body}`);
  return mail.body.slice(at).split(/\s/)[0];
}
