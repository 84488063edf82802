import "server-only";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/generated/prisma/client";
import { PrismaClient as PgPrismaClient } from "@/generated/prisma-pg/client";
import { databaseUrl, isPostgresUrl } from "@/config/env.mjs";

/**
 * Secret columns are omitted from every query by default. Only src/server/queries/secret-objective.ts
 * opts back in (omit: { objectiveId: false }), and only for a seat's holder or a finished game.
 * TablePlan.seed (a fair-tables draw, decision 0052) is read only by src/server/tables/plan-store.ts, at the draw.
 */
export const SECRET_OMIT = {
  seat: { objectiveId: true, salt: true, revealTokenHash: true, reportedHeld: true, reportRecheckAt: true },
  tablePlan: { seed: true },
} as const;

/** "sqlite" for a `file:` URL, "postgres" for `postgres://` / `postgresql://` (docs/decisions/0022-postgresql.md). */
export type Dialect = "sqlite" | "postgres";
export const dialectOf = (url: string): Dialect => (isPostgresUrl(url) ? "postgres" : "sqlite");

/**
 * Every update that sets Player.userId (or its `user` relation) also stamps Player.userLinkedAt, whatever the path
 * (invite, link, removal, a future action, the CLI): a card dealt before that moment is never shown to the account
 * (src/server/queries/secret-objective.ts, decision 0033). It also clears Player.linkedById unless the write names
 * it: only the organiser's link on the members page sets it, so a login that came any other way is never shown as
 * the organiser's, nor one the organiser linked as the player's own. Creating a player is not a change: it has no
 * seat yet.
 */
type PlayerWrite = { data?: Record<string, unknown> | Record<string, unknown>[]; update?: Record<string, unknown> };
function stampLinks(args: PlayerWrite) {
  const stamp = (data: Record<string, unknown> | undefined) =>
    data && ("userId" in data || "user" in data) ? { userLinkedAt: new Date(), linkedById: null, ...data } : data;
  if (args.data && !Array.isArray(args.data)) args.data = stamp(args.data);
  if (args.update) args.update = stamp(args.update);
  return args;
}
const STAMPED = new Set(["update", "updateMany", "updateManyAndReturn", "upsert"]);
const playerLinks = {
  query: {
    player: {
      $allOperations: ({
        operation,
        args,
        query,
      }: {
        operation: string;
        args: unknown;
        query: (a: unknown) => Promise<unknown>;
      }) => query(STAMPED.has(operation) ? stampLinks(args as PlayerWrite) : args),
    },
  },
};

function createSqlite(url: string) {
  return new PrismaClient({ adapter: new PrismaBetterSqlite3({ url }), omit: SECRET_OMIT }).$extends(playerLinks);
}

/** The client for DATABASE_URL. Both generated clients come from one schema and have the same model API, so the app is typed against the SQLite one. */
export function createPrisma(url: string): Db {
  if (dialectOf(url) === "postgres") {
    return new PgPrismaClient({ adapter: new PrismaPg({ connectionString: url }), omit: SECRET_OMIT }).$extends(
      playerLinks,
    ) as unknown as Db;
  }
  return createSqlite(url);
}

export type Db = ReturnType<typeof createSqlite>;
/** The client handed to a `$transaction` callback: every helper that writes inside a caller's transaction takes one. */
export type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

const globalForPrisma = globalThis as unknown as { prisma?: Db };

export const db: Db = globalForPrisma.prisma ?? createPrisma(databaseUrl());
if (process.env.NODE_ENV !== "production") globalForPrisma.prisma = db;

/** The dialect of the shared client, for the few fast paths with dialect-specific SQL (src/server/history/bulk-insert.ts). */
export const dialect: Dialect = dialectOf(databaseUrl());
