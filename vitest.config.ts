import os from "node:os";
import { defineConfig, type ViteUserConfig } from "vitest/config";
import { postgresOff } from "./scripts/test-postgres.mjs";
import { POSTGRES_FILES, POSTGRES_ONLY } from "./tests/setup/dialect-files.mjs";

/** Unit test files that replace modules (vi.mock) or the environment (vi.stubEnv): each needs a fresh module graph. */
const ISOLATED_UNITS = [
  "tests/unit/ci/test-all.test.ts",
  "tests/unit/leaderboard/table-bytes.test.ts",
  "tests/unit/server/request-error-log.test.ts",
];

const shared = {
  environment: "node" as const,
  setupFiles: ["tests/setup/vitest.setup.ts"],
  testTimeout: 60_000, // bcrypt-heavy sign-in tests take seconds on a quiet machine, more on a loaded CI one
  hookTimeout: 30_000,
  // bcrypt at its lowest cost: sign-ins are what the tests count, not hashing time (docs/testing.md, decision 0067)
  env: { PASSWORD_HASH_COST: "4" },
  unstubEnvs: true,
};

// Three projects (docs/decisions/0022-postgresql.md): "unit" and "sqlite" run every test on SQLite; "postgres" runs again, on
// PostgreSQL at TEST_POSTGRES_URL, the integration tests whose outcome depends on the database
// (tests/setup/dialect-files.mjs, each file argued in docs/testing.md). No server answering fails the "postgres"
// project (its global setup says why in one line), so the test command cannot pass without PostgreSQL;
// TEST_POSTGRES_URL=off leaves the project out on purpose (decision 0054). `unit` and `sqlite` never need PostgreSQL.
export default defineConfig(async (): Promise<ViteUserConfig> => {
  const off = postgresOff();
  // Vitest may load this file more than once per process: report once.
  const memo = globalThis as { __iwlPostgresReported?: boolean };
  if (off && !memo.__iwlPostgresReported)
    console.log("[postgres] skipped on purpose (TEST_POSTGRES_URL=off): integration tests ran on SQLite only");
  memo.__iwlPostgresReported = true;
  return {
    resolve: { tsconfigPaths: true },
    test: {
      // One worker per core: Vitest's default leaves one core to its main process, which mostly waits (on two
      // cores that is one worker; two cut the unit tests from 88 s to 58 s).
      maxWorkers: os.availableParallelism(),
      // Worker threads, not child processes: each isolated file starts in a fresh thread, cheaper than a fresh process
      // (the suite 165 s instead of 207 s on two cores). Every file still gets its own module graph, environment copy
      // (process.env is per thread) and database (tests/setup/vitest.setup.ts); better-sqlite3 loads in threads.
      pool: "threads",
      projects: [
        {
          extends: true,
          test: {
            ...shared,
            // The unit tests share one module graph per worker (isolate: false): importing the app's modules again
            // for each of 85 files cost more than the tests. The files that replace modules or the environment run
            // isolated, in "sqlite".
            name: "unit",
            include: ["tests/unit/**/*.test.ts"],
            exclude: [...ISOLATED_UNITS],
            isolate: false,
            globalSetup: ["tests/setup/global-setup.ts"],
          },
        },
        {
          extends: true,
          test: {
            ...shared,
            name: "sqlite",
            include: [...ISOLATED_UNITS, "tests/integration/**/*.test.ts"],
            exclude: [...POSTGRES_ONLY],
            globalSetup: ["tests/setup/global-setup.ts"],
          },
        },
        ...(off
          ? []
          : [
              {
                extends: true as const,
                test: {
                  ...shared,
                  name: "postgres",
                  include: [...POSTGRES_FILES],
                  env: { ...shared.env, TEST_DATABASE: "postgres" },
                  globalSetup: ["tests/setup/global-setup-postgres.ts"],
                },
              },
            ]),
      ],
    },
  };
});
