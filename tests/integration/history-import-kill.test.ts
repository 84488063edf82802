import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serializeCsv } from "@/history/csv";
import { createPrisma } from "@/server/db";
import { exportLeague, serializeExport } from "@/server/history/export-league";
import { importSeasonCsv } from "@/server/history/import-season";
import { inTransaction } from "@/server/history/tx";
import { mulberry32 } from "@/scoring/mulberry32";

// Every import is all-or-nothing even when the process dies: the CLI is killed with SIGKILL at
// seeded random moments after its write transaction has begun (the rollback journal appears with the
// first write), and the database must then be untouched or completely imported, integrity ok.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "league-kill-"));
const withLeague = path.join(dir, "with-league.db");
const empty = path.join(dir, "empty.db");
const TABLES = [
  "League",
  "User",
  "Membership",
  "Player",
  "Season",
  "Objective",
  "ObjectiveTerritory",
  "Game",
  "Seat",
  "SeatTerritory",
  "ObjectiveView",
  "AuditEvent",
];
const PLAYERS = [
  "BRIGATE NERE",
  "YELLOW INVADERS",
  "GREEN PANZER",
  "FALANGE VIOLA",
  "ROSSO MALPELO",
  "BLU NOTTE",
  "LEGIONE GRIGIA",
];

function seasonCsv(games: number, names: readonly string[], withObjectives: boolean): string {
  const rows: (string | number)[][] = [
    [
      "game",
      "date",
      "player",
      "turn_order",
      ...(withObjectives ? ["objective"] : []),
      "objective_total",
      "objective_points",
      "completed",
      "eliminated_order",
      "armies",
      "end_reason",
    ],
  ];
  for (let g = 1; g <= games; g++) {
    const date = new Date(Date.UTC(2008, 0, 1 + (g % 300))).toISOString().slice(0, 10);
    for (let i = 0; i < 5; i++)
      rows.push([
        g,
        date,
        names[(g + i) % names.length],
        i + 1,
        ...(withObjectives ? [((g + i * 3) % 40) + 1] : []),
        95,
        i === 0 ? 0 : 10 * i,
        "no",
        i === 0 ? 1 : "",
        10 + i,
        "sdadata",
      ]);
  }
  return serializeCsv(rows);
}

/** Row counts and a hash of every row of the league tables (read through SQLite, which rolls back a hot journal). */
function snapshot(file: string) {
  const db = new Database(file);
  try {
    const hash = createHash("sha256");
    const counts: Record<string, number> = {};
    for (const t of TABLES) {
      const rows = db.prepare(`SELECT * FROM "${t}" ORDER BY rowid`).all();
      counts[t] = rows.length;
      hash.update(JSON.stringify(rows));
    }
    return { counts, hash: hash.digest("hex"), integrity: db.pragma("integrity_check", { simple: true }) };
  } finally {
    db.close();
  }
}

