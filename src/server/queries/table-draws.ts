import "server-only";
import { verifyTables } from "@/planning";
import { ForbiddenError, NotFoundError } from "@/server/auth/access";
import { db } from "@/server/db";
import { memberLeagueId, type Caller } from "@/server/queries/league-context";
import { drawInput, parse, sha256, type StoredChange } from "@/server/tables/plan-store";

/**
 * The members' view of the fair-tables draws (decision 0052). A night's draws form a *round*: the check-ins since the
 * previous accepted plan, each replacing the one before, up to the plan accepted. Members see every commitment of the
 * open round (time, hash, status) before its draw, never a seed that was not drawn; once a round is accepted its seeds
 * are all revealed, and the members seated in it (and organisers) get the check: the draw recomputed from the seed
 * and the inputs, the manual changes in order, and whether the accepted tables match.
 */

/** An accepted round stays on the members' page for a day, like the seated phone's table. */
const SHOWN_FOR_MS = 24 * 3600_000;
/** At most this many commitments read per page: a league commits a handful a night. */
const PLANS_READ = 200;

export type DrawEntry = {
  id: string;
  createdAt: Date;
  seedHash: string;
  status: "committed" | "drawn" | "accepted" | "discarded";
  drawnAt: Date | null;
  discardedAt: Date | null;
  /** revealed once this plan was drawn or its round accepted; never before */
  seed: string | null;
  players: number;
};

export type AcceptedRound = {
  planId: string;
  acceptedAt: Date;
  seasonName: string;
  /** every commitment of that night, oldest first, the accepted one last */
  draws: DrawEntry[];
  /** the caller sits at these tables (or organises the league): the check is theirs to open */
  canCheck: boolean;
};

export type NightDraws = { open: DrawEntry[]; accepted: AcceptedRound[] };

const ROW = {
  id: true,
  createdAt: true,
  seedHash: true,
  status: true,
  drawnAt: true,
  discardedAt: true,
  acceptedAt: true,
  input: true,
  tables: true,
  seasonId: true,
} as const;

type Row = {
  id: string;
  createdAt: Date;
  seedHash: string;
  status: string;
  drawnAt: Date | null;
  discardedAt: Date | null;
  input: string;
};

function entry(r: Row, seeds: Map<string, string>, roundAccepted: boolean): DrawEntry {
  return {
    id: r.id,
    createdAt: r.createdAt,
    seedHash: r.seedHash,
    status: r.status as DrawEntry["status"],
    drawnAt: r.drawnAt,
    discardedAt: r.discardedAt,
    seed: roundAccepted || r.drawnAt ? (seeds.get(r.id) ?? null) : null,
    players: parse<{ playerIds?: string[] }>(r.input, {}).playerIds?.length ?? 0,
  };
}

/** Seeds of the given plans that may be shown: drawn ones, or all of an accepted round. */
async function seedsOf(ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.tablePlan.findMany({ where: { id: { in: ids } }, select: { id: true, seed: true } });
  return new Map(rows.map((r) => [r.id, r.seed]));
}

const seatsCaller = (ctx: Caller, tables: string | null) =>
  ctx.access.role === "organiser" ||
  (!!ctx.access.playerId && parse<string[][]>(tables, []).some((t) => t.includes(ctx.access.playerId!)));

/**
 * The open round's commitments and the rounds accepted in the last day, for the league's members (ForbiddenError for
 * anyone else). Three queries: the boundary (the last plan accepted before the day), the plans since, their seeds.
 */
