import "server-only";
import type { LeagueAccess } from "@/server/auth/access";
import { dealsObjectives } from "@/scoring";
import { db } from "@/server/db";
import { buildGameNight, NIGHT_SELECT, redealsOf, type GameNight } from "./game-night";
import { buildGameResult, RESULT_SEAT_SELECT, RESULT_SELECT, type GameResultView } from "./game-result";
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

// The night's and the result's columns in one read of the game (Prisma issues a statement per relation: game, season,
// seats, players, held territories), instead of one read each.
// Held territories only matter once the game is finished: buildGameResult reads them then (2 statements spared on a
// planned or dealt night).
const PAGE_SELECT = {
  ...NIGHT_SELECT,
  ...RESULT_SELECT,
  season: { select: { ...NIGHT_SELECT.season.select, ...RESULT_SELECT.season.select } },
  seats: { orderBy: { turnOrder: "asc" }, select: { ...NIGHT_SELECT.seats.select, ...RESULT_SEAT_SELECT } },
} as const;

/**
 * Everything the game page shows, read once (issue 25: the page and its panels read the game, the caller's access and
 * the map separately, 34 statements for a finished night). Null when the game is not in the caller's league or the
 * caller may not see it. Both parts authorize themselves with the caller's access (the page's league context): the
 * night (buildGameNight: members or a public season; cards only once the game is over) and the result
 * (buildGameResult: the game's league, the season's visibility; objectives only once finished).
 */
export async function loadGamePage(ctx: { access: LeagueAccess }, gameId: string): Promise<GamePage | null> {
  const { access } = ctx;
  const game = await db.game.findFirst({
    where: { id: gameId, season: { leagueId: access.leagueId } },
    select: PAGE_SELECT,
  });
  const [night, result] = await Promise.all([
    buildGameNight(game, access, { redeals: false }), // the re-deals come from the result's audit trail
    buildGameResult(game, access),
  ]);
  if (!night) return null;
  const deals = dealsObjectives(night.season.systemId);
  const drawsCard = (night.status === "dealt" && night.seats.some((s) => s.isMine)) || night.revealed !== null;
  const [map, play] = await Promise.all([
    drawsCard ? getMapData() : null,
    !deals && night.status === "finished" ? getPlayResult(access, gameId) : null,
  ]);
  const redeals = night.revealed ? redealsOf(result?.audit ?? []) : null;
  return { night: { ...night, redeals }, map, result, play };
}
