import "server-only";
import type { BalanceFigures } from "@/planning";
import { dealsObjectives } from "@/scoring";
import { db, type Tx } from "@/server/db";
import { memberLeagueId, organiserLeagueId, type Caller } from "@/server/queries/league-context";
import {
  allowedSizes,
  figures,
  parse,
  planningInput,
  seasonHistory,
  type Lock,
  type PlanInput,
} from "@/server/tables/plan-store";

/** Nights are planned on the night: the latest scheduled night that started at most this long ago prefills the check-in. */
const NIGHT_WINDOW_MS = 12 * 3600_000;
/** A seated phone shows its table for a day after the tables were accepted. */
const SHOWN_FOR_MS = 24 * 3600_000;
/** the accepted plans of the last day looked through for the member's table, newest first */
const PLANS_SEARCHED = 20;

export type TablesPage = {
  seasons: { edition: number; name: string; systemId: string; sizes: { min: number; max: number; best?: number } }[];
  players: { id: string; displayName: string }[];
  /** "coming" answers of the night being played (issue 23 §1), to prefill the check-in */
  coming: string[];
  /** the edition of the night's season when it is active: the check-in's default, whatever season is newest */
  nightSeason: number | null;
  plan: null | {
    id: string;
    status: "committed" | "drawn";
    seedHash: string;
    /** revealed once drawn */
    seed: string | null;
    /** systemId: RisiKo!'s accepted tables are dealt, another game's are planned plays (decision 0062) */
    season: { edition: number; name: string; systemId: string };
    playedOn: string;
    input: PlanInput;
    locked: Lock[];
    drawn: string[][] | null;
    tables: string[][] | null;
    drawnBalance: BalanceFigures | null;
    balance: BalanceFigures | null;
    /** the season's history as the planner read it, so the page can tell how to recompute the draw */
    historyNights: number;
  };
  /** the tables accepted in the last day */
  accepted: null | { id: string; tables: string[][]; gameIds: string[]; acceptedAt: Date };
  /** today in Europe/Rome, the check-in's default date */
  today: string;
};

/**
 * The organiser's fair-tables page (decision 0052): active seasons, players, the night's "coming" answers, the open
 * plan with its balance figures and the last accepted one. Organisers only. A fixed number of queries, linear in the
 * league's players and the open plan's season.
 */
export async function getTablesPage(ctx: Caller, now = new Date()): Promise<TablesPage> {
  const leagueId = organiserLeagueId(ctx);
  const [seasons, players, night, open, accepted] = await Promise.all([
    db.season.findMany({
      where: { leagueId, status: "active" },
      orderBy: { edition: "desc" },
      select: { edition: true, name: true, systemId: true },
    }),
    db.player.findMany({
      where: { leagueId },
      orderBy: { displayName: "asc" },
      select: { id: true, displayName: true },
    }),
    db.scheduledNight.findFirst({
      where: { leagueId, cancelledAt: null, startsAt: { gte: new Date(now.getTime() - NIGHT_WINDOW_MS) } },
      orderBy: { startsAt: "asc" },
      select: {
        season: { select: { edition: true } },
        answers: { where: { answer: "coming" }, select: { playerId: true } },
      },
    }),
    db.tablePlan.findFirst({
      where: { leagueId, status: { in: ["committed", "drawn"] } },
      orderBy: { createdAt: "desc" },
      include: { season: { select: { edition: true, name: true, systemId: true } } },
    }),
    db.tablePlan.findFirst({
      where: { leagueId, status: "accepted", acceptedAt: { gte: new Date(now.getTime() - SHOWN_FOR_MS) } },
      orderBy: { acceptedAt: "desc" },
      select: { id: true, tables: true, gameIds: true, acceptedAt: true },
    }),
  ]);
  let plan: TablesPage["plan"] = null;
  if (open) {
    const input = parse<PlanInput>(open.input, { playerIds: [], sizes: { min: 1, max: 1 }, balanceStrength: false });
    const drawn = parse<string[][] | null>(open.drawn, null);
    const tables = parse<string[][] | null>(open.tables, null);
    const locked = parse<Lock[]>(open.locked, []);
    let seed: string | null = null;
    let balance: BalanceFigures | null = null;
    let drawnBalance: BalanceFigures | null = null;
    const season = await seasonHistory(db, open.seasonId);
    if (open.status === "drawn") {
      // the seed is public once drawn: anyone may recompute the draw
      seed = (await db.tablePlan.findUniqueOrThrow({ where: { id: open.id }, select: { seed: true } })).seed;
      const pi = planningInput(input, seed, locked, season);
      drawnBalance = drawn ? figures(drawn, pi) : null;
      balance = tables ? figures(tables, pi) : null;
    }
    plan = {
      id: open.id,
      status: open.status as "committed" | "drawn",
      seedHash: open.seedHash,
      seed,
      season: open.season,
      playedOn: open.playedOn.toISOString().slice(0, 10),
      input,
      locked,
      drawn,
      tables,
      drawnBalance,
      balance,
      historyNights: season.history.length,
    };
  }
  return {
    seasons: seasons.map((s) => ({ ...s, sizes: allowedSizes(s.systemId) })),
    players,
    coming: night?.answers.map((a) => a.playerId) ?? [],
    nightSeason: night && seasons.some((s) => s.edition === night.season.edition) ? night.season.edition : null,
    plan,
    today: new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome" }).format(now),
    accepted: accepted && {
      id: accepted.id,
      tables: parse(accepted.tables, []),
      gameIds: parse(accepted.gameIds, []),
      acceptedAt: accepted.acceptedAt!,
    },
  };
}

