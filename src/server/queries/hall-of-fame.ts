import "server-only";
import { listSeasons } from "@/server/queries/seasons";
import { getLeaderboard, type LeaderboardRow } from "@/server/queries/standings";

export type HallEntry = { edition: number; name: string; year: number; podium: LeaderboardRow[] };

/** Champion and podium of every closed season the viewer may see, latest first. */
export async function getHallOfFame(leagueId: string, isMember: boolean): Promise<HallEntry[]> {
  const seasons = (await listSeasons(leagueId)).filter((s) => s.status === "closed" && (isMember || s.isPublic));
  const boards = await Promise.all(seasons.map((s) => getLeaderboard(leagueId, s.edition)));
  return seasons.map((s, i) => ({
    edition: s.edition,
    name: s.name,
    year: s.year,
    podium: (boards[i]?.rows ?? []).filter((r) => r.qualified && r.rank <= 3),
  }));
}
