// Issue 21: the demo data passes the same validation as any import. The demo seed runs as a real process on an empty
// database of this project's kind (a new SQLite file, or a new PostgreSQL database), then every league it created is
// exported and checked game by game with the JSON import's checks.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseExportDocument } from "@/history/export-document";
import { territoriesHeldTwice } from "@/scoring";
import { createPrisma, type Db } from "@/server/db";
import { exportLeague, serializeExport } from "@/server/history/export-league";
import { documentErrors } from "@/server/history/import-league";
import { databaseUrl, withAdmin } from "../setup/postgres";

const postgres = process.env.TEST_DATABASE === "postgres";
const name = `iwl_demo_${process.pid}_${Date.now()}`;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "league-demo-"));
const url = postgres ? databaseUrl(name) : `file:${path.join(dir, "demo.db")}`;
let db: Db;

function seedDemo(databaseUrl: string) {
  const seed = spawnSync(
    process.execPath,
    ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/seed-demo.ts"],
    {
      encoding: "utf8",
      env: { ...process.env, DATABASE_URL: databaseUrl, NODE_OPTIONS: "" },
      timeout: 240_000,
    },
  );
  if (seed.status !== 0) throw new Error(`demo seed failed: ${seed.stderr || seed.stdout}`);
}

/** Every league's export, ids replaced by their place of first appearance and the moment of seeding left out. */
async function normalisedExports(client: Db): Promise<unknown[]> {
  const leagues = await client.league.findMany({ select: { id: true }, orderBy: { slug: "asc" } });
  const docs = [];
  for (const league of leagues) docs.push(JSON.parse(serializeExport(await exportLeague(client, league.id))));
  const ids = new Map<string, string>();
  const collect = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(collect);
    else if (v && typeof v === "object")
      for (const [k, x] of Object.entries(v)) {
        if (k === "id" && typeof x === "string" && !ids.has(x)) ids.set(x, `#${ids.size + 1}`);
        collect(x);
      }
  };
  collect(docs);
  // createdAt/updatedAt say when the seed ran; a commitment hashes a random id
  const SKIP = new Set(["createdAt", "updatedAt", "commitment"]);
  const rewrite = (v: unknown): unknown => {
    if (typeof v === "string")
      return (
        ids.get(v) ?? (/^[[{]/.test(v) ? [...ids].reduce((text, [id, label]) => text.split(id).join(label), v) : v)
      ); // ids inside stored JSON
    if (Array.isArray(v)) return v.map(rewrite);
    if (v && typeof v === "object")
      return Object.fromEntries(
        Object.entries(v)
          .filter(([k]) => !SKIP.has(k))
          .map(([k, x]) => [k, rewrite(x)]),
      );
    return v;
  };
  return docs.map(rewrite) as unknown[];
}

beforeAll(async () => {
  if (postgres) await withAdmin((c) => c.query(`CREATE DATABASE "${name}"`));
  seedDemo(url);
  db = createPrisma(url);
}, 300_000);

afterAll(async () => {
  await db?.$disconnect();
  if (postgres) await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the demo data", () => {
  it("passes the import's checks: every game keeps the rules of its system", async () => {
    const leagues = await db.league.findMany({ select: { id: true } });
    expect(leagues.length).toBeGreaterThan(0);
    let risikoGames = 0;
    for (const league of leagues) {
      const parsed = parseExportDocument(JSON.parse(serializeExport(await exportLeague(db, league.id))));
      if (!parsed.ok) throw new Error(parsed.errors.join("\n"));
      expect(documentErrors(parsed.doc)).toEqual([]);
      for (const season of parsed.doc.seasons.filter((s) => (s.systemId ?? "risiko") === "risiko"))
        for (const game of season.games.filter((g) => g.status === "finished")) {
          risikoGames++;
          // not vacuous: the seats hold territories, never the same one
          expect(game.seats.filter((s) => (s.held ?? []).length > 0).length).toBeGreaterThan(1);
          expect(territoriesHeldTwice(game.seats.map((s) => ({ playerId: s.playerId, held: s.held ?? [] })))).toEqual(
            [],
          );
        }
    }
    expect(risikoGames).toBe(43);
  });

  // Issue 24 §10: the demo is the same on both databases (no query whose order matters leaves it to the database).
  it.runIf(postgres)(
    "is the same as the demo seeded on SQLite, value for value",
    async () => {
      const sqliteUrl = `file:${path.join(dir, "demo-sqlite.db")}`;
      seedDemo(sqliteUrl);
      const sqlite = createPrisma(sqliteUrl);
      try {
        const [onPostgres, onSqlite] = [await normalisedExports(db), await normalisedExports(sqlite)];
        expect(JSON.stringify(onPostgres).length).toBeGreaterThan(100_000); // not vacuous: the whole demo
        expect(onPostgres).toEqual(onSqlite);
      } finally {
        await sqlite.$disconnect();
      }
    },
    300_000,
  );
});
