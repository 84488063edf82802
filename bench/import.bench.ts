// Imports 40 seasons × 40 games × 5 seats (8,000 CSV rows) into a fresh migrated database.
// Budget: under 5 s in total. Run: npx tsx --conditions react-server bench/import.bench.ts
// ("server-only" resolves to its empty module only under the react-server condition).
import Database from "better-sqlite3";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { serializeCsv } from "../src/history/csv";
import { createPrisma } from "../src/server/db";
import { importSeasonCsv } from "../src/server/history/import-season";
import { inTransaction } from "../src/server/history/tx";
import { migrate } from "../scripts/migrate.mjs";
import { seedReferenceData } from "../scripts/reference-data.mjs";
import { ceiling } from "./budget.mjs";

const SEASONS = Number(process.env.SEASONS ?? 40);
const GAMES = 40;
const SEATS = 5;
const BUDGET_MS = ceiling(5000); // 3× looser in the smoke (bench/budget.mjs)
const PLAYERS = [
  "BRIGATE NERE",
  "YELLOW INVADERS",
  "GREEN PANZER",
  "FALANGE VIOLA",
  "ROSSO MALPELO",
  "BLU NOTTE",
  "LEGIONE GRIGIA",
];

let seed = 42;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;

function seasonCsv(edition: number): Uint8Array {
  const rows: (string | number)[][] = [
    [
      "game",
      "date",
      "player",
      "turn_order",
      "objective",
      "objective_total",
      "objective_points",
      "completed",
      "eliminated_order",
      "armies",
      "end_reason",
    ],
  ];
  for (let g = 1; g <= GAMES; g++) {
    const table = [...PLAYERS].sort(() => random() - 0.5).slice(0, SEATS);
    const date = new Date(Date.UTC(2000 + edition, 0, 1 + g * 7)).toISOString().slice(0, 10);
    const eliminated = Math.floor(random() * 3);
    table.forEach((player, i) => {
      const out = i < eliminated;
      rows.push([
        g,
        date,
        player,
        i + 1,
        ((g + i * 3) % 20) + 1,
        95,
        out ? 0 : Math.floor(random() * 90),
        "no",
        out ? i + 1 : "",
        Math.floor(random() * 40),
        "sdadata",
      ]);
    });
  }
  return new TextEncoder().encode(serializeCsv(rows));
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "import-bench-"));
  const file = path.join(dir, "bench.db");
  migrate({ dbFile: file });
  const raw = new Database(file);
  seedReferenceData(raw);
  raw.close();
  const db = createPrisma(`file:${file}`);
  try {
    const league = await db.league.create({ data: { slug: "bench", name: "Bench" } });
    const files = Array.from({ length: SEASONS }, (_, i) => seasonCsv(i + 1));
    const started = performance.now();
    for (let e = 1; e <= SEASONS; e++) {
      const report = await inTransaction(db, (tx) =>
        importSeasonCsv(tx, {
          leagueId: league.id,
          season: { edition: e, create: { name: `Torneo ${e}`, year: 2000 + e } },
          bytes: files[e - 1],
          createMissing: true,
          dryRun: false,
          actorUserId: null,
        }),
      );
      if (!report.imported)
        throw new Error(
          `season ${e} was refused: ${report.problems
            .slice(0, 3)
            .map((p) => p.message)
            .join("; ")}`,
        );
    }
    const ms = performance.now() - started;
    const seats = await db.seat.count();
    console.log(
      `imported ${SEASONS} seasons × ${GAMES} games × ${SEATS} seats = ${seats} rows in ${ms.toFixed(0)} ms (budget ${BUDGET_MS} ms)`,
    );
    if (seats !== SEASONS * GAMES * SEATS) throw new Error(`expected ${SEASONS * GAMES * SEATS} seats, found ${seats}`);
    return ms <= BUDGET_MS ? 0 : 1;
  } finally {
    await db.$disconnect();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(`error: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  },
);
