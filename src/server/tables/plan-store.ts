import "server-only";
import { createHash, randomBytes } from "node:crypto";
import {
  balanceCost,
  PlanningInputError,
  proposeTables,
  type BalanceFigures,
  type PlanningInput,
  type PlanningNight,
  type TableChange,
  type TableSizes,
} from "@/planning";
import { getSystem, dealsObjectives } from "@/scoring";
import { ActionError } from "@/server/action";
import { NotFoundError } from "@/server/auth/access";
import type { Db, Tx } from "@/server/db";

/** Write steps and readers shared by the fair-tables actions and queries (decision 0052). */

type Reader = Pick<Db, "game" | "tablePlan">;

export type PlanInput = { playerIds: string[]; sizes: TableSizes; balanceStrength: boolean };
export type Lock = { playerId: string; table: number };
/** The planner's input as read at the draw, without the seed and the locks (TablePlan.planning). */
export type PlanningSnapshot = Omit<PlanningInput, "seed" | "locked">;
/** A manual change as stored (TablePlan.changes): when and by which account. */
export type StoredChange = TableChange & { at: string; by: string };

export const sha256 = (s: string) => createHash("sha256").update(s, "utf8").digest("hex");
export const newSeed = () => randomBytes(32).toString("hex");

/**
 * The season so far as the planner reads it: every game not voided, oldest first, each table in turn order; and the
 * points each player earned in finished games (their rating when the organiser asks for strength balance).
 * A 2-player table whose seats recorded their sides (Julius Caesar) is read in side order — Cesare first, as
 * `assignSides` counts it — whatever order the recorder typed the seats in. One query, linear in the season's seats.
 */
export async function seasonHistory(
  client: Reader,
  seasonId: string,
): Promise<{ history: PlanningNight[]; points: Map<string, number> }> {
  const games = await client.game.findMany({
    where: { seasonId, status: { not: "void" } },
    orderBy: [{ playedOn: "asc" }, { sequence: "asc" }],
    select: {
      status: true,
      seats: { select: { playerId: true, points: true, identity: true }, orderBy: { turnOrder: "asc" } },
    },
  });
  const points = new Map<string, number>();
  for (const g of games) {
    if (g.status !== "finished") continue;
    for (const s of g.seats) points.set(s.playerId, (points.get(s.playerId) ?? 0) + (s.points ?? 0));
  }
  return { history: games.map((g) => ({ tables: [inSideOrder(g.seats).map((s) => s.playerId)] })), points };
}

/** The sides of a 2-player table in the order `assignSides` gives them (Julius Caesar's options: Cesare, Pompeo). */
const SIDE_ORDER: readonly string[] = (
  getSystem("julius-caesar").identity.find((d) => d.key === "side")?.options ?? []
).map((o) => o.value);

function sideOf(identity: string | null): number {
  if (!identity) return -1;
  try {
    const side = (JSON.parse(identity) as { side?: unknown }).side;
    return typeof side === "string" ? SIDE_ORDER.indexOf(side) : -1;
  } catch {
    return -1;
  }
}

function inSideOrder<S extends { identity: string | null }>(seats: S[]): S[] {
  if (seats.length !== 2) return seats;
  const [a, b] = seats.map((s) => sideOf(s.identity));
  return a >= 0 && b >= 0 && a > b ? [seats[1], seats[0]] : seats;
}

export function planningInput(
  input: PlanInput,
  seed: string,
  locked: Lock[],
  season: { history: PlanningNight[]; points: Map<string, number> },
): PlanningInput {
  return {
    players: input.playerIds.map((id) => ({
      id,
      rating: input.balanceStrength ? (season.points.get(id) ?? 0) : undefined,
    })),
    history: season.history,
    sizes: input.sizes,
    seed,
    balanceStrength: input.balanceStrength,
    locked,
  };
}

/** The planner's input without seed and locks: stored at the draw so the redraws and the members' check read it. */
export function snapshotOf(input: PlanningInput): PlanningSnapshot {
  const { players, history, sizes, balanceStrength } = input;
  return { players, history, sizes, balanceStrength };
}

/**
 * The input a plan's redraw reads: the snapshot stored at its draw, or (a plan drawn before snapshots were kept) the
 * season as it stands.
 */
export async function drawInput(
  client: Reader,
  plan: { input: string; planning: string | null; seasonId: string },
  seed: string,
  locked: Lock[],
): Promise<PlanningInput> {
  const stored = parse<PlanningSnapshot | null>(plan.planning, null);
  if (stored) return { ...stored, seed, locked };
  return planningInput(
    parse<PlanInput>(plan.input, null as never),
    seed,
    locked,
    await seasonHistory(client, plan.seasonId),
  );
}

/** The plan's change log with one more change at the end. */
export function withChange(changes: string, change: TableChange, userId: string, at = new Date()): string {
  return JSON.stringify([...parse<StoredChange[]>(changes, []), { ...change, at: at.toISOString(), by: userId }]);
}

/** proposeTables with its refusals as field errors of the form (nothing is written). */
export function propose(input: PlanningInput): string[][] {
  try {
    return proposeTables(input).tables;
  } catch (e) {
    if (e instanceof PlanningInputError)
      throw new ActionError("checkFields", { [formField(e.field)]: [`tables.${e.code}`] });
    throw e;
  }
}

const formField = (field: string) =>
  field === "sizes.preferred" ? "preferredMin" : field === "sizes" ? "max" : field === "locked" ? "table" : field;

export function figures(tables: string[][], input: PlanningInput): BalanceFigures {
  return balanceCost({ tables }, input);
}

/** The plan of the league, open (committed or drawn) unless `status` says otherwise; NotFoundError for another league's. */
export async function loadPlan(tx: Tx, leagueId: string, planId: string, withSeed = false) {
  const plan = await tx.tablePlan.findFirst({
    where: { id: planId, leagueId },
    omit: { seed: !withSeed },
    include: { season: { select: { id: true, edition: true, systemId: true, name: true } } },
  });
  if (!plan) throw new NotFoundError();
  return plan;
}

export const parse = <T>(json: string | null, fallback: T): T => (json ? (JSON.parse(json) as T) : fallback);

export const tablesPaths = (slug: string) => [`/l/${slug}`, `/l/${slug}/admin/tables`];

/** The sizes a table of this game may have: RisiKo! game nights seat 3–6 (a deal needs three), other games their box. */
export function allowedSizes(systemId: string): { min: number; max: number; best?: number } {
  const { players } = getSystem(systemId);
  return !dealsObjectives(systemId) ? players : { ...players, min: Math.max(3, players.min) };
}

/**
 * The seat identity a table's turn order already decides, stored as the result action stores it (Seat.identity): Julius
 * Caesar's sides, the first seat Cesare and the second Pompeo (the planner alternates them: assignSides,
 * src/planning/sides.ts). Every other identity is chosen at the table and typed with the result.
 */
export function plannedIdentity(systemId: string, position: number, size: number): Record<string, string> {
  if (systemId !== "julius-caesar" || size !== 2) return {};
  const side = getSystem(systemId).identity.find((d) => d.key === "side")?.options?.[position];
  return side ? { side: side.value } : {};
}