export async function getNightDraws(ctx: Caller, now = new Date()): Promise<NightDraws> {
  const leagueId = memberLeagueId(ctx);
  const since = new Date(now.getTime() - SHOWN_FOR_MS);
  const boundary = await db.tablePlan.findFirst({
    where: { leagueId, status: "accepted", acceptedAt: { lt: since } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { createdAt: true },
  });
  const rows = await db.tablePlan.findMany({
    where: { leagueId, ...(boundary ? { createdAt: { gt: boundary.createdAt } } : {}) },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: PLANS_READ,
    select: { ...ROW, season: { select: { name: true } } },
  });
  rows.reverse(); // oldest first: a check-in replaces the one before it, so this is the night's order
  const rounds: (typeof rows)[] = [[]];
  for (const row of rows) {
    rounds[rounds.length - 1].push(row);
    if (row.status === "accepted") rounds.push([]);
  }
  const open = rounds.pop()!;
  const accepted = rounds.filter((r) => r[r.length - 1].acceptedAt! >= since);
  const seeds = await seedsOf([...open.filter((r) => r.drawnAt).map((r) => r.id), ...accepted.flat().map((r) => r.id)]);
  return {
    open: open.map((r) => entry(r, seeds, false)),
    accepted: accepted.reverse().map((round) => {
      const plan = round[round.length - 1];
      return {
        planId: plan.id,
        acceptedAt: plan.acceptedAt!,
        seasonName: plan.season.name,
        draws: round.map((r) => entry(r, seeds, true)),
        canCheck: seatsCaller(ctx, plan.tables),
      };
    }),
  };
}

export type DrawCheck = {
  planId: string;
  seasonName: string;
  acceptedAt: Date;
  seed: string;
  seedHash: string;
  /** SHA-256 of the revealed seed is the hash committed before the draw */
  hashMatches: boolean;
  draws: DrawEntry[];
  players: { id: string; displayName: string }[];
  sizes: { min: number; max: number; preferred?: readonly number[] };
  balanceStrength: boolean;
  historyNights: number;
  changes: (StoredChange & { byName: string })[];
  proposal: string[][] | null;
  expected: string[][] | null;
  tables: string[][];
  gameIds: string[];
  /** the accepted tables are the recomputed draw with the recorded changes, seat for seat */
  matches: boolean;
};

/**
 * The check of an accepted plan ("verifica"): members seated in it and organisers (ForbiddenError for other members,
 * NotFoundError for a plan of another league or not accepted). Recomputes the draw with the pure planner from the
 * seed and the inputs stored at the draw, replays the recorded locks and swaps, and compares with the accepted tables.
 */
export async function getDrawCheck(ctx: Caller, planId: string): Promise<DrawCheck> {
  const leagueId = memberLeagueId(ctx);
  const plan = await db.tablePlan.findFirst({
    where: { id: planId, leagueId, status: "accepted" },
    omit: { seed: false },
    include: { season: { select: { name: true } } },
  });
  if (!plan) throw new NotFoundError();
  if (!seatsCaller(ctx, plan.tables)) throw new ForbiddenError();
  const previous = await db.tablePlan.findFirst({
    where: { leagueId, status: "accepted", createdAt: { lt: plan.createdAt } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { createdAt: true },
  });
  const round = await db.tablePlan.findMany({
    where: {
      leagueId,
      createdAt: { lte: plan.createdAt, ...(previous ? { gt: previous.createdAt } : {}) },
    },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: PLANS_READ,
    select: ROW,
  });
  const seeds = await seedsOf(round.map((r) => r.id));
  const stored = parse<StoredChange[]>(plan.changes, []);
  const input = await drawInput(db, plan, plan.seed, []);
  const tables = parse<string[][]>(plan.tables, []);
  const verification = verifyTables(input, stored, tables);
  const ids = input.players.map((p) => p.id);
  const [players, users] = await Promise.all([
    db.player.findMany({ where: { leagueId, id: { in: ids } }, select: { id: true, displayName: true } }),
    db.user.findMany({
      where: { id: { in: [...new Set(stored.map((c) => c.by))] } },
      select: { id: true, name: true },
    }),
  ]);
  const userName = new Map(users.map((u) => [u.id, u.name]));
  return {
    planId: plan.id,
    seasonName: plan.season.name,
    acceptedAt: plan.acceptedAt!,
    seed: plan.seed,
    seedHash: plan.seedHash,
    hashMatches: sha256(plan.seed) === plan.seedHash,
    draws: round.map((r) => entry(r, seeds, true)),
    players: players.sort((a, b) => (a.displayName < b.displayName ? -1 : a.displayName > b.displayName ? 1 : 0)),
    sizes: input.sizes,
    balanceStrength: input.balanceStrength === true,
    historyNights: input.history.length,
    changes: stored.map((c) => ({ ...c, byName: userName.get(c.by) ?? "?" })),
    proposal: verification.proposal,
    expected: verification.expected,
    tables,
    gameIds: parse<string[]>(plan.gameIds, []),
    matches: verification.matches,
  };
}