export type MyTable = {
  table: number;
  tables: number;
  position: number;
  size: number;
  seasonName: string;
  gameId: string | null;
  /** the table's game is a planned play (another game than RisiKo!, decision 0062): its result is still to be recorded */
  awaitingResult: boolean;
};

/**
 * The signed-in member's seat in tables accepted in the last day: "Tavolo 2, sei terzo di mano" on the league home.
 * Only their own table and turn; members only (the tables are not published to visitors). One query without a plan.
 */
export async function getMyTable(
  ctx: Caller & { user: { id: string } | null },
  now = new Date(),
): Promise<MyTable | null> {
  if (!ctx.user || !ctx.access.role || ctx.access.leagueId !== ctx.league.id) return null;
  const leagueId = memberLeagueId(ctx);
  const me = ctx.access.playerId; // the member's player in this league (getLeagueAccess)
  if (!me) return null;
  // the newest plan of the last day that seats the member: a night can have several (a second plan for latecomers,
  // or one per game), and being left out of the newest must not hide one's table in an earlier one. Bounded: a
  // league accepts a handful of plans a night. The season's name only for the plan found (a nested select costs a
  // statement even without a plan).
  const plans = await db.tablePlan.findMany({
    where: { leagueId, status: "accepted", acceptedAt: { gte: new Date(now.getTime() - SHOWN_FOR_MS) } },
    orderBy: [{ acceptedAt: "desc" }, { id: "desc" }],
    take: PLANS_SEARCHED,
    select: { tables: true, gameIds: true, seasonId: true },
  });
  const found = plans
    .map((p) => ({ plan: p, tables: parse<string[][]>(p.tables, []) }))
    .map((p) => ({ ...p, t: p.tables.findIndex((table) => table.includes(me)) }))
    .find((p) => p.t >= 0);
  if (!found) return null;
  const { plan, tables, t } = found;
  const gameIds = parse<string[]>(plan.gameIds, []);
  const gameId = gameIds[t] ?? null;
  const [season, game] = await Promise.all([
    db.season.findUniqueOrThrow({ where: { id: plan.seasonId }, select: { name: true, systemId: true } }),
    gameId ? db.game.findUnique({ where: { id: gameId }, select: { status: true } }) : null,
  ]);
  return {
    table: t + 1,
    tables: tables.length,
    position: tables[t].indexOf(me) + 1,
    size: tables[t].length,
    seasonName: season.name,
    gameId,
    awaitingResult: !dealsObjectives(season.systemId) && game?.status === "planned",
  };
}

/** Where a seat sits, as a guest's reveal link shows it (what a member's home shows as "Tavolo 2, sei terzo di mano"). */
export type SeatWhereabouts = {
  league: string;
  season: string;
  sequence: number;
  player: string;
  armyColor: string;
  position: number;
  size: number;
  /** the table of an accepted plan that made this game, with how many tables the plan had; null for a game made by hand */
  table: { number: number; of: number } | null;
};

/**
 * The seat's league, season, game, player, colour and turn, and its table when accepted tables made the game. Nothing
 * of the card. Read for the holder of the seat's reveal link, after the link was checked (the reveal action).
 */
export async function seatWhereabouts(tx: Tx, seatId: string): Promise<SeatWhereabouts> {
  const seat = await tx.seat.findUniqueOrThrow({
    where: { id: seatId },
    select: {
      gameId: true,
      turnOrder: true,
      armyColor: true,
      player: { select: { displayName: true } },
      game: {
        select: {
          sequence: true,
          seasonId: true,
          _count: { select: { seats: true } },
          season: { select: { name: true, league: { select: { name: true } } } },
        },
      },
    },
  });
  // the plans of the game's season that name this game (a handful a night; gameIds is a short JSON list)
  const plans = await tx.tablePlan.findMany({
    where: { seasonId: seat.game.seasonId, status: "accepted", gameIds: { contains: seat.gameId } },
    select: { gameIds: true },
  });
  const gameIds = plans.map((p) => parse<string[]>(p.gameIds, [])).find((ids) => ids.includes(seat.gameId));
  return {
    league: seat.game.season.league.name,
    season: seat.game.season.name,
    sequence: seat.game.sequence,
    player: seat.player.displayName,
    armyColor: seat.armyColor,
    position: seat.turnOrder,
    size: seat.game._count.seats,
    table: gameIds ? { number: gameIds.indexOf(seat.gameId) + 1, of: gameIds.length } : null,
  };
}
