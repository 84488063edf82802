// Which integration test files run on which database (vitest.config.ts). Every test file runs on SQLite; the files
// below also run on PostgreSQL because their outcome depends on the database: raw SQL, the bulk inserter, migrations,
// concurrent writes, data versions, imports and round trips, the demo data, many leagues, the PostgreSQL client's own
// construction. docs/testing.md argues each one in a line (tests/unit/docs/testing-doc.test.ts keeps the two equal).

/** Integration tests that run in the "postgres" project too. @type {string[]} */
export const POSTGRES_FILES = [
  // raw SQL
  "tests/integration/bulk-insert.test.ts",
  "tests/integration/health.test.ts",
  "tests/integration/standings-query.test.ts",
  "tests/integration/season-stats-risiko.test.ts",
  // migrations
  "tests/integration/postgres-migrate.test.ts",
  // concurrency and write locks
  "tests/integration/concurrent-result.test.ts",
  "tests/integration/deal-objectives.test.ts",
  "tests/integration/invites.test.ts",
  "tests/integration/login.test.ts",
  "tests/integration/restore-game.test.ts",
  "tests/integration/write-scope.test.ts",
  "tests/integration/write-queue.test.ts",
  "tests/integration/import-outside-lock.test.ts",
  "tests/integration/notifications-crash.test.ts",
  // data versions
  "tests/integration/data-version.test.ts",
  "tests/integration/derived-versioned.test.ts",
  // imports and round trips
  "tests/integration/history-round-trip.test.ts",
  "tests/integration/plays-round-trip.test.ts",
  "tests/integration/history-import-season.test.ts",
  "tests/integration/history-import-numbers.test.ts",
  "tests/integration/older-exports.test.ts",
  // demo data
  "tests/integration/demo-data.test.ts",
  // many leagues
  "tests/integration/many-leagues.test.ts",
  // the PostgreSQL client built by its own branch of src/server/db.ts
  "tests/integration/card-binding.test.ts",
];

/**
 * PostgreSQL-only files (their SQLite counterparts are named in docs/testing.md): left out of the "sqlite" project.
 * @type {string[]}
 */
export const POSTGRES_ONLY = ["tests/integration/postgres-*.test.ts"];
