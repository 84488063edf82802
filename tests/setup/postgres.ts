// The PostgreSQL half of the tests (docs/decisions/0022-postgresql.md): a server named by TEST_POSTGRES_URL
// (default: this project's machines, 127.0.0.1:5432, user postgres, trust authentication). Set it to "off" to skip.
import pg from "pg";

export const DEFAULT_TEST_POSTGRES_URL = "postgres://postgres@127.0.0.1:5432/postgres";
export const testPostgresUrl = () => process.env.TEST_POSTGRES_URL || DEFAULT_TEST_POSTGRES_URL;

/** The same server, another database. */
export function databaseUrl(name: string, base = testPostgresUrl()): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** null when the server answers, else why not (one line). */
export async function postgresUnavailable(url = testPostgresUrl()): Promise<string | null> {
  if (url === "off") return "TEST_POSTGRES_URL=off";
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return null;
  } catch (e) {
    return `no PostgreSQL server at ${url.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@")} (${e instanceof Error ? e.message : String(e)})`;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Runs fn with a connection to the server's maintenance database. */
export async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testPostgresUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Drops every database whose name starts with prefix (connections are closed by force). */
export async function dropDatabases(prefix: string): Promise<void> {
  await withAdmin(async (c) => {
    const { rows } = await c.query<{ datname: string }>("SELECT datname FROM pg_database WHERE starts_with(datname, $1)", [prefix]);
    for (const { datname } of rows) await c.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  });
}
