import "server-only";
import type { LeagueAccess } from "@/server/auth/access";
import { recordsPlays } from "@/scoring";
import { getGameNight, type GameNight } from "./game-night";
import { getGameResult, type GameResultView } from "./game-result";
import { getMapData, type MapData } from "./objectives";
import { getPlayResult, type PlayResultView } from "./play-entry";

export type GamePage = {
  night: GameNight;
  /** the map, only when a card is drawn on the page (the holder's own in play, or the revealed cards) */
  map: MapData | null;
  /** the result part (seats, audit trail, the caller's rights) */
  result: GameResultView | null;
  /** a finished play of another system than RisiKo! */
  play: PlayResultView | null;
};

/** Everything the game page shows, read once. Null when the game is not in the league or the caller may not see it. */
export async function loadGamePage(
  ctx: { league: { id: string }; user: { id: string } | null; access: LeagueAccess },
  gameId: string,
): Promise<GamePage | null> {
  const [night, map] = await Promise.all([getGameNight(gameId, ctx.access), getMapData()]);
  if (!night) return null;
  const deals = !recordsPlays(night.season.systemId);
  const open = night.status === "planned" || night.status === "dealt";
  const [result, play] = await Promise.all([
    getGameResult(ctx.league.id, ctx.user?.id ?? null, gameId),
    deals && open ? null : getPlayResult(ctx.access, gameId),
  ]);
  return { night, map, result, play };
}
