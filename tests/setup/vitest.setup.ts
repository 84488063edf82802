// Runs before each test file, in that file's own module graph:
// - "server-only" throws outside a React Server Components bundle, so it is replaced;
// - next/cache and the session are replaced so server actions can run outside Next;
// - every file gets its own copy of the migrated base database (DATABASE_URL), before any import of src/server/db.
import fs from "node:fs";
import path from "node:path";
import { inject, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("next/cache", () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn(), updateTag: vi.fn(), refresh: vi.fn() }));
vi.mock("@/server/auth/current-user", async () => (await import("../support/session")).currentUserModule);

const base = inject("baseDb");
const file = path.join(path.dirname(base), `t-${process.pid}-${Math.random().toString(36).slice(2)}.db`);
fs.copyFileSync(base, file);
process.env.DATABASE_URL = `file:${file}`;
process.env.NEXTAUTH_SECRET ??= "test-secret-test-secret-test-secret-0000";
