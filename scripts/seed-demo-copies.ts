// Copies of the demo league for the end-to-end specs (decision 0058): after `scripts/seed-demo.ts` has filled the e2e
// server's database, `tsx scripts/seed-demo-copies.ts <tag>...` adds, for each tag, the league `italy-war-<tag>` with
// the same seasons, games and standings, and accounts `<tag>.<demo e-mail>` with the demo passwords. A copy is the demo
// league's rows with new ids (the id + a suffix of the tag), written in one transaction per database before the server
// starts: a process writing next to a running SQLite server makes its write transactions fail ("Operation has timed
// out", SQLITE_BUSY on a snapshot another process moved). Run with `tsx --conditions=react-server`, DATABASE_URL set.
import { createHash } from "node:crypto";
import Database from "better-sqlite3";
import pg from "pg";
import { databaseUrl, isPostgresUrl } from "../src/config/env.mjs";
import { commitmentOf } from "../src/dealing/commitment";
import { loadEnv } from "./load-env.mjs";

type Row = Record<string, unknown>;
type Connection = {
  all(sql: string): Promise<Row[]>;
  /** Inserts the rows into their tables, in this order, in one transaction. */
  write(tables: [string, Row[]][]): Promise<void>;
  close(): Promise<void>;
};

/** Tables the copy never takes rows from: migrations, the versions every write bumps, failed sign-ins. */
const SKIP = new Set(["_prisma_migrations", "DataVersion", "LoginThrottle"]);

async function connect(url: string): Promise<Connection> {
  if (isPostgresUrl(url)) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    return {
      all: async (sql) => (await client.query(sql)).rows as Row[],
      async write(tables) {
        await client.query("BEGIN");
        try {
          for (const [table, rows] of tables)
            for (let i = 0; i < rows.length; i += 500) {
              const chunk = rows.slice(i, i + 500);
              const columns = Object.keys(chunk[0]);
              let n = 0;
              const values = chunk.map(() => `(${columns.map(() => `$${++n}`).join(", ")})`).join(", ");
              await client.query(
                `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES ${values}`,
                chunk.flatMap((r) => columns.map((c) => r[c])),
              );
            }
          await client.query("COMMIT");
        } catch (e) {
          await client.query("ROLLBACK");
          throw e;
        }
      },
      close: () => client.end(),
    };
  }
  const db = new Database(url.replace(/^file:/, ""), { timeout: 10_000 });
  return {
    all: async (sql) => db.prepare(sql).all() as Row[],
    async write(tables) {
      db.transaction(() => {
        for (const [table, rows] of tables) {
          if (rows.length === 0) continue;
          const columns = Object.keys(rows[0]);
          const insert = db.prepare(
            `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
          );
          for (const row of rows) insert.run(...columns.map((c) => row[c]));
        }
      })();
    },
    close: async () => void db.close(),
  };
}

/** Table names, each after the tables its foreign keys point to. */
async function tablesInOrder(db: Connection, postgres: boolean): Promise<string[]> {
  const names = (
    await db.all(
      postgres
        ? "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'"
        : "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
    )
  ).map((r) => String(r.name));
  const edges = await db.all(
    postgres
      ? `SELECT tc.table_name AS "from", ccu.table_name AS "to" FROM information_schema.table_constraints tc
         JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name
         AND ccu.table_schema = tc.table_schema WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = current_schema()`
      : `SELECT m.name AS "from", p."table" AS "to" FROM sqlite_master m JOIN pragma_foreign_key_list(m.name) p WHERE m.type = 'table'`,
  );
  const order: string[] = [];
  const visit = (name: string, path: string[]) => {
    if (order.includes(name)) return;
    if (path.includes(name)) throw new Error(`foreign keys in a cycle: ${[...path, name].join(" → ")}`);
    for (const e of edges) if (e.from === name && e.to !== name) visit(String(e.to), [...path, name]);
    order.push(name);
  };
  for (const name of names.sort()) visit(name, []);
  return order.filter((n) => !SKIP.has(n));
}

async function main() {
  loadEnv();
  const tags = process.argv.slice(2);
  for (const tag of tags)
    if (!/^[a-z0-9][a-z0-9-]*$/.test(tag)) throw new Error(`tag ${tag}: lower-case letters, digits, -`);
  const url = databaseUrl();
  const postgres = isPostgresUrl(url);
  const db = await connect(url);
  try {
    const tables = await tablesInOrder(db, postgres);
    const rows: Record<string, Row[]> = {};
    for (const t of tables) rows[t] = await db.all(`SELECT * FROM "${t}"`);
    const league = rows.League.find((l) => l.slug === "italy-war");
    if (!league) throw new Error("no demo league italy-war: run scripts/seed-demo.ts first");

    // The demo league's rows: the league, its members' accounts, and every row naming one of them, or naming such a
    // row, and so on (the reference map names none of them).
    const ids = new Set<unknown>([league.id]);
    for (const m of rows.Membership) if (m.leagueId === league.id) ids.add(m.userId);
    const demo = new Set<Row>();
    for (let grew = true; grew;) {
      grew = false;
      for (const t of tables)
        for (const row of rows[t])
          if (!demo.has(row) && Object.values(row).some((v) => ids.has(v))) {
            demo.add(row);
            if (row.id !== undefined) ids.add(row.id);
            grew = true;
          }
    }

    const copies: [string, Row[]][] = tables.map((t) => [t, []]);
    const versions: Row[] = [];
    for (const tag of tags) {
      const slug = `italy-war-${tag}`;
      if (rows.League.some((l) => l.slug === slug)) throw new Error(`${slug} exists already`);
      const suffix = createHash("sha256").update(tag).digest("hex").slice(0, 8);
      const id = (v: unknown) => (typeof v === "string" && ids.has(v) ? `${v}${suffix}` : v);
      // ids inside stored JSON (a play's values, a season's settings)
      const text = (v: unknown) =>
        typeof v === "string" && /^[[{]/.test(v) ? v.replace(/[a-z0-9]{20,}/g, (token) => String(id(token))) : id(v);
      for (const [t, out] of copies)
        for (const row of rows[t]) {
          if (!demo.has(row)) continue;
          const copy = Object.fromEntries(Object.entries(row).map(([k, v]) => [k, text(v)]));
          if (t === "League") copy.slug = slug;
          if (t === "User") copy.email = `${tag}.${String(row.email)}`;
          // a deal's commitment is the hash of the objective's id and the seat's salt
          if (t === "Seat" && row.commitment && row.objectiveId && row.salt)
            copy.commitment = commitmentOf(String(copy.objectiveId), String(row.salt));
          out.push(copy);
        }
      versions.push({ scope: `l:${slug}`, version: 1 });
    }
    await db.write([...copies, ["DataVersion", versions]]);
    console.log(`[demo] ${tags.length} copies of the demo league: ${tags.map((t) => `italy-war-${t}`).join(", ")}`);
  } finally {
    await db.close();
  }
}

main().catch((e) => {
  console.error(`[demo] ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
