import "server-only";
import {
  getSystem,
  passTargets,
  roundPoints,
  scoreSeason,
  standingsFromSeason,
  titleRace,
  type PassTarget,
  type ScoringRules,
  type StandingRow,
  type TitleRace,
} from "@/scoring";
import { memo } from "@/server/derived";
import { loadSeasonData, type SeasonInfo, type SeasonPlayer } from "@/server/queries/season-data";

export type LeaderboardRow = StandingRow & { player: SeasonPlayer };
export type LastGame = {
  id: string;
  sequence: number;
  playedAt: string;
  seats: Array<{
    player: SeasonPlayer;
    rank: number;
    points: number;
    objectivePoints: number;
    objectiveCompleted: boolean;
    eliminated: boolean;
  }>;
};
export type Leaderboard = {
  season: SeasonInfo;
  rules: Pick<ScoringRules, "minGames" | "standingsTieBreak" | "discards" | "gameTieBreak">;
  gamesFinished: number;
  rows: LeaderboardRow[];
  lastGame: LastGame | null;
  /** active seasons only: what each player needs in the next game, and who can still win (src/scoring/recap) */
  tonight: { tableSize: number; targets: PassTarget[]; race: TitleRace } | null;
};

const DAY = 86_400_000;

function tonight(
  data: NonNullable<Awaited<ReturnType<typeof loadSeasonData>>>,
  standings: StandingRow[],
): Leaderboard["tonight"] {
  const last = data.games.at(-1);
  if (data.season.status !== "active" || !last || standings.length < 2) return null;
  // the table of the season's system: RisiKo! 3–6 seats ranked by objective points; other systems their own sizes
  // (Julius Caesar 2), their plays reaching the formula as ranks (a table of 3 for a 2-player game is a wrong line)
  const system = getSystem(data.season.systemId);
  const table = { preset: !system.dealsObjectives };
  const sizes = table.preset
    ? Array.from({ length: system.players.max - system.players.min + 1 }, (_, k) => system.players.min + k)
    : undefined;
  const tableSize = table.preset
    ? Math.min(system.players.max, Math.max(system.players.min, last.seats.length))
    : Math.max(3, last.seats.length);
  const objectiveTotal = Math.max(1, ...data.games.flatMap((g) => g.seats.map((s) => s.objectiveTotal)));
  const next = new Date(Math.max(...data.games.map((g) => Date.parse(g.playedAt))) + DAY).toISOString();
  return {
    tableSize,
    targets: passTargets(data.games, data.rules, tableSize, next, objectiveTotal, table),
    race: titleRace(standings, data.rules, data.season.plannedGames - data.games.length, objectiveTotal, sizes, table),
  };
}

/** The season leaderboard: one SQL query (loadSeasonData), everything else computed by src/scoring. */
export function getLeaderboard(leagueId: string, edition: number): Promise<Leaderboard | null> {
  return memo(`leaderboard ${leagueId} ${edition}`, () => computeLeaderboard(leagueId, edition), leagueId);
}

async function computeLeaderboard(leagueId: string, edition: number): Promise<Leaderboard | null> {
  const data = await loadSeasonData(leagueId, edition);
  if (!data) return null;
  const scored = scoreSeason(data.games, data.rules);
  const standings = standingsFromSeason(scored);
  const last = scored.games.at(-1);
  const sequence = new Map(data.games.map((g) => [g.id, g.sequence]));
  return {
    season: data.season,
    rules: {
      minGames: data.rules.minGames,
      standingsTieBreak: data.rules.standingsTieBreak,
      discards: data.rules.discards,
      gameTieBreak: data.rules.gameTieBreak,
    },
    gamesFinished: scored.games.length,
    tonight: tonight(data, standings),
    rows: standings.map((row) => ({
      ...row,
      points: roundPoints(row.points),
      player: data.players.get(row.playerId)!,
    })),
    lastGame: last
      ? {
          id: last.id,
          sequence: sequence.get(last.id)!,
          playedAt: last.playedAt,
          seats: last.seats
            .map((s) => ({
              player: data.players.get(s.playerId)!,
              rank: s.rank,
              points: roundPoints(s.points),
              objectivePoints: s.objectivePoints,
              objectiveCompleted: s.objectiveCompleted,
              eliminated: s.eliminatedOrder !== null,
            }))
            .sort((a, b) => a.rank - b.rank),
        }
      : null,
  };
}
