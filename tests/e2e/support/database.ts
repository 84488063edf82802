// Reads the database of the e2e server the running test talks to (scripts/e2e-server.mjs: data/e2e-<port>.db, or in
// the "postgres" project the PostgreSQL database iwl_e2e_<port>; the port is the project's baseURL's) to check what a
// request wrote or leaked. SQL: quoted identifiers, `?` placeholders. Call it from a test or a hook.
import { createHash } from "node:crypto";
import path from "node:path";
import { test } from "@playwright/test";
import Database from "better-sqlite3";
import pg from "pg";

/** The port of the running test's server and whether its database is PostgreSQL (playwright.config.ts projects). */
export function serverOfTest(): { port: number; postgres: boolean; baseURL: string } {
  const project = test.info().project;
  const baseURL = project.use.baseURL!;
  return { port: Number(new URL(baseURL).port), postgres: project.metadata?.database === "postgres", baseURL };
}

const databaseFile = () => path.join(process.cwd(), "data", `e2e-${serverOfTest().port}.db`);

function postgresUrl(): string {
  const url = new URL(process.env.TEST_POSTGRES_URL || "postgres://postgres@127.0.0.1:5432/postgres");
  url.pathname = `/iwl_e2e_${serverOfTest().port}`;
  return url.toString();
}

/** The running server's DATABASE_URL (scripts/e2e-server.mjs), for a process that writes to it (fair-tables.spec.ts). */
export const databaseUrl = (): string => (serverOfTest().postgres ? postgresUrl() : `file:${databaseFile()}`);

export async function query<T>(sql: string, ...params: unknown[]): Promise<T[]> {
  const postgres = serverOfTest().postgres;
  if (postgres) {
    const client = new pg.Client({ connectionString: postgresUrl() });
    await client.connect();
    try {
      let n = 0;
      return (
        await client.query(
          sql.replace(/\?/g, () => `$${++n}`),
          params,
        )
      ).rows as T[];
    } finally {
      await client.end();
    }
  }
  const db = new Database(databaseFile(), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

type Row = Record<string, unknown>;

/** The specs that run meanwhile write in their own leagues, as their own accounts (support/spec-league.ts). */
export type Owner = { leagueSlug: string; organiser: { email: string }; players: Record<string, { email: string }> };

/**
 * The rows of other specs: their accounts (every user but `owner`'s), the leagues those accounts are members of, and
 * every row that names one of them, a row named by such a row, and so on; failed sign-ins but the owner's accounts' (all
 * specs come from 127.0.0.1, some with unknown addresses) and the version every write bumps ("*"). The reference map
 * names nobody: it stays.
 */
function othersRows(tables: Record<string, Row[]>, owner: Owner): Set<Row> {
  const mine = new Set([owner.organiser.email, ...Object.values(owner.players).map((p) => p.email)]);
  const marks = new Set<unknown>(["*"]);
  const theirs = new Set<Row>();
  for (const user of tables.User ?? [])
    if (!mine.has(String(user.email))) marks.add(user.id).add(`u:${user.id}`).add(`account:${user.email}`);
  const own = (tables.League ?? []).find((l) => l.slug === owner.leagueSlug)?.id;
  for (const member of tables.Membership ?? [])
    if (marks.has(member.userId) && member.leagueId !== own) marks.add(member.leagueId);
  for (const league of tables.League ?? []) if (marks.has(league.id)) marks.add(`l:${league.slug}`);
  for (let grew = true; grew;) {
    grew = false;
    for (const [name, rows] of Object.entries(tables))
      for (const row of rows) {
        if (theirs.has(row)) continue;
        const shared = name === "LoginThrottle" && !mine.has(String(row.key).replace(/^account:/, ""));
        if (!shared && !Object.values(row).some((v) => typeof v === "string" && marks.has(v))) continue;
        theirs.add(row);
        if (row.id !== undefined) marks.add(row.id);
        grew = true;
      }
  }
  return theirs;
}

/**
 * A digest per table of every row: any insert, update or delete changes it. With `owner`, the rows of the specs
 * running meanwhile are left out (othersRows): what is left is the owner's league and accounts, the reference map and
 * any row nobody's league or account names.
 */
export async function databaseDigest(owner?: Owner): Promise<Record<string, string>> {
  const names = await query<{ name: string }>(
    serverOfTest().postgres
      ? "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1"
      : "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name",
  );
  const tables: Record<string, Row[]> = {};
  for (const { name } of names) tables[name] = await query<Row>(`SELECT * FROM "${name}"`);
  const theirs = owner ? othersRows(tables, owner) : new Set<Row>();
  const out: Record<string, string> = {};
  for (const [name, all] of Object.entries(tables)) {
    const rows = all
      .filter((r) => !theirs.has(r))
      .map((r) =>
        JSON.stringify(r, (_k, v) => (Buffer.isBuffer(v) ? v.toString("hex") : typeof v === "bigint" ? String(v) : v)),
      )
      .sort();
    out[name] = `${rows.length}:${createHash("sha256").update(rows.join("\n")).digest("hex")}`;
  }
  return out;
}
