import "server-only";
import bcrypt from "bcryptjs";
import { parseEnv } from "@/config/env.mjs";

/** PASSWORD_HASH_COST (default 11): read at each hash, so a test can raise it for one check. */
const cost = () => parseEnv(process.env, ["PASSWORD_HASH_COST"]).PASSWORD_HASH_COST;

export const hashPassword = (plain: string) => bcrypt.hash(plain, cost());
export const verifyPassword = (plain: string, hash: string) => bcrypt.compare(plain, hash);

// A hash of the current cost that no password is checked against for real: an unknown address, or an account
// imported without credentials, costs the same bcrypt round as a known one (no timing difference to learn from).
const dummies = new Map<number, Promise<string>>();
function dummyHash(): Promise<string> {
  const c = cost();
  let hash = dummies.get(c);
  if (!hash) dummies.set(c, (hash = bcrypt.hash(`dummy-${Math.random()}`, c)));
  return hash;
}

/** true only for a real account whose stored hash matches; always one full bcrypt comparison. */
export async function checkPassword(plain: string, hash: string | null | undefined): Promise<boolean> {
  const real = typeof hash === "string" && /^\$2[aby]\$\d\d\$/.test(hash);
  const ok = await verifyPassword(plain, real ? hash : await dummyHash());
  return real && ok;
}
