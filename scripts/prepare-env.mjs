// First start on a fresh clone: create .env from .env.example with a freshly generated NEXTAUTH_SECRET, so `npm start`
// works without manual steps. The Web Push key pair (VAPID) is made the same way: written to .env when neither .env nor
// the environment has one, also into an .env made before notifications existed (appended; no other line is touched).
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const envFile = path.join(root, ".env");
if (!fs.existsSync(envFile) && !process.env.NEXTAUTH_SECRET) {
  const example = fs.readFileSync(path.join(root, ".env.example"), "utf8");
  const secret = randomBytes(32).toString("base64url");
  fs.writeFileSync(envFile, example.replace(/^NEXTAUTH_SECRET=.*$/m, `NEXTAUTH_SECRET="${secret}"`), { mode: 0o600 });
  console.log("[env] created .env from .env.example with a new NEXTAUTH_SECRET");
}
if (
  fs.existsSync(envFile) &&
  !process.env.VAPID_PUBLIC_KEY &&
  !/^VAPID_PUBLIC_KEY=["']?[A-Za-z0-9_-]/m.test(fs.readFileSync(envFile, "utf8"))
) {
  /** @type {{ generateVAPIDKeys: () => { publicKey: string; privateKey: string } }} */
  const webPush = createRequire(import.meta.url)("web-push");
  const { publicKey, privateKey } = webPush.generateVAPIDKeys();
  fs.appendFileSync(
    envFile,
    `\n# Web Push key pair (made by npm start): every instance must share it; a new pair ends every subscription.\n` +
      `VAPID_PUBLIC_KEY="${publicKey}"\nVAPID_PRIVATE_KEY="${privateKey}"\n`,
  );
  console.log("[env] added a new Web Push key pair (VAPID) to .env");
}
