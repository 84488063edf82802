// What must never reach the server's output (issue 24 §2): the demo accounts' passwords, the session secret, a session
// cookie (next-auth's encrypted JWT always starts with this protected header, {"alg":"dir","enc":"A256GCM"}) and a
// link's token in a URL. scripts/e2e-server.mjs copies the server's stdout and stderr to data/e2e-<port>.log.
import fs from "node:fs";
import path from "node:path";
import { DEMO } from "../fixtures";

export const SESSION_JWE_HEADER = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0";
export const e2eSecret = () => process.env.NEXTAUTH_SECRET ?? "e2e-secret-e2e-secret-e2e-secret-00000000";
export const logFileOf = (port: number) => path.join(process.cwd(), "data", `e2e-${port}.log`);

/** The secrets found in the server log of `port` (with `extra` ones a test saw), as "what: line" entries. */
export function secretsInLog(port: number, extra: string[] = []): string[] {
  const text = fs.readFileSync(logFileOf(port), "utf8");
  const passwords = [DEMO.organiser.password, ...Object.values(DEMO.players).map((p) => p.password)];
  const found: string[] = [];
  for (const secret of [...new Set([...passwords, e2eSecret(), SESSION_JWE_HEADER, ...extra])]) {
    const line = text.split("\n").find((l) => l.includes(secret));
    if (line) found.push(`${secret.slice(0, 6)}…: ${line.slice(0, 200)}`);
  }
  const link = /\/(invite|reveal|reset|confirm)\/[A-Za-z0-9_-]{20,}/.exec(text);
  if (link) found.push(`a link's token: ${link[0].slice(0, 16)}…`);
  return found;
}
