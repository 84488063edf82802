import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it, beforeAll } from "vitest";

// The CLI runs as a real process on its own copy of the migrated test database, started as `npm run league` starts
// it (tsx with the react-server condition); `bare` starts it without, so it re-runs itself with the condition.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "league-cli-"));
const dbFile = path.join(dir, "cli.db");
const run = (tsxArgs: string[], args: string[]) =>
  spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", ...tsxArgs, "scripts/league.ts", ...args], {
    encoding: "utf8",
    env: { ...process.env, DATABASE_URL: `file:${dbFile}`, NODE_OPTIONS: "" },
    timeout: 60_000,
  });
const cli = (...args: string[]) => run(["--conditions=react-server"], args);
const bare = (...args: string[]) => run([], args);

beforeAll(() => {
  fs.copyFileSync(process.env.DATABASE_URL!.slice("file:".length), dbFile);
  const db = new Database(dbFile);
  db.prepare(`INSERT INTO "League" ("id","slug","name","createdAt") VALUES ('L1','italy-war','Italy War',0)`).run();
  db.prepare(
    `INSERT INTO "Season" ("id","leagueId","edition","name","year","plannedGames","status","rules","isPublic","createdAt") VALUES ('S2','L1',2,'Torneo 2008',2008,40,'closed','{"formula":{"kind":"placement"}}',0,0)`,
  ).run();
  db.close();
});

const count = (table: string) => {
  const db = new Database(dbFile, { readonly: true });
  try {
    return (db.prepare(`SELECT count(*) AS n FROM "${table}"`).get() as { n: number }).n;
  } finally {
    db.close();
  }
};

describe("npm run league", { timeout: 90_000 }, () => {
  it("exits 2 with usage on a wrong command or missing option", () => {
    const bad = bare("frobnicate");
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/unknown command "frobnicate"/);
    expect(cli("import", "examples/italy-war-2008-sample.csv").stderr).toMatch(/--season must be a whole number/);
    const huge = cli("import", "examples/italy-war-2008-sample.csv", "--season", "99999999999999999999");
    expect(huge.status).toBe(2);
    expect(huge.stderr).toMatch(/--season must be a whole number from 1 to 999 \(got 99999999999999999999\)/);
  });

  it("exits 1 listing problems, and writes nothing, when players are unknown", () => {
    const r = cli("import", "examples/italy-war-2008-sample.csv", "--season", "2");
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/line 2, player: unknown player "BRIGATE NERE"/);
    expect(count("Game")).toBe(0);
  });

  it("exits 1 for a file over 10 MB", () => {
    const big = path.join(dir, "big.csv");
    fs.writeFileSync(big, Buffer.alloc(10 * 1024 * 1024 + 1, 0x61));
    const r = cli("import", big, "--season", "2", "--create-missing");
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/limit is 10 MB/);
  });

  it("dry-runs, imports and exports with exit code 0", () => {
    const dry = cli("import", "examples/italy-war-2008-sample.csv", "--season", "2", "--create-missing", "--dry-run");
    expect(dry.status).toBe(0);
    expect(dry.stdout).toMatch(/would import 4 games \(16 seats\)/);
    expect(count("Game")).toBe(0);
    const real = cli("import", "examples/italy-war-2008-sample.csv", "--season", "2", "--create-missing");
    expect(real.status).toBe(0);
    expect(count("Seat")).toBe(16);
    const standings = cli("export-season", "2", "--kind", "standings");
    expect(standings.status).toBe(0);
    expect(standings.stdout.split("\r\n")[0]).toBe(
      "rank,player,points,games_played,games_counted,wins,podiums,best_game,objective_points,completions,eliminations,qualified",
    );
    const out = path.join(dir, "export.json");
    expect(cli("export", "--out", out).status).toBe(0);
    expect(JSON.parse(fs.readFileSync(out, "utf8"))).toMatchObject({
      format: "risiko-league-export",
      version: 1,
      league: { slug: "italy-war" },
    });
    const again = cli("import-league", out);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/already exists/);
  });

  it("prints a single-use reset link for an account (the administrator's way in, instead of setting passwords)", () => {
    const db = new Database(dbFile);
    db.prepare(
      `INSERT INTO "User" ("id","email","name","passwordHash","createdAt") VALUES ('U1','anna@club.test','Anna','!password-reset-required',0)`,
    ).run();
    db.close();
    const r = cli("reset-link", " Anna@Club.test");
    expect(r.status).toBe(0);
    expect(r.stdout.trim()).toMatch(/^http:\/\/[^/]+\/reset\/[A-Za-z0-9_-]{43}$/);
    expect(count("AccountToken")).toBe(1);
    expect(cli("reset-link", "nobody@club.test").status).toBe(2);
  });

  it("releases an address taken by someone else (decision 0035): the holding account keeps its id under a dead address", () => {
    const db = new Database(dbFile);
    db.prepare(
      `INSERT INTO "User" ("id","email","name","passwordHash","createdAt") VALUES ('U2','bruno@club.test','Squatter','$2b$11$abcdefghijklmnopqrstuv',0)`,
    ).run();
    db.close();
    const r = cli("release-address", " Bruno@Club.test");
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/bruno@club\.test is free/);
    expect(r.stderr).toMatch(/"Squatter".*released-U2@released\.invalid/);
    const after = new Database(dbFile, { readonly: true });
    try {
      expect(
        after.prepare(`SELECT "email", "passwordHash", "sessionVersion" FROM "User" WHERE "id" = 'U2'`).get(),
      ).toEqual({ email: "released-U2@released.invalid", passwordHash: "!address-released", sessionVersion: 1 });
    } finally {
      after.close();
    }
    expect(cli("release-address", "bruno@club.test").status).toBe(2);
  });
});
