// After the whole run: no server's output (data/e2e-<port>.log: SQLite, the empty database, PostgreSQL and the two
// instances of tests/e2e/postgres/instances.spec.ts) holds a password, the session secret, a session cookie or a link's
// token (issue 24 §2). Fails the run otherwise.
import fs from "node:fs";
import { logFileOf, secretsInLog } from "./log-secrets";

export default function globalTeardown() {
  const port = Number(process.env.E2E_PORT ?? 3100);
  const found = [port, port + 1, port + 100, port + 101, port + 102]
    .filter((p) => fs.existsSync(logFileOf(p)))
    .flatMap((p) => secretsInLog(p).map((s) => `data/e2e-${p}.log: ${s}`));
  if (found.length > 0) throw new Error(`secrets in the server log:\n${found.join("\n")}`);
}
