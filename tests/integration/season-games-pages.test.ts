// The games list is paginated (decisions 0029, 0056): GAMES_PER_PAGE (10) games a page, newest first, and a season of a few thousand games
// is read without exceeding SQLite's bound-parameter limit (its seats were once loaded by a list of game ids).
import { describe, expect, it } from "vitest";
import { serializeCsv } from "@/history/csv";
import { db } from "@/server/db";
import { importSeasonCsv } from "@/server/history/import-season";
import { inTransaction } from "@/server/history/tx";
import { GAMES_PER_PAGE, listSeasonGames } from "@/server/queries/season-games";
import { getSeasonSystemStats } from "@/server/queries/system-stats";
import { createLeague } from "../support/factories";

const PLAYERS = ["ALFA", "BRAVO", "CHARLIE", "DELTA"];

async function leagueWithGames(games: number) {
  const league = await createLeague();
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
    const date = new Date(Date.UTC(2020, 0, 1) + g * 3_600_000).toISOString().slice(0, 10);
    PLAYERS.forEach((p, i) =>
      rows.push([g, date, p, i + 1, ((g + i) % 20) + 1, 95, (g * 7 + i * 13) % 90, "no", "", 10, "sdadata"]),
    );
  }
  const report = await inTransaction(db, (tx) =>
    importSeasonCsv(tx, {
      leagueId: league.id,
      season: { edition: 1, create: { name: "Long", year: 2020 } },
      bytes: new TextEncoder().encode(serializeCsv(rows)),
      createMissing: true,
      dryRun: false,
      actorUserId: null,
    }),
  );
  expect(report.imported).toBe(true);
  return league;
}

describe("season games list", () => {
  it("gives GAMES_PER_PAGE games a page, newest first, and the count of pages", async () => {
    const total = GAMES_PER_PAGE + 5;
    const league = await leagueWithGames(total);
    const first = await listSeasonGames(league.id, 1);
    expect(first).toMatchObject({ total, page: 1, pages: 2 });
    expect(first!.games).toHaveLength(GAMES_PER_PAGE);
    expect(first!.games[0].sequence).toBe(total);
    const second = await listSeasonGames(league.id, 1, 2);
    expect(second!.games.map((g) => g.sequence)).toEqual([5, 4, 3, 2, 1]);
    expect((await listSeasonGames(league.id, 1, 3))!.games).toEqual([]);
  });

  it("reads the per-system statistics of a 1,500-game season", async () => {
    const league = await leagueWithGames(1500);
    const view = await getSeasonSystemStats(
      {
        league: { id: league.id, slug: league.slug, name: league.name },
        access: { leagueId: league.id, role: "player", canRecordResults: false, playerId: null },
      },
      1,
    );
    expect(view?.stats.plays).toBe(1500);
  }, 60_000);
});
