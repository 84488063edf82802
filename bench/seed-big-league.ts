// Adds the "20x larger" league for bench/member-pages.mjs to a database that already holds the demo league
// (scripts/seed-demo.ts): league "big-league" with 20 closed seasons of 40 games and one season of 2,000 games
// (edition 21, the current one), 5 seats a game, imported through the history import's bulk-insert path
// (src/server/history/import-season.ts). The demo player BRIGATE NERE (brigate.nere@demo.risiko) is a member.
// Run with `tsx --conditions=react-server` (DATABASE_URL names the database).
import { serializeCsv } from "../src/history/csv";
import { mulberry32 } from "../src/scoring/mulberry32";
import { createPrisma } from "../src/server/db";
import { importSeasonCsv } from "../src/server/history/import-season";
import { inTransaction } from "../src/server/history/tx";

const PLAYERS = [
  "BRIGATE NERE",
  "YELLOW INVADERS",
  "GREEN PANZER",
  "FALANGE VIOLA",
  "ROSSO MALPELO",
  "BLU NOTTE",
  "LEGIONE GRIGIA",
  "ORDA BIANCA",
];
const SEATS = 5;
const rnd = mulberry32(2026);

function seasonCsv(edition: number, games: number): Uint8Array {
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
  for (let g = 1; g <= games; g++) {
    const table = [...PLAYERS].sort(() => rnd() - 0.5).slice(0, SEATS);
    const date = new Date(Date.UTC(1990 + edition, 0, 1) + Math.floor((g * 86_400_000 * 300) / games))
      .toISOString()
      .slice(0, 10);
    const eliminated = Math.floor(rnd() * 3);
    table.forEach((player, i) => {
      const out = i < eliminated;
      rows.push([
        g,
        date,
        player,
        i + 1,
        ((g + i * 3) % 20) + 1,
        95,
        out ? 0 : Math.floor(rnd() * 90),
        "no",
        out ? i + 1 : "",
        Math.floor(rnd() * 40),
        "sdadata",
      ]);
    });
  }
  return new TextEncoder().encode(serializeCsv(rows));
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set");
  const db = createPrisma(url);
  try {
    const league = await db.league.create({ data: { slug: "big-league", name: "Big League" } });
    const member = await db.user.findUniqueOrThrow({ where: { email: "brigate.nere@demo.risiko" } });
    await db.membership.create({ data: { userId: member.id, leagueId: league.id, role: "player" } });
    for (let e = 1; e <= 21; e++) {
      const games = e === 21 ? 2000 : 40;
      const report = await inTransaction(db, (tx) =>
        importSeasonCsv(tx, {
          leagueId: league.id,
          season: { edition: e, create: { name: `Circuito ${1990 + e}`, year: 1990 + e } },
          bytes: seasonCsv(e, games),
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
    console.log(
      `[big-league] ${await db.game.count({ where: { season: { leagueId: league.id } } })} games in 21 seasons`,
    );
  } finally {
    await db.$disconnect();
  }
}

main().catch((e) => {
  console.error(`[big-league] ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
