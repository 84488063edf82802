import { defineConfig, type ViteUserConfig } from "vitest/config";
import { postgresUnavailable } from "./tests/setup/postgres";

const shared = {
  environment: "node" as const,
  setupFiles: ["tests/setup/vitest.setup.ts"],
  testTimeout: 60_000, // bcrypt-heavy sign-in tests take seconds on a quiet machine, more on a loaded CI one
  hookTimeout: 30_000,
};

/**
 * Integration tests that exercise SQLite itself (the SQLite migration runner, file copies, killing a writer
 * mid-transaction): they stay SQLite-only; tests/integration/postgres-*.test.ts cover the PostgreSQL counterparts.
 */
const SQLITE_ONLY = ["tests/integration/migrate.test.ts", "tests/integration/history-cli.test.ts", "tests/integration/history-import-kill.test.ts"];

// Two projects (docs/decisions/0022-postgresql.md): "sqlite" runs everything on SQLite; "postgres" runs the
// integration tests again on PostgreSQL when a server answers at TEST_POSTGRES_URL, else says so in one line.
export default defineConfig(async (): Promise<ViteUserConfig> => {
  // Vitest may load this file more than once per process: probe and report once.
  const memo = globalThis as { __iwlPostgresProbe?: Promise<string | null>; __iwlPostgresReported?: boolean };
  const unavailable = await (memo.__iwlPostgresProbe ??= postgresUnavailable());
  if (unavailable && !memo.__iwlPostgresReported) console.log(`[postgres] skipped, integration tests ran on SQLite only: ${unavailable}`);
  memo.__iwlPostgresReported = true;
  return {
    resolve: { tsconfigPaths: true },
    test: {
      projects: [
        {
          extends: true,
          test: {
            ...shared,
            name: "sqlite",
            include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
            exclude: ["tests/integration/postgres-*.test.ts"],
            globalSetup: ["tests/setup/global-setup.ts"],
          },
        },
        ...(unavailable
          ? []
          : [
              {
                extends: true as const,
                test: {
                  ...shared,
                  name: "postgres",
                  include: ["tests/integration/**/*.test.ts"],
                  exclude: SQLITE_ONLY,
                  env: { TEST_DATABASE: "postgres" },
                  globalSetup: ["tests/setup/global-setup-postgres.ts"],
                },
              },
            ]),
      ],
    },
  };
});
