// The PostgreSQL half of the tests (docs/decisions/0022-postgresql.md, 0054-ci-cannot-pass-vacuously.md): a server
// named by TEST_POSTGRES_URL (default: this project's machines and CI, 127.0.0.1:5432, user postgres, trust
// authentication). Used by the vitest config and setup, scripts/e2e-server.mjs and scripts/e2e-instances.mjs.
//
// No server answering is a failure, not a skip: a test command that printed "skipped" and passed would let CI go
// green without ever running the PostgreSQL half. A developer without PostgreSQL opts out on purpose with
// TEST_POSTGRES_URL=off, and the PostgreSQL halves then say in one line that they did not run.
import pg from "pg";

export const DEFAULT_TEST_POSTGRES_URL = "postgres://postgres@127.0.0.1:5432/postgres";

/** @returns {string} the server's URL, or "off" */
export const testPostgresUrl = () => process.env.TEST_POSTGRES_URL || DEFAULT_TEST_POSTGRES_URL;

/** @returns {boolean} true when the developer turned the PostgreSQL half off on purpose */
export const postgresOff = () => testPostgresUrl() === "off";

/** @param {string} url */
const redact = (url) => url.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@");

/**
 * null when the server answers, else why not (one line).
 * @param {string} [url]
 * @returns {Promise<string | null>}
 */
export async function postgresUnavailable(url = testPostgresUrl()) {
  if (url === "off") return "TEST_POSTGRES_URL=off";
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return null;
  } catch (e) {
    return `no PostgreSQL server at ${redact(url)} (${e instanceof Error ? e.message : String(e)})`;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The one line a PostgreSQL half prints when it cannot run: what is missing and the two ways out.
 * @param {string} label e.g. "e2e:postgres"
 * @param {string} why from postgresUnavailable
 */
export const postgresMissingMessage = (label, why) =>
  `[${label}] FAILED: ${why}. Start PostgreSQL (CI machines have it at 127.0.0.1:5432), point TEST_POSTGRES_URL at ` +
  "one, or run only the SQLite half on purpose with TEST_POSTGRES_URL=off.";

/**
 * For scripts: returns when PostgreSQL answers; exits 0 with one line when TEST_POSTGRES_URL=off; otherwise prints
 * why and exits 1.
 * @param {string} label
 * @param {string} skipped what the "off" line says did not run
 * @returns {Promise<string>} the server's URL
 */
export async function requirePostgres(label, skipped) {
  const url = testPostgresUrl();
  if (url === "off") {
    console.log(`[${label}] skipped on purpose (TEST_POSTGRES_URL=off): ${skipped}`);
    process.exit(0);
  }
  const why = await postgresUnavailable(url);
  if (why) {
    console.error(postgresMissingMessage(label, why));
    process.exit(1);
  }
  return url;
}
