import "server-only";
import type { GameInput, ScoringRules } from "@/scoring";
import { ForbiddenError } from "@/server/auth/access";
import { db } from "@/server/db";
import type { Caller } from "./league-context";
import { loadSeasonData, type SeasonInfo } from "./season-data";
import { canViewSeason } from "./seasons";

export type PlaygroundPlayer = { id: string; displayName: string; armyName: string | null };
export type RulesPlayground = {
  season: SeasonInfo;
  rules: ScoringRules;
  /** finished games only, with nothing the standings do not read (no objective cards, no eliminators) */
  games: GameInput[];
  players: PlaygroundPlayer[];
  /** every season the caller may replay, for the picker */
  seasons: Array<{ edition: number; name: string; status: string }>;
};

/**
 * A season's finished games for the rules playground (read-only). Whoever may see the season's leaderboard may
 * replay it: members any season, visitors public ones (ForbiddenError otherwise). Dealt and planned games never
 * leave the database (loadSeasonData reads finished games only).
 */
export async function getRulesPlayground(ctx: Caller, edition: number): Promise<RulesPlayground | null> {
  const leagueId = ctx.league.id;
  const member = ctx.access.leagueId === leagueId && Boolean(ctx.access.role);
  const [data, seasons] = await Promise.all([
    loadSeasonData(leagueId, edition),
    db.season.findMany({
      where: { leagueId, ...(member ? {} : { isPublic: true }) },
      select: { edition: true, name: true, status: true },
      orderBy: { edition: "desc" },
    }),
  ]);
  if (!data) return null;
  if (!canViewSeason(data.season, member)) throw new ForbiddenError();
  const games: GameInput[] = data.games.map((g) => ({
    id: g.id,
    playedAt: g.playedAt,
    ...(g.result !== undefined ? { result: g.result } : {}),
    seats: g.seats.map((s) => ({
      playerId: s.playerId,
      turnOrder: s.turnOrder,
      objectivePoints: s.objectivePoints,
      objectiveTotal: s.objectiveTotal,
      objectiveCompleted: s.objectiveCompleted,
      eliminatedOrder: s.eliminatedOrder,
      armies: s.armies ?? null,
      ...(s.rank !== undefined ? { rank: s.rank } : {}),
    })),
  }));
  const players = [...data.players.values()].map((p) => ({
    id: p.id,
    displayName: p.displayName,
    armyName: p.armyName,
  }));
  return { season: data.season, rules: data.rules, games, players, seasons };
}
