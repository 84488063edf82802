import Database from "better-sqlite3";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { migrate } from "../../scripts/migrate.mjs";
import { seedReferenceData } from "../../scripts/reference-data.mjs";

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), "migrate-test-"));

describe("migration runner", () => {
  it("creates the database, records each migration like Prisma, and is a no-op on re-run", () => {
    const dbFile = path.join(tmp(), "nested", "league.db");
    const first = migrate({ dbFile });
    expect(first.applied.length).toBeGreaterThan(0);
    const db = new Database(dbFile);
    const rows = db
      .prepare('SELECT migration_name, checksum, finished_at, applied_steps_count FROM "_prisma_migrations"')
      .all() as { checksum: string; finished_at: number; applied_steps_count: number }[];
    expect(rows).toHaveLength(first.applied.length);
    for (const r of rows) {
      expect(r.checksum).toMatch(/^[0-9a-f]{64}$/);
      expect(r.finished_at).toBeGreaterThan(0);
      expect(r.applied_steps_count).toBe(1);
    }
    db.close();
    expect(migrate({ dbFile }).applied).toEqual([]);
  });

  it("rolls back a failing migration completely and reports it", () => {
    const dir = tmp();
    const migrations = path.join(dir, "migrations");
    fs.mkdirSync(path.join(migrations, "001_ok"), { recursive: true });
    fs.writeFileSync(path.join(migrations, "001_ok", "migration.sql"), 'CREATE TABLE "A" ("id" INTEGER PRIMARY KEY);');
    fs.mkdirSync(path.join(migrations, "002_bad"));
    fs.writeFileSync(
      path.join(migrations, "002_bad", "migration.sql"),
      'CREATE TABLE "B" ("id" INTEGER PRIMARY KEY);\nTHIS IS NOT SQL;',
    );
    const dbFile = path.join(dir, "x.db");
    expect(() => migrate({ dbFile, migrationsDir: migrations })).toThrow(/syntax error/);
    const db = new Database(dbFile);
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type='table' ORDER BY name")
      .all()
      .map((r) => (r as { name: string }).name);
    expect(tables).toEqual(["A", "_prisma_migrations"]);
    db.close();
  });

  it("keeps rows of a redefined table: foreign keys are off while a migration runs", () => {
    const dir = tmp();
    const migrations = path.join(dir, "migrations");
    const write = (name: string, sql: string) => {
      fs.mkdirSync(path.join(migrations, name), { recursive: true });
      fs.writeFileSync(path.join(migrations, name, "migration.sql"), sql);
    };
    write(
      "001_init",
      'CREATE TABLE "Player" ("id" TEXT PRIMARY KEY); CREATE TABLE "Match" ("id" TEXT PRIMARY KEY, "playerId" TEXT NOT NULL REFERENCES "Player"("id") ON DELETE CASCADE);',
    );
    const dbFile = path.join(dir, "fk.db");
    migrate({ dbFile, migrationsDir: migrations });
    const db = new Database(dbFile);
    db.exec(`INSERT INTO "Player" VALUES ('p1'); INSERT INTO "Match" VALUES ('m1','p1'), ('m2','p1');`);
    db.close();
    // the shape of Prisma's "RedefineTables" script
    write(
      "002_redefine",
      'PRAGMA foreign_keys=OFF; CREATE TABLE "new_Player" ("id" TEXT PRIMARY KEY, "name" TEXT NOT NULL DEFAULT \'\'); INSERT INTO "new_Player" ("id") SELECT "id" FROM "Player"; DROP TABLE "Player"; ALTER TABLE "new_Player" RENAME TO "Player"; PRAGMA foreign_keys=ON;',
    );
    migrate({ dbFile, migrationsDir: migrations });
    const after = new Database(dbFile);
    expect((after.prepare('SELECT count(*) AS n FROM "Match"').get() as { n: number }).n).toBe(2);
    after.close();
  });

  it("refuses a non-empty database without migration history", () => {
    const dbFile = path.join(tmp(), "foreign.db");
    const db = new Database(dbFile);
    db.exec("CREATE TABLE stuff (x)");
    db.close();
    expect(() => migrate({ dbFile })).toThrow(/P3005/);
  });

  it("says so when the database folder is not writable", () => {
    // a folder that cannot be created (a file stands in its way); works even when tests run as root
    const blocker = path.join(tmp(), "not-a-folder");
    fs.writeFileSync(blocker, "");
    expect(() => migrate({ dbFile: path.join(blocker, "league.db") })).toThrow(
      `Database folder is not writable: ${blocker}`,
    );
  });

  it("loads the reference map once: 42 territories, 82 borders, total value 164", () => {
    const dbFile = path.join(tmp(), "map.db");
    migrate({ dbFile });
    const db = new Database(dbFile);
    expect(seedReferenceData(db)).toBe(true);
    expect(seedReferenceData(db)).toBe(false);
    const t = db.prepare('SELECT count(*) AS n, sum("value") AS v FROM "Territory"').get() as { n: number; v: number };
    const b = db.prepare('SELECT count(*) AS n FROM "TerritoryBorder"').get() as { n: number };
    expect([t.n, t.v, b.n / 2]).toEqual([42, 164, 82]);
    db.close();
  });
});
