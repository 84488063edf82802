import "server-only";
import bcrypt from "bcryptjs";

const COST = 11;

export const hashPassword = (plain: string) => bcrypt.hash(plain, COST);
export const verifyPassword = (plain: string, hash: string) => bcrypt.compare(plain, hash);

// A hash of the same cost that no password is checked against for real: an unknown address, or an account
// imported without credentials, costs the same bcrypt round as a known one (no timing difference to learn from).
let dummy: Promise<string> | undefined;
const dummyHash = () => (dummy ??= bcrypt.hash(`dummy-${Math.random()}`, COST));

/** true only for a real account whose stored hash matches; always one full bcrypt comparison. */
export async function checkPassword(plain: string, hash: string | null | undefined): Promise<boolean> {
  const real = typeof hash === "string" && /^\$2[aby]\$\d\d\$/.test(hash);
  const ok = await verifyPassword(plain, real ? hash : await dummyHash());
  return real && ok;
}
