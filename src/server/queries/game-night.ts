import "server-only";
import { dealsObjectives } from "@/scoring";
import { db } from "@/server/db";
import { parseJsonObject } from "@/server/plays/play-store";
import { getLeagueAccess, NotFoundError, type LeagueAccess } from "@/server/auth/access";
import {
  accountHoldsSeat,
  getRevealedObjectives,
  isGameOver,
  type RevealedSeat,
} from "@/server/queries/secret-objective";
import { type Caller, organiserLeagueId } from "./league-context";

export type GameNightSeat = {
  id: string;
  turnOrder: number;
  armyColor: string;
  /** cardByLink: the card reaches this seat's player only by a reveal link: no login, or a login linked after the deal (decision 0033) */
  player: { id: string; displayName: string; armyName: string | null; hasAccount: boolean; cardByLink: boolean };
  /** public SHA-256 commitment, shown to everyone from the deal on */
  commitment: string | null;
  viewed: boolean;
  /** the holder sent the territories of their card from their own phone (public: who is done, never what) */
  reported: boolean;
  isMine: boolean;
  /** other systems: the seat identity as stored (a planned play's Julius Caesar side; {} for RisiKo!) */
  identity: Record<string, string>;
  /** members only (null for visitors of a public season): how many reveal links the organiser issued for this seat, and when the last one was */
  revealLinks: { issued: number; lastAt: Date | null } | null;
  /**
   * members only, from the game's first deal on (null before, and for visitors): how this seat's card can be opened,
   * fixed at that deal (decision 0033): the player's own account (joined by their own invite), an account the named
   * organiser linked to the player, or reveal links only (counted in `revealLinks`). Nothing of the card.
   */
  opensWith: OpensWith | null;
};

export type OpensWith = { by: "ownAccount" } | { by: "linkedAccount"; linkedBy: string } | { by: "revealLink" };

export type ViewLogEntry = {
  seatId: string;
  viewer: string | null;
  via: string;
  device: string | null;
  viewedAt: Date;
};
export type RedealEntry = { at: Date; actor: string | null; reason: string | null };

export type GameNight = {
  id: string;
  sequence: number;
  playedOn: Date;
  status: string;
  version: number;
  /** for a voided game: the status it had, which restore returns to ("dealt" comes back as "planned") */
  voidedFromStatus: string | null;
  dealtAt: Date | null;
  /** systemId: the season's game system (plays of other systems have no deal) */
  season: { id: string; edition: number; name: string; isPublic: boolean; systemId: string };
  seats: GameNightSeat[];
  objectivesInSet: number;
  /** only once the game is over: every card, who viewed what, and re-deals with their reasons */
  revealed: RevealedSeat[] | null;
  viewLog: ViewLogEntry[] | null;
  redeals: RedealEntry[] | null;
  /** a voided game whose cards stay secret until its players' other games in play are over (decision 0016) */
  heldBack: boolean;
};

/** What the game page's night is made of (the page's loader reads it together with the result: game-page.ts). */
export const NIGHT_SELECT = {
  id: true,
  sequence: true,
  playedOn: true,
  status: true,
  version: true,
  voidedFromStatus: true,
  dealtAt: true,
  season: {
    select: {
      id: true,
      edition: true,
      name: true,
      isPublic: true,
      systemId: true,
      _count: { select: { objectives: true } },
    },
  },
  seats: {
    orderBy: { turnOrder: "asc" },
    select: {
      id: true,
      turnOrder: true,
      armyColor: true,
      commitment: true,
      firstViewedAt: true,
      reportedAt: true,
      revealLinksIssued: true,
      revealLinkIssuedAt: true,
      identity: true,
      boundAt: true,
      boundUserId: true,
      boundByName: true,
      player: { select: { id: true, displayName: true, armyName: true, userId: true, userLinkedAt: true } },
    },
  },
} as const;

const readNight = (gameId: string, leagueId: string) =>
  db.game.findFirst({ where: { id: gameId, season: { leagueId } }, select: NIGHT_SELECT });
export type NightRow = NonNullable<Awaited<ReturnType<typeof readNight>>>;

/**
 * The game page. Never contains an objective of a game that is not over. Null when the viewer may not see it.
 * `redeals: false`: the caller reads the game's audit trail anyway (src/server/queries/game-page.ts) and takes the
 * re-deals from it (`redealsOf`); `redeals` is then null here.
 */
export async function getGameNight(
  gameId: string,
  access: LeagueAccess,
  opts: { redeals?: boolean } = {},
): Promise<GameNight | null> {
  return buildGameNight(await readNight(gameId, access.leagueId), access, opts);
}

