// The PostgreSQL migration runner (scripts/migrate-postgres.mjs); runs in the "postgres" project only.
// Its SQLite counterpart is tests/integration/migrate.test.ts.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { migrateUrl } from "../../scripts/migrate.mjs";
import { migratePostgres } from "../../scripts/migrate-postgres.mjs";
import { databaseUrl, dropDatabases } from "../setup/postgres";

const prefix = `${new URL(process.env.DATABASE_URL!).pathname.slice(1)}_m`;
let n = 0;
const fresh = () => databaseUrl(`${prefix}${++n}`);
afterAll(() => dropDatabases(prefix));

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<T>(sql)).rows;
  } finally {
    await c.end();
  }
}

function folder(migrations: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pg-migrations-"));
  for (const [name, sql] of Object.entries(migrations)) {
    fs.mkdirSync(path.join(dir, name));
    fs.writeFileSync(path.join(dir, name, "migration.sql"), sql);
  }
  return dir;
}

describe("PostgreSQL migration runner", () => {
  it("creates the database, records each migration like Prisma, and is a no-op on re-run", async () => {
    const url = fresh();
    const first = await migratePostgres({ url });
    expect(first.applied.length).toBeGreaterThan(0);
    const rows = await query<{ checksum: string; finished_at: Date; applied_steps_count: number }>(
      url,
      'SELECT checksum, finished_at, applied_steps_count FROM "_prisma_migrations"',
    );
    expect(rows).toHaveLength(first.applied.length);
    for (const r of rows) {
      expect(r.checksum).toMatch(/^[0-9a-f]{64}$/);
      expect(r.finished_at).toBeInstanceOf(Date);
      expect(r.applied_steps_count).toBe(1);
    }
    expect((await migratePostgres({ url })).applied).toEqual([]);
  });

  it("rolls back a failing migration completely and reports it", async () => {
    const url = fresh();
    const migrationsDir = folder({
      "001_ok": 'CREATE TABLE "A" ("id" INTEGER PRIMARY KEY);',
      "002_bad": 'CREATE TABLE "B" ("id" INTEGER PRIMARY KEY);\nTHIS IS NOT SQL;',
    });
    await expect(migratePostgres({ url, migrationsDir })).rejects.toThrow(/syntax error/);
    const tables = await query<{ t: string }>(
      url,
      "SELECT table_name AS t FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1",
    );
    expect(tables.map((r) => r.t)).toEqual(["A", "_prisma_migrations"]);
    expect(
      (await query<{ migration_name: string }>(url, 'SELECT migration_name FROM "_prisma_migrations"')).map(
        (r) => r.migration_name,
      ),
    ).toEqual(["001_ok"]);
  });

  it("refuses a non-empty database without migration history", async () => {
    const url = fresh();
    await migratePostgres({ url, migrationsDir: folder({}) });
    await query(url, 'DROP TABLE "_prisma_migrations"; CREATE TABLE stuff (x int)');
    await expect(migratePostgres({ url })).rejects.toThrow(/P3005/);
  });

  it("lets two instances starting at once take turns (advisory lock): each migration applied once", async () => {
    const url = fresh();
    const results = await Promise.all([migratePostgres({ url }), migratePostgres({ url }), migratePostgres({ url })]);
    expect(results.flatMap((r) => r.applied).sort()).toEqual(
      fs
        .readdirSync("prisma/migrations-postgres")
        .filter((d) => d !== "migration_lock.toml")
        .sort(),
    );
    const rows = await query<{ n: number }>(url, 'SELECT count(*)::int AS n FROM "_prisma_migrations"');
    expect(rows[0].n).toBe(results.flatMap((r) => r.applied).length);
  });

  it("loads the reference map once: 42 territories, 82 borders, total value 164", async () => {
    const url = fresh();
    await migrateUrl(url);
    await migrateUrl(url);
    const [t] = await query<{ n: number; v: number }>(
      url,
      'SELECT count(*)::int AS n, sum("value")::int AS v FROM "Territory"',
    );
    const [b] = await query<{ n: number }>(url, 'SELECT count(*)::int AS n FROM "TerritoryBorder"');
    expect([t.n, t.v, b.n / 2]).toEqual([42, 164, 82]);
  });

  it("says which server it could not reach", async () => {
    await expect(migratePostgres({ url: "postgres://postgres@127.0.0.1:1/x" })).rejects.toThrow(
      /cannot connect to PostgreSQL at postgres:\/\/postgres@127\.0\.0\.1:1\/x/,
    );
  });
});
