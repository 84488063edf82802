import { defineConfig, devices } from "@playwright/test";

// Ports: E2E_PORT the demo on SQLite, +1 an empty SQLite database (first run), +100 the demo on PostgreSQL, +101/+102
// the two instances of tests/e2e/postgres/instances.spec.ts.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const POSTGRES_PORT = PORT + 100;
// TEST_POSTGRES_URL=off leaves the PostgreSQL project out on purpose; otherwise its server must start (decision 0054)
const POSTGRES = (process.env.TEST_POSTGRES_URL || "") !== "off";
// Each spec writes in a league of its own (tests/e2e/support/spec-league.ts, decision 0058): files run side by side,
// one per worker; the machine's two cores.
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
const BUILD = process.env.NEXT_DIST_DIR ?? ".next";

/**
 * The journeys that write through the real server, run on PostgreSQL (docs/testing.md "End-to-end"): the database's
 * dialect, locks and versions are under them. Each runs once: on PostgreSQL when it is there, else on SQLite with the
 * rest. The two-instance checks live in tests/e2e/postgres/.
 */
export const POSTGRES_JOURNEYS = [
  "results",
  "club-night",
  "war-games",
  "dealt-night",
  "joining",
  "schedule",
  "fair-tables",
  "history-import",
];

const server = (port: number, args = "", env: Record<string, string> = {}) => ({
  command: `node scripts/e2e-server.mjs ${port}${args}`,
  url: `http://127.0.0.1:${port}/login`,
  timeout: 180_000,
  reuseExistingServer: false,
  stdout: "pipe" as const,
  env,
});

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false, // a file's tests run in order, in one worker
  workers: WORKERS,
  // A test that needs a retry to pass is fixed, not retried (docs/testing.md).
  retries: 0,
  timeout: 120_000, // a journey on a busy 2-core machine; expectations keep their own 10 s
  expect: { timeout: 10_000 },
  // no password, session or link token in the servers' output (tests/e2e/support/log-secrets.ts), every server's
  globalTeardown: "./tests/e2e/support/global-teardown.ts",
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    trace: "retain-on-failure",
    // No service worker unless a spec reads the phone's offline copies (test.use / phone(…, { serviceWorker: true })):
    // installing one precaches some sixty files per browser context.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell", // scripts/ensure-chromium.mjs
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-sync",
        "--disable-quic",
      ],
    },
  },
  projects: [
    {
      // Answers over HTTP only (the `request` fixture): Playwright starts no browser for these files.
      name: "http",
      testMatch: "http/**/*.spec.ts",
      use: { baseURL: `http://127.0.0.1:${PORT}` },
    },
    {
      // A person on a phone, on SQLite.
      name: "phone",
      testIgnore: ["http/**", "postgres/**", ...(POSTGRES ? POSTGRES_JOURNEYS.map((s) => `${s}.spec.ts`) : [])],
      use: {
        ...devices["Pixel 7"],
        viewport: { width: 360, height: 780 },
        defaultBrowserType: "chromium",
        baseURL: `http://127.0.0.1:${PORT}`,
      },
    },
    ...(POSTGRES
      ? [
          {
            // The journeys that write through the real server, on PostgreSQL, and the two-instance checks.
            name: "postgres",
            testMatch: [...POSTGRES_JOURNEYS.map((s) => `${s}.spec.ts`), "postgres/**/*.spec.ts"],
            metadata: { database: "postgres" },
            use: {
              ...devices["Pixel 7"],
              viewport: { width: 360, height: 780 },
              defaultBrowserType: "chromium" as const,
              baseURL: `http://127.0.0.1:${POSTGRES_PORT}`,
            },
          },
        ]
      : []),
  ],
  webServer: [
    // A fresh database with the demo league, then the production build (npm run build runs first).
    server(PORT),
    // An empty database: a new club's first run (tests/e2e/first-run.spec.ts).
    server(PORT + 1, " --empty"),
    // The demo on a fresh PostgreSQL database, serving a copy of the build (scripts/e2e-server.mjs --own-build).
    ...(POSTGRES
      ? [
          server(POSTGRES_PORT, ` --specs=${POSTGRES_JOURNEYS.join(",")} --own-build=${BUILD}-postgres`, {
            E2E_DATABASE: "postgres",
          }),
        ]
      : []),
  ],
});
