// `npm start` on a fresh clone writes .env with a new session secret and a Web Push key pair, and adds a key pair to an
// .env made before notifications existed, touching none of its lines; run again, it changes nothing.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseEnv } from "@/config/env.mjs";

/** The variables of an .env file as dotenv reads ours (KEY="value" lines; a later line wins). */
const parse = (text: string) =>
  Object.fromEntries([...text.matchAll(/^([A-Z_]+)="?([^"\n]*)"?$/gm)].map((m) => [m[1], m[2]]));

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "prepare-env-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A checkout with the script, .env.example and the installed packages (web-push makes the keys). */
function checkout(name: string) {
  const root = path.join(dir, name);
  fs.mkdirSync(path.join(root, "scripts"), { recursive: true });
  fs.copyFileSync("scripts/prepare-env.mjs", path.join(root, "scripts", "prepare-env.mjs"));
  fs.copyFileSync(".env.example", path.join(root, ".env.example"));
  fs.symlinkSync(path.resolve("node_modules"), path.join(root, "node_modules"));
  return root;
}
const run = (root: string) => {
  const env = { ...process.env };
  delete env.NEXTAUTH_SECRET;
  delete env.VAPID_PUBLIC_KEY;
  execFileSync(process.execPath, [path.join(root, "scripts", "prepare-env.mjs")], { env, stdio: "ignore" });
  return fs.readFileSync(path.join(root, ".env"), "utf8");
};

describe("scripts/prepare-env.mjs", () => {
  it("writes a fresh .env the app accepts, with a Web Push key pair, once", () => {
    const root = checkout("fresh");
    const first = run(root);
    const values = parse(first);
    const env = parseEnv(values);
    expect(env.NEXTAUTH_SECRET).not.toBe("example-secret-change-me-0123456789abcdef");
    expect(env.VAPID_PUBLIC_KEY).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(env.VAPID_PRIVATE_KEY).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(run(root)).toBe(first);
  });

  it("adds a key pair to an older .env and leaves its lines as they were", () => {
    const root = checkout("older");
    const older = 'NEXTAUTH_SECRET="an-older-secret-an-older-secret-0000"\nVAPID_PUBLIC_KEY=""\n';
    fs.writeFileSync(path.join(root, ".env"), older);
    const now = run(root);
    expect(now.startsWith(older)).toBe(true);
    expect(parseEnv(parse(now)).VAPID_PUBLIC_KEY).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(run(root)).toBe(now);
  });
});
