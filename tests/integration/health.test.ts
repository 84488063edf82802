// Issue 24 §3: GET /api/health answers 200 {"status":"ok"} only when the database answers and every migration folder
// of the build is applied; 503 with the reason otherwise, never cached.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { GET } from "@/app/api/health/route";
import { createPrisma, db, dialect } from "@/server/db";
import { checkHealth, migrationNames } from "@/server/health";

const shipped = path.join(process.cwd(), "prisma", dialect === "postgres" ? "migrations-postgres" : "migrations");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "iwl-health-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** The build's migration folders plus one the database has not seen. */
function withExtraMigration(): string {
  const dir = path.join(tmp, "migrations");
  fs.cpSync(shipped, dir, { recursive: true });
  fs.mkdirSync(path.join(dir, "29990101000000_not_yet"));
  fs.writeFileSync(path.join(dir, "29990101000000_not_yet", "migration.sql"), "SELECT 1;");
  return dir;
}

describe("health", () => {
  it("answers 200 ok, not cacheable, on a migrated database", async () => {
    expect(migrationNames(shipped).length).toBeGreaterThan(0);
    const res = await GET();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("answers 503 naming a migration folder that is not applied", async () => {
    expect(await checkHealth({ migrationsDir: withExtraMigration() })).toEqual({
      ok: false,
      reason: "migration not applied: 29990101000000_not_yet",
    });
  });

  it("answers 503 when the migrations table says a migration failed", async () => {
    await db.$executeRawUnsafe(
      `INSERT INTO _prisma_migrations (id, checksum, migration_name, started_at, applied_steps_count) VALUES ('failed-1', 'x', '29990101000001_broken', CURRENT_TIMESTAMP, 0)`,
    );
    try {
      expect(await checkHealth()).toEqual({ ok: false, reason: "migration failed: 29990101000001_broken" });
      const res = await GET();
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: "unavailable", reason: "migration failed: 29990101000001_broken" });
    } finally {
      await db.$executeRawUnsafe(`DELETE FROM _prisma_migrations WHERE id = 'failed-1'`);
    }
  });

  it("answers 503 when the database cannot be reached", async () => {
    const url =
      dialect === "postgres"
        ? "postgres://nobody@127.0.0.1:1/none"
        : `file:${path.join(tmp, "missing-dir", "none.db")}`;
    const unreachable = createPrisma(url);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(await checkHealth({ db: unreachable, dialect })).toEqual({ ok: false, reason: "database unreachable" });
      expect(JSON.parse(String(logged.mock.calls[0][0]))).toMatchObject({ level: "error", event: "health.database" }); // the cause, for the operator
    } finally {
      logged.mockRestore();
      await unreachable.$disconnect();
    }
  });
});
