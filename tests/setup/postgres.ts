// The PostgreSQL half of the tests (docs/decisions/0022-postgresql.md): a server named by TEST_POSTGRES_URL
// (default: this project's machines, 127.0.0.1:5432, user postgres, trust authentication). Missing is a failure;
// "off" skips on purpose (scripts/test-postgres.mjs, decision 0054).
import pg from "pg";
import { testPostgresUrl } from "../../scripts/test-postgres.mjs";

export {
  DEFAULT_TEST_POSTGRES_URL,
  postgresMissingMessage,
  postgresOff,
  postgresUnavailable,
  testPostgresUrl,
} from "../../scripts/test-postgres.mjs";

/** The same server, another database. */
export function databaseUrl(name: string, base = testPostgresUrl()): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
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
    const { rows } = await c.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE starts_with(datname, $1)",
      [prefix],
    );
    for (const { datname } of rows) await c.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  });
}