/** The night from its row (read with NIGHT_SELECT in the caller's league); null when the caller may not see it. */
export async function buildGameNight(
  game: NightRow | null,
  access: LeagueAccess,
  opts: { redeals?: boolean } = {},
): Promise<GameNight | null> {
  if (!game || !(access.role || game.season.isPublic)) return null;
  const members = Boolean(access.role);
  // Cards, view log and re-deals come together, once the cards are public (a held-back void shows none of them).
  // A play of another system than RisiKo! deals no cards: nothing to reveal, nothing read.
  const revealed =
    members && isGameOver(game.status) && dealsObjectives(game.season.systemId)
      ? await getRevealedObjectives(db, game.id, game)
      : null;
  const [viewLog, redeals] = revealed
    ? await Promise.all([listViews(game.id), opts.redeals === false ? null : listRedeals(access.leagueId, game.id)])
    : [null, null];
  const { id, edition, name, isPublic, systemId, _count } = game.season; // the row may carry more (game-page.ts)
  const season = { id, edition, name, isPublic, systemId };
  return {
    id: game.id,
    sequence: game.sequence,
    playedOn: game.playedOn,
    status: game.status,
    version: game.version,
    voidedFromStatus: game.voidedFromStatus,
    dealtAt: game.dealtAt,
    season,
    objectivesInSet: _count.objectives,
    seats: game.seats.map((s) => ({
      id: s.id,
      turnOrder: s.turnOrder,
      armyColor: s.armyColor,
      player: {
        id: s.player.id,
        displayName: s.player.displayName,
        armyName: s.player.armyName,
        hasAccount: Boolean(s.player.userId),
        cardByLink: !accountHoldsSeat(s, s.player, game),
      },
      commitment: s.commitment,
      viewed: Boolean(s.firstViewedAt),
      reported: game.status === "dealt" && Boolean(s.reportedAt),
      isMine: Boolean(access.playerId && access.playerId === s.player.id),
      identity: parseJsonObject<string>(s.identity),
      revealLinks: members ? { issued: s.revealLinksIssued, lastAt: s.revealLinkIssuedAt } : null,
      opensWith: members ? opensWith(s, game) : null,
    })),
    revealed,
    viewLog,
    redeals,
    heldBack: members && game.status === "void" && !revealed && game.seats.some((s) => s.commitment),
  };
}

/**
 * A seat's binding as the table reads it. A seat dealt before bindings were recorded shows, while its game is in
 * play, the rule that then applies: the player's account unless it changed after the deal.
 */
function opensWith(seat: NightRow["seats"][number], game: { status: string; dealtAt: Date | null }): OpensWith | null {
  if (!seat.boundAt) {
    if (game.status !== "dealt") return null;
    return accountHoldsSeat(seat, seat.player, game) ? { by: "ownAccount" } : { by: "revealLink" };
  }
  if (!seat.boundUserId) return { by: "revealLink" };
  return seat.boundByName ? { by: "linkedAccount", linkedBy: seat.boundByName } : { by: "ownAccount" };
}

async function listViews(gameId: string): Promise<ViewLogEntry[]> {
  const views = await db.objectiveView.findMany({
    where: { seat: { gameId } },
    orderBy: { viewedAt: "asc" },
    select: { seatId: true, via: true, device: true, viewedAt: true, user: { select: { name: true } } },
  });
  return views.map((v) => ({
    seatId: v.seatId,
    viewer: v.user?.name ?? null,
    via: v.via,
    device: v.device,
    viewedAt: v.viewedAt,
  }));
}

async function listRedeals(leagueId: string, gameId: string): Promise<RedealEntry[]> {
  const events = await db.auditEvent.findMany({
    where: { leagueId, entityType: "Game", entityId: gameId, action: "game.redeal" },
    orderBy: { createdAt: "asc" },
    select: { createdAt: true, reason: true, actor: { select: { name: true } } },
  });
  return events.map((e) => ({ at: e.createdAt, actor: e.actor?.name ?? null, reason: e.reason }));
}

/** The re-deals of a game, oldest first, from its audit trail as getGameResult reads it (newest first). */
export function redealsOf(
  audit: { action: string; createdAt: string; actorName: string | null; reason: string | null }[],
) {
  return audit
    .filter((e) => e.action === "game.redeal")
    .map((e): RedealEntry => ({ at: new Date(e.createdAt), actor: e.actorName, reason: e.reason }))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** Players and the active season, for the "new game night" form (organiser only). */
export async function getGameNightFormData(ctx: Caller) {
  const leagueId = organiserLeagueId(ctx);
  const [season, players] = await Promise.all([
    db.season.findFirst({
      where: { leagueId, status: "active" },
      orderBy: { edition: "desc" },
      select: { id: true, edition: true, name: true },
    }),
    db.player.findMany({
      where: { leagueId, active: true },
      orderBy: { displayName: "asc" },
      select: { id: true, displayName: true, armyName: true, armyColor: true },
    }),
  ]);
  return { season, players };
}

/** Games of a season that are planned or being played, for links from the season's pages. */
export async function listOpenGames(seasonId: string) {
  return db.game.findMany({
    where: { seasonId, status: { in: ["planned", "dealt"] } },
    orderBy: { sequence: "asc" },
    select: { id: true, sequence: true, playedOn: true, status: true },
  });
}

/** The game behind /l/[slug]/games/[gameId] with the user's access, for actions. */
export async function loadGameAccess(slug: string, gameId: string, userId: string | null) {
  const game = await db.game.findFirst({
    where: { id: gameId, season: { league: { slug } } },
    select: {
      id: true,
      status: true,
      version: true,
      seasonId: true,
      season: { select: { leagueId: true, edition: true } },
    },
  });
  if (!game) throw new NotFoundError();
  const access = await getLeagueAccess(db, userId, game.season.leagueId);
  return { game, access };
}

export const gamePaths = (slug: string, gameId: string, edition: number) => [
  `/l/${slug}/games/${gameId}`,
  `/l/${slug}/seasons/${edition}`,
  `/l/${slug}/seasons/${edition}/games`,
];
