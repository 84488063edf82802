import "server-only";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/generated/prisma/client";
import { PrismaClient as PgPrismaClient } from "@/generated/prisma-pg/client";
import { databaseUrl } from "@/config/env.mjs";

/**
 * Secret columns are omitted from every query by default. Only src/server/queries/secret-objective.ts
 * opts back in (omit: { objectiveId: false }), and only for a seat's holder or a finished game.
 */
export const SECRET_OMIT = { seat: { objectiveId: true, salt: true, revealTokenHash: true, reportedHeld: true } } as const;

/** "sqlite" for a `file:` URL, "postgres" for `postgres://` / `postgresql://` (docs/decisions/0022-postgresql.md). */
export type Dialect = "sqlite" | "postgres";
export const dialectOf = (url: string): Dialect => (/^postgres(ql)?:\/\//.test(url) ? "postgres" : "sqlite");

function createSqlite(url: string) {
  return new PrismaClient({ adapter: new PrismaBetterSqlite3({ url }), omit: SECRET_OMIT });
}

/** The client for DATABASE_URL. Both generated clients come from one schema and have the same model API, so the app is typed against the SQLite one. */
export function createPrisma(url: string): Db {
  if (dialectOf(url) === "postgres") {
    return new PgPrismaClient({ adapter: new PrismaPg({ connectionString: url }), omit: SECRET_OMIT }) as unknown as Db;
  }
  return createSqlite(url);
}

export type Db = ReturnType<typeof createSqlite>;

const globalForPrisma = globalThis as unknown as { prisma?: Db };

export const db: Db = globalForPrisma.prisma ?? createPrisma(databaseUrl());
if (process.env.NODE_ENV !== "production") globalForPrisma.prisma = db;

/** The dialect of the shared client, for the few fast paths with dialect-specific SQL (src/server/history/bulk-insert.ts). */
export const dialect: Dialect = dialectOf(databaseUrl());
