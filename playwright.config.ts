import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
// Each spec writes in a league of its own (tests/e2e/support/spec-league.ts, decision 0058): files run side by side.
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false, // a file's tests run in order, in one worker
  workers: WORKERS,
  retries: 1, // a real failure fails twice; a cold server on a loaded 2-core machine may miss one 5-second wait
  timeout: 60_000,
  // the two halves run at once (scripts/e2e-suites.mjs): a page waited for may take longer than Playwright's 5 s
  expect: { timeout: 10_000 },
  // no password, session or link token in the servers' output (tests/e2e/support/log-secrets.ts)
  globalTeardown: "./tests/e2e/support/global-teardown.ts",
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
      name: "phone",
      use: { ...devices["Pixel 7"], viewport: { width: 360, height: 780 }, defaultBrowserType: "chromium" },
    },
  ],
  webServer: [
    {
      // A fresh database with the demo league, then the production build (npm run build runs first).
      command: `node scripts/e2e-server.mjs ${PORT}`,
      url: `http://127.0.0.1:${PORT}/login`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "pipe",
    },
    {
      // An empty database: a new club's first run (tests/e2e/first-run.spec.ts).
      command: `node scripts/e2e-server.mjs ${PORT + 1} --empty`,
      url: `http://127.0.0.1:${PORT + 1}/login`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "pipe",
    },
  ],
});