function freshCopy(from: string, name: string) {
  const file = path.join(dir, name);
  for (const suffix of ["", "-journal", "-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });
  fs.copyFileSync(from, file);
  return file;
}

const groupAlive = (pid: number) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Runs the CLI, kills it `delay` ms after its first write; reports whether a transaction was cut short.
 * tsx runs the script in a child process of its own: SIGKILL goes to the whole process group (as a
 * terminal's kill of the job would), or the script would carry on orphaned.
 */
async function killDuringWrite(dbFile: string, args: string[], delay: number) {
  const child = spawn(
    process.execPath,
    ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/league.ts", ...args],
    {
      env: { ...process.env, DATABASE_URL: `file:${dbFile}`, NODE_OPTIONS: "" },
      stdio: ["ignore", "ignore", "pipe"],
      detached: true,
    },
  );
  const pid = child.pid!;
  let stderr = "";
  child.stderr!.on("data", (d) => (stderr += d));
  const exited = new Promise<number | string>((resolve) =>
    child.on("exit", (code, signal) => resolve(signal ?? code ?? -1)),
  );
  const journal = `${dbFile}-journal`;
  let timer: NodeJS.Timeout | undefined;
  const poll = setInterval(() => {
    if (timer || !fs.existsSync(journal)) return;
    timer = setTimeout(() => groupAlive(pid) && process.kill(-pid, "SIGKILL"), delay);
  }, 2);
  const outcome = await exited;
  clearInterval(poll);
  clearTimeout(timer);
  while (groupAlive(pid)) await new Promise((r) => setTimeout(r, 5));
  // a journal left behind = the process died inside its write transaction
  return { outcome, cutShort: fs.existsSync(journal) && fs.statSync(journal).size > 0, stderr };
}

const sum = (a: Record<string, number>, b: Record<string, number>) =>
  Object.fromEntries(TABLES.map((t) => [t, (a[t] ?? 0) + (b[t] ?? 0)]));
let cutShort = 0;

async function expectUntouchedOrComplete(
  label: string,
  base: string,
  args: string[],
  added: Record<string, number>,
  delays: number[],
) {
  const before = snapshot(base);
  for (const delay of delays) {
    const file = freshCopy(base, "victim.db");
    const run = await killDuringWrite(
      file,
      args.map((a) => (a === "$DB" ? file : a)),
      delay,
    );
    if (run.cutShort) cutShort++;
    const after = snapshot(file);
    const where = `${label}, killed ${Math.round(delay)} ms into the write (${run.outcome}) ${run.stderr}`;
    expect(after.integrity, where).toBe("ok");
    if (after.hash !== before.hash)
      expect(after.counts, `${where}: neither untouched nor complete`).toEqual(sum(before.counts, added));
    if (run.cutShort) expect(after.hash, `${where}: a cut-short transaction left rows behind`).toBe(before.hash);
  }
}

beforeAll(async () => {
  fs.copyFileSync(process.env.DATABASE_URL!.slice("file:".length), empty);
  fs.copyFileSync(empty, withLeague);
  const db = new Database(withLeague);
  db.pragma("journal_mode = DELETE"); // the journal file shows when the write transaction has begun
  db.prepare(`INSERT INTO "League" ("id","slug","name","createdAt") VALUES ('L1','italy-war','Italy War',0)`).run();
  db.prepare(
    `INSERT INTO "Season" ("id","leagueId","edition","name","year","plannedGames","status","rules","isPublic","createdAt") VALUES ('S2','L1',2,'Torneo 2008',2008,40,'closed','{"formula":{"kind":"placement"}}',0,0)`,
  ).run();
  PLAYERS.forEach((name, i) =>
    db
      .prepare(
        `INSERT INTO "Player" ("id","leagueId","displayName","armyColor","active","createdAt") VALUES (?,?,?,?,1,0)`,
      )
      .run(`P${i}`, "L1", name, "nero"),
  );
  db.close();
  new Database(empty).pragma("journal_mode = DELETE");

  fs.writeFileSync(path.join(dir, "known.csv"), seasonCsv(800, PLAYERS, false));
  fs.writeFileSync(
    path.join(dir, "new.csv"),
    seasonCsv(
      800,
      PLAYERS.map((p) => `NUOVO ${p}`),
      true,
    ),
  );

  // The league document: a league with one imported season, exported in-process.
  const source = freshCopy(withLeague, "source.db");
  const prisma = createPrisma(`file:${source}`);
  try {
    const report = await inTransaction(prisma, (tx) =>
      importSeasonCsv(tx, {
        leagueId: "L1",
        season: { edition: 2 },
        bytes: new TextEncoder().encode(seasonCsv(300, PLAYERS, false)),
        createMissing: false,
        dryRun: false,
        actorUserId: null,
      }),
    );
    expect(report.problems).toEqual([]);
    fs.writeFileSync(path.join(dir, "league.json"), serializeExport(await exportLeague(prisma, "L1")));
  } finally {
    await prisma.$disconnect();
  }
}, 60_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("a killed import leaves the database untouched or complete", { timeout: 120_000 }, () => {
  const random = mulberry32(6); // the kill delays are random but the same on every run
  const delays = (n: number, max: number) => Array.from({ length: n }, () => random() * max);

  it("season import into an existing season, known players", async () => {
    await expectUntouchedOrComplete(
      "season import",
      withLeague,
      ["import", path.join(dir, "known.csv"), "--season", "2"],
      { Game: 800, Seat: 4000, AuditEvent: 1 },
      delays(3, 400),
    );
  });

  it("season import with --create-missing into a --new-season", async () => {
    await expectUntouchedOrComplete(
      "create-missing import",
      withLeague,
      [
        "import",
        path.join(dir, "new.csv"),
        "--season",
        "3",
        "--new-season",
        "Torneo 2009",
        "--year",
        "2009",
        "--create-missing",
      ],
      { Season: 1, Player: 7, Objective: 40, Game: 800, Seat: 4000, AuditEvent: 1 },
      delays(3, 400),
    );
  });

  it("league import", async () => {
    const doc = JSON.parse(fs.readFileSync(path.join(dir, "league.json"), "utf8"));
    await expectUntouchedOrComplete(
      "league import",
      empty,
      ["import-league", path.join(dir, "league.json")],
      { League: 1, Season: 1, Player: 7, Game: 300, Seat: 1500, AuditEvent: doc.auditEvents.length },
      delays(3, 600),
    );
    // at least some kills must have landed inside a write transaction, or the test proves nothing
    expect(cutShort).toBeGreaterThan(0);
  });
});
