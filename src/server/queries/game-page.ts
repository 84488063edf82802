import "server-only";
import type { LeagueAccess } from "@/server/auth/access";
import { recordsPlays } from "@/scoring";
import { getGameNight, redealsOf, type GameNight } from "./game-night";
import { readGameResult, type GameResultView } from "./game-result";
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

/**
 * Everything the game page shows, read once (issue 25: the page and its panels read the game, the caller's access and
 * the map separately, 34 statements for a finished night). Null when the game is not in the caller's league or the
 * caller may not see it. Each read authorizes itself with the caller's access (the page's league context): the night
 * (getGameNight: members or a public season; cards only once the game is over) and the result (readGameResult).
 */
export async function loadGamePage(ctx: { access: LeagueAccess }, gameId: string): Promise<GamePage | null> {
  const [night, result] = await Promise.all([
    getGameNight(gameId, ctx.access, { redeals: false }), // the re-deals come from the result's audit trail
    readGameResult(ctx.access, gameId),
  ]);
  if (!night) return null;
  const deals = !recordsPlays(night.season.systemId);
  const drawsCard = (night.status === "dealt" && night.seats.some((s) => s.isMine)) || night.revealed !== null;
  const [map, play] = await Promise.all([
    drawsCard ? getMapData() : null,
    !deals && night.status === "finished" ? getPlayResult(ctx.access, gameId) : null,
  ]);
  const redeals = night.revealed ? redealsOf(result?.audit ?? []) : null;
  return { night: { ...night, redeals }, map, result, play };
}
