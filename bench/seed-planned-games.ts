// Planned games for the result-save run of bench/member-pages.mjs (BENCH_COLD=1, issue 25): N games of four demo
// players in the demo league's season 3, after its last game, each with the season's objectives and their
// territories, printed as JSON on stdout for the bench to save through the real server action.
// Run with `tsx --conditions=react-server` (DATABASE_URL names the database; argument: how many games).
import { createPrisma } from "../src/server/db";

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set");
  const count = Number(process.argv[2] ?? 20);
  const db = createPrisma(url);
  try {
    const season = await db.season.findFirstOrThrow({
      where: { league: { slug: "italy-war" }, edition: 3 },
      select: { id: true },
    });
    const players = await db.player.findMany({
      where: { league: { slug: "italy-war" }, userId: { not: null } },
      select: { id: true },
      orderBy: { displayName: "asc" },
      take: 4,
    });
    const last = await db.game.findFirstOrThrow({
      where: { seasonId: season.id },
      orderBy: [{ sequence: "desc" }],
      select: { sequence: true, playedOn: true },
    });
    const objectives = await db.objective.findMany({
      where: { seasonId: season.id },
      select: { id: true, territories: { select: { territoryId: true } } },
      orderBy: { number: "asc" },
    });
    const games = [];
    for (let i = 1; i <= count; i++) {
      const game = await db.game.create({
        data: {
          seasonId: season.id,
          sequence: last.sequence + i,
          playedOn: new Date(last.playedOn.getTime() + i * 7 * 86_400_000),
          status: "planned",
        },
        select: { id: true },
      });
      const seats = [];
      for (const [k, p] of players.entries()) {
        const seat = await db.seat.create({
          data: {
            gameId: game.id,
            playerId: p.id,
            turnOrder: k + 1,
            armyColor: ["blu", "rosso", "verde", "giallo"][k],
          },
          select: { id: true, playerId: true },
        });
        seats.push({ seatId: seat.id, playerId: seat.playerId });
      }
      games.push({
        gameId: game.id,
        seats,
        objectives: objectives.map((o) => ({ id: o.id, territoryIds: o.territories.map((t) => t.territoryId) })),
      });
    }
    process.stdout.write(JSON.stringify(games));
  } finally {
    await db.$disconnect();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
