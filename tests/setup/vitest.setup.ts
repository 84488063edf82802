// Runs before each test file, in that file's own module graph:
// - "server-only" throws outside a React Server Components bundle, so it is replaced;
// - next/cache and the session are replaced so server actions can run outside Next;
// - console.error fails the test that did not expect it (tests/support/console.ts, decision 0054);
// - every file gets its own database before any import of src/server/db (DATABASE_URL): a copy of the migrated
//   base SQLite file, or (TEST_DATABASE=postgres, the "postgres" project) a PostgreSQL database created from the
//   migrated template database.
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { afterEach, beforeEach, inject, vi } from "vitest";
import { assertNoUnexpectedConsoleError, installConsoleErrorGuard, resetConsoleErrors } from "../support/console";

installConsoleErrorGuard();
beforeEach(resetConsoleErrors);
afterEach(assertNoUnexpectedConsoleError);

vi.mock("server-only", () => ({}));
vi.mock("next/cache", () => ({
  revalidatePath: vi.fn(),
  revalidateTag: vi.fn(),
  updateTag: vi.fn(),
  refresh: vi.fn(),
}));
vi.mock("@/server/auth/current-user", async () => (await import("../support/session")).currentUserModule);

if (process.env.TEST_DATABASE === "postgres") {
  const { databaseUrl, withAdmin } = await import("./postgres");
  const name = `${inject("pgRunPrefix")}${randomBytes(5).toString("hex")}`;
  await withAdmin((c) => c.query(`CREATE DATABASE "${name}" TEMPLATE "${inject("pgBaseDb")}"`));
  process.env.DATABASE_URL = databaseUrl(name);
} else {
  const base = inject("baseDb");
  const file = path.join(path.dirname(base), `t-${process.pid}-${Math.random().toString(36).slice(2)}.db`);
  fs.copyFileSync(base, file);
  process.env.DATABASE_URL = `file:${file}`;
}
process.env.NEXTAUTH_SECRET ??= "test-secret-test-secret-test-secret-0000";
