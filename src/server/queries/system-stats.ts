import "server-only";
import {
  gameSystems,
  getSystem,
  playerSystemRecord,
  systemStats,
  variantStats,
  type PlayerSystemRecord,
  type SystemStats,
  type VariantRow,
} from "@/scoring";
import { db } from "@/server/db";
import { memo } from "@/server/derived";
import type { Caller } from "@/server/queries/league-context";
import {
  loadRecordedPlays,
  playerNames,
  visibleSeasons,
  type PlayerName,
  type SystemSeason,
} from "@/server/queries/system-plays";

/** variants: the plays split by the variants played (decision 0044); [] when the system has none */
export type SystemStatsView = {
  systemId: string;
  seasons: SystemSeason[];
  stats: SystemStats;
  variants: VariantRow[];
  players: Record<string, PlayerName>;
};

/** A season's per-system statistics; null when it does not exist or the caller may not see it. */
export async function getSeasonSystemStats(ctx: Caller, edition: number): Promise<SystemStatsView | null> {
  const season = (await visibleSeasons(ctx)).find((s) => s.edition === edition);
  if (!season) return null;
  const [{ stats, variants }, players] = await Promise.all([
    memo(
      `season-system-stats ${season.id}`,
      async () => {
        const system = getSystem(season.systemId);
        const plays = (await loadRecordedPlays(ctx.league.id, [season.id])).get(season.id)!;
        return { stats: systemStats(system, plays), variants: variantStats(system, plays) };
      },
      ctx.league.id,
    ),
    playerNames(ctx.league.id),
  ]);
  return { systemId: season.systemId, seasons: [season], stats, variants, players };
}

/** Every season of one system the caller may see, taken together (the league's record of that game). */
export async function getLeagueSystemStats(ctx: Caller, systemId: string): Promise<SystemStatsView | null> {
  if (!gameSystems.some((s) => s.id === systemId)) return null;
  const seasons = await visibleSeasons(ctx, systemId);
  if (seasons.length === 0) return null;
  const [bySeason, players] = await Promise.all([
    loadRecordedPlays(
      ctx.league.id,
      seasons.map((s) => s.id),
    ),
    playerNames(ctx.league.id),
  ]);
  // oldest season first, so the plays stay in the order they were played
  const plays = [...seasons].reverse().flatMap((s) => bySeason.get(s.id)!);
  return {
    systemId,
    seasons,
    stats: systemStats(getSystem(systemId), plays),
    variants: variantStats(getSystem(systemId), plays),
    players,
  };
}

export type PlayerSystemRecords = {
  records: (PlayerSystemRecord & { seasons: number })[];
  players: Record<string, PlayerName>;
};

/** A player's record in each system played, over the seasons the caller may see (registry order). */
export async function getPlayerSystemRecords(ctx: Caller, playerId: string): Promise<PlayerSystemRecords | null> {
  const player = await db.player.findFirst({ where: { id: playerId, leagueId: ctx.league.id }, select: { id: true } });
  if (!player) return null;
  const seasons = await visibleSeasons(ctx);
  // the records depend on the seasons the caller may see: part of the key
  const [records, players] = await Promise.all([
    memo(
      `player-system-records ${playerId} ${seasons.map((s) => s.id).join(",")}`,
      () => playerRecords(ctx.league.id, seasons, playerId),
      ctx.league.id,
    ),
    playerNames(ctx.league.id),
  ]);
  return { records, players };
}

async function playerRecords(
  leagueId: string,
  seasons: SystemSeason[],
  playerId: string,
): Promise<PlayerSystemRecords["records"]> {
  const bySeason = await loadRecordedPlays(
    leagueId,
    seasons.map((s) => s.id),
  );
  const records: PlayerSystemRecords["records"] = [];
  for (const system of gameSystems) {
    const mine = seasons.filter((s) => s.systemId === system.id).reverse();
    const plays = mine.flatMap((s) => bySeason.get(s.id)!);
    const record = playerSystemRecord(system, plays, playerId);
    if (record.record.seats === 0) continue;
    const seasonsPlayed = mine.filter((s) =>
      bySeason.get(s.id)!.some((p) => p.seats.some((x) => x.playerId === playerId)),
    ).length;
    records.push({ ...record, seasons: seasonsPlayed });
  }
  return records;
}

export type SystemSeasons = { systemId: string; seasons: (SystemSeason & { gamesFinished: number })[] };

/** The seasons the caller may see, grouped by system in registry order (the league home's list). */
export async function listSeasonsBySystem(ctx: Caller): Promise<SystemSeasons[]> {
  const seasons = await visibleSeasons(ctx);
  const counts = await db.game.groupBy({
    by: ["seasonId"],
    where: { seasonId: { in: seasons.map((s) => s.id) }, status: "finished" },
    _count: { _all: true },
  });
  const finished = new Map(counts.map((c) => [c.seasonId, c._count._all]));
  return gameSystems
    .map((system) => ({
      systemId: system.id as string,
      seasons: seasons
        .filter((s) => s.systemId === system.id)
        .map((s) => ({ ...s, gamesFinished: finished.get(s.id) ?? 0 })),
    }))
    .filter((g) => g.seasons.length > 0);
}
