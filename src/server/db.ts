import "server-only";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaClient } from "@/generated/prisma/client";

/**
 * Secret columns are omitted from every query by default. Only src/server/queries/secret-objective.ts
 * opts back in (omit: { objectiveId: false }), and only for a seat's holder or a finished game.
 */
export const SECRET_OMIT = { seat: { objectiveId: true, salt: true, revealTokenHash: true } } as const;

export function createPrisma(url: string) {
  return new PrismaClient({ adapter: new PrismaBetterSqlite3({ url }), omit: SECRET_OMIT });
}

export type Db = ReturnType<typeof createPrisma>;

const globalForPrisma = globalThis as unknown as { prisma?: Db };

export const db: Db = globalForPrisma.prisma ?? createPrisma(process.env.DATABASE_URL ?? "file:./data/league.db");
if (process.env.NODE_ENV !== "production") globalForPrisma.prisma = db;
