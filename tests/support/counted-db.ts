// The same client as src/server/db, with Prisma's query events on, to count the SQL statements a loader issues.
// Use: vi.mock("@/server/db", () => import("../support/counted-db").then((m) => m.countedDbModule()));
// then read `queries` (empty it before the call you measure).
import { vi } from "vitest";

export const queries: string[] = [];

export async function countedDbModule() {
  const actual = await vi.importActual<typeof import("@/server/db")>("@/server/db");
  const url = process.env.DATABASE_URL!;
  const log = [{ emit: "event", level: "query" }] as const;
  let db: { $on: (event: "query", cb: (e: { query: string }) => void) => void };
  if (url.startsWith("file:")) {
    const { PrismaBetterSqlite3 } = await import("@prisma/adapter-better-sqlite3");
    const { PrismaClient } = await import("@/generated/prisma/client");
    db = new PrismaClient({ adapter: new PrismaBetterSqlite3({ url }), omit: actual.SECRET_OMIT, log: [...log] });
  } else {
    const { PrismaPg } = await import("@prisma/adapter-pg");
    const { PrismaClient } = await import("@/generated/prisma-pg/client");
    db = new PrismaClient({
      adapter: new PrismaPg({ connectionString: url }),
      omit: actual.SECRET_OMIT,
      log: [...log],
    });
  }
  db.$on("query", (e) => queries.push(e.query));
  return { ...actual, db, createPrisma: () => db };
}
