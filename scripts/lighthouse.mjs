// Lighthouse (mobile) on the pages issue 13 sets quality floors for: the public leaderboard, the league home, a player
// page and the result form. Starts the built app on a throw-away database seeded with the demo league
// (scripts/e2e-server.mjs), signs the demo organiser in for the member pages, runs Lighthouse in Debian's Chromium and
// prints one line per page. Floors: performance ≥ 95, accessibility 100, best practices 100; exits 1 when one is missed.
//   npm run build && npm run lighthouse [-- --port 3900] [-- --json report.json]
// Lighthouse's performance score depends on the machine: run it alone, not while other builds or tests use the CPU.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i === -1 ? fallback : args[i + 1];
};
const port = option("--port", "3900");
const jsonOut = option("--json", undefined);
const base = `http://127.0.0.1:${port}`;
const floors = { performance: 95, accessibility: 100, "best-practices": 100 };
const DEMO = { email: "organizzatore@demo.risiko", password: "demo-organiser" };

if (!fs.existsSync(path.join(root, ".next", "BUILD_ID"))) {
  console.error("lighthouse: no build found; run `npm run build` first");
  process.exit(1);
}

const server = spawn(process.execPath, ["scripts/e2e-server.mjs", port], {
  cwd: root,
  env: { ...process.env, E2E_DATABASE: "", PAGE_CACHE_SECONDS: "5" },
  stdio: ["ignore", "pipe", "inherit"],
});
let chrome;
const stop = async () => {
  server.kill("SIGTERM");
  await chrome?.kill();
};
process.on("SIGINT", () => stop().then(() => process.exit(130)));
// a crash outside the try (e.g. Chromium failing to spawn) must not leave the server holding the port
process.on("exit", () => server.kill("SIGTERM"));

try {
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the server did not start within 120 s")), 120_000);
    server.stdout.on("data", (chunk) => {
      if (String(chunk).includes("Ready on")) {
        clearTimeout(timer);
        resolve();
      }
    });
    server.on("exit", (code) => reject(new Error(`the server exited (${code})`)));
  });

  // Ids of the demo data: the active season, a player and a finished game of it (its result form is the correction form).
  const db = new Database(path.join(root, "data", `e2e-${port}.db`), { readonly: true });
  const season = db
    .prepare(
      "SELECT s.id, s.edition FROM Season s JOIN League l ON l.id = s.leagueId WHERE l.slug = 'italy-war' AND s.status = 'active'",
    )
    .get();
  const player = db
    .prepare(
      "SELECT p.id FROM Player p JOIN League l ON l.id = p.leagueId WHERE l.slug = 'italy-war' ORDER BY p.displayName LIMIT 1",
    )
    .get();
  const game = db.prepare("SELECT id FROM Game WHERE seasonId = ? ORDER BY sequence LIMIT 1").get(season.id);
  db.close();

  const cookie = await signIn();
  const pages = [
    { name: "public leaderboard", url: `${base}/l/italy-war/seasons/${season.edition}`, cookie: undefined },
    { name: "league home", url: `${base}/l/italy-war`, cookie },
    { name: "player page", url: `${base}/l/italy-war/players/${player.id}`, cookie },
    { name: "result form", url: `${base}/l/italy-war/games/${game.id}/result`, cookie },
  ];

  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  const results = [];
  for (const page of pages) {
    // one warm-up load so the page cache and Next's route caches are what a returning member meets
    await fetch(page.url, { headers: page.cookie ? { cookie: page.cookie } : {} });
    const run = await lighthouse(page.url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: Object.keys(floors),
      extraHeaders: page.cookie ? { Cookie: page.cookie } : undefined,
    });
    const scores = Object.fromEntries(
      Object.keys(floors).map((k) => [k, Math.round((run.lhr.categories[k]?.score ?? 0) * 100)]),
    );
    const failing = Object.entries(run.lhr.audits)
      .filter(([, a]) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
      .map(([id]) => id);
    const metric = (id) => run.lhr.audits[id]?.numericValue ?? NaN;
    const metrics = {
      fcpMs: Math.round(metric("first-contentful-paint")),
      lcpMs: Math.round(metric("largest-contentful-paint")),
      tbtMs: Math.round(metric("total-blocking-time")),
      cls: Number(metric("cumulative-layout-shift").toFixed(3)),
    };
    // where the main thread went, for the report: the scripts with the most CPU time, and the long tasks
    const items = (id) => run.lhr.audits[id]?.details?.items ?? [];
    const bootup = items("bootup-time")
      .slice(0, 5)
      .map((i) => ({ url: i.url, totalMs: Math.round(i.total), scriptingMs: Math.round(i.scripting) }));
    const longTasks = items("long-tasks").map((i) => ({
      url: i.url,
      startMs: Math.round(i.startTime),
      durationMs: Math.round(i.duration),
    }));
    results.push({ page: page.name, url: page.url, ...scores, ...metrics, failingAudits: failing, bootup, longTasks });
    console.log(
      `${page.name.padEnd(20)} performance ${String(scores.performance).padStart(3)}  accessibility ${String(scores.accessibility).padStart(3)}  best practices ${String(scores["best-practices"]).padStart(3)}` +
        `  (FCP ${metrics.fcpMs} ms, LCP ${metrics.lcpMs} ms, TBT ${metrics.tbtMs} ms, CLS ${metrics.cls})` +
        (failing.length ? `  [failing: ${failing.join(", ")}]` : ""),
    );
  }
  if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify(results, null, 2));
  const missed = results.flatMap((r) =>
    Object.entries(floors)
      .filter(([k, floor]) => r[k] < floor)
      .map(([k, floor]) => `${r.page}: ${k} ${r[k]} < ${floor}`),
  );
  await stop();
  if (missed.length) {
    console.error(`lighthouse: below the floors:\n  ${missed.join("\n  ")}`);
    process.exit(1);
  }
  console.log("lighthouse: every page meets the floors");
  process.exit(0);
} catch (error) {
  console.error("lighthouse:", error instanceof Error ? error.message : error);
  await stop();
  process.exit(1);
}

/** The demo organiser's session cookie, through next-auth's own credentials sign-in (CSRF token first). */
async function signIn() {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = await csrf.json();
  const jar = csrf.headers.getSetCookie().map((c) => c.split(";")[0]);
  const res = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: jar.join("; "), origin: base },
    body: new URLSearchParams({
      csrfToken,
      email: DEMO.email,
      password: DEMO.password,
      callbackUrl: base,
      json: "true",
    }),
  });
  const session = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.includes("session-token"));
  if (!session) throw new Error(`sign-in failed (HTTP ${res.status})`);
  return session;
}
