// First start on a fresh clone: create .env from .env.example with a freshly generated NEXTAUTH_SECRET,
// so `npm start` works without manual steps. An existing .env is never touched.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
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
