// Load test of a federation (issue 14 point 6; docs/performance.md "Federation load test"). Loopback only, bounded:
// 1. a fresh PostgreSQL database (TEST_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres, "off" skips),
//    migrated like `npm start` does (scripts/migrate.mjs);
// 2. the federation written with set-based SQL by bench/federation-data.ts (500 leagues × 40 players × 200 finished
//    RisiKo! games = 20,000 players and 100,000 games, plus planned games for the recorder), checked through the app's
//    own standings query;
// 3. the built app (dist/runtime/serve.mjs, as `npm start`) on 127.0.0.1, members signed in through next-auth's credentials
//    flow, then for a fixed time: N members browsing their own league's pages in a closed loop (no think time) while a
//    recorder saves R results per second through the real server action (Next-Action header, id from the build's
//    server-reference manifest), as the result form does. Reports throughput, p50/p95/p99 per page kind, saves/s,
//    errors (any non-2xx/3xx answer, network error, refused save or redirect to sign-in; 0 expected, else exit 1) and
//    the database size. The server is stopped and the database dropped at the end (--keep keeps the database).
// Needs `npm run build` first. Not part of `npm run bench` (minutes long): `npm run bench:federation [-- --quick]`.
// Flags: --quick (20 leagues, 10 members, 15 s: under 2 minutes), --leagues N, --duration S (load phase, default 60), --members N (50),
// --rate R (results per second, 10), --port P (3700, or BENCH_PORT), --keep, --timeout S (whole run, default 1200),
// --request-timeout S (a page or save that receives nothing for S seconds is an error, default 120), --reuse (load again a database
// that a --keep run left, without generating it; implies --keep).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { migrateUrl } from "../scripts/migrate.mjs";
import { risikoResult } from "../scripts/risiko-result.mjs";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(args[i + 1]);
};
const quick = args.includes("--quick");
const reuse = args.includes("--reuse");
const keep = args.includes("--keep") || reuse;
const leagues = flag("leagues", quick ? 20 : 500);
const duration = flag("duration", quick ? 15 : 60);
const members = flag("members", quick ? 10 : 50);
const rate = flag("rate", 10);
const port = flag("port", Number(process.env.BENCH_PORT ?? 3700));
const timeout = flag("timeout", 1200);
// a request that receives nothing for this long (socket idle, as a browser's timeout) counts as an error
const requestTimeout = flag("request-timeout", 120);
const distDir = process.env.NEXT_DIST_DIR ?? ".next";
const PLAYERS_PER_LEAGUE = 40;
const GAMES_PER_LEAGUE = 200;
const PASSWORD = "federation-bench";
const origin = `http://127.0.0.1:${port}`;
for (const [name, value] of Object.entries({
  leagues,
  duration,
  members,
  rate,
  port,
  timeout,
  "request-timeout": requestTimeout,
})) {
  if (!Number.isFinite(value) || value < 0 || (name === "leagues" && value < 1)) {
    console.error(`[federation] --${name} needs a number (got ${value})`);
    process.exit(2);
  }
}

const adminUrl = process.env.TEST_POSTGRES_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const dbName = `iwl_bench_federation_${port}`;
const databaseUrl = URL.canParse(adminUrl)
  ? Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString()
  : "";
const redact = (u) => u.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@");
const log = (line) => console.log(`[federation] ${line}`);

// ---------- cleanup: the server is stopped and the database dropped however the run ends ----------
/** @type {import("node:child_process").ChildProcess | null} */
let server = null;
let serverExited = null;
/** @type {import("node:child_process").ChildProcess | null} */
let generator = null;
let databaseCreated = false;
let stopping = null;
/** Once, whoever asks first (end of run, signal, watchdog): generator and server stopped, then the database dropped. */
function cleanup() {
  stopping ??= (async () => {
    if (generator?.exitCode === null) generator.kill("SIGKILL");
    const s = server;
    if (s && s.exitCode === null) {
      s.kill("SIGTERM");
      await Promise.race([serverExited, new Promise((r) => setTimeout(r, 6000))]);
      if (s.exitCode === null) s.kill("SIGKILL");
    }
    if (databaseCreated && !keep) {
      await admin((c) => c.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`)).catch(() => {});
      fs.rmSync(path.join(os.tmpdir(), `${dbName}-plan.json`), { force: true });
    }
  })();
  return stopping;
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    log(`${signal}: stopping`);
    cleanup().finally(() => process.exit(130));
  });
}
// while stopping, requests and connections cut short by the cleanup fail: that is expected, not a crash to report
process.on("uncaughtException", (e) => {
  if (stopping) return;
  console.error(e);
  cleanup().finally(() => process.exit(1));
});
process.on("exit", () => {
  server?.kill("SIGKILL");
  generator?.kill("SIGKILL");
});
const watchdog = setTimeout(() => {
  console.error(`[federation] FAIL: the whole run exceeded --timeout ${timeout} s`);
  cleanup().finally(() => process.exit(1));
}, timeout * 1000);
watchdog.unref();

async function admin(fn) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  client.on("error", () => {}); // a dropped connection surfaces as the query's own rejection
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

// ---------- HTTP: keep-alive client with a cookie jar per session ----------
const agent = new http.Agent({ keepAlive: true }); // no socket limit: every phone has its own connection;
/** @returns {Promise<{ status: number, headers: http.IncomingHttpHeaders, body: string, bytes: number }>} */
function request(method, urlPath, { headers = {}, body, keepBody = false } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: urlPath, method, agent, headers }, (res) => {
      const chunks = [];
      let bytes = 0;
      res.on("data", (c) => {
        bytes += c.length;
        if (keepBody) chunks.push(c);
      });
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: keepBody ? Buffer.concat(chunks).toString("utf8") : "",
          bytes,
        }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.setTimeout(requestTimeout * 1000, () => req.destroy(new Error(`nothing received for ${requestTimeout} s`)));
    req.end(body);
  });
}
class Session {
  cookies = new Map();
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  take(res) {
    for (const line of [res.headers["set-cookie"] ?? []].flat()) {
      const [pair] = line.split(";");
      const eq = pair.indexOf("=");
      this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  }
  async send(method, urlPath, options = {}) {
    const res = await request(method, urlPath, { ...options, headers: { cookie: this.header(), ...options.headers } });
    this.take(res);
    return res;
  }
  /** next-auth's credentials flow, as signIn("credentials", { redirect: false }) does in the login form. */
  async signIn(email) {
    const csrf = await this.send("GET", "/api/auth/csrf", { keepBody: true });
    const { csrfToken } = JSON.parse(csrf.body);
    const form = new URLSearchParams({
      email,
      password: PASSWORD,
      csrfToken,
      callbackUrl: `${origin}/`,
      json: "true",
    }).toString();
    const res = await this.send("POST", "/api/auth/callback/credentials", {
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-auth-return-redirect": "1",
        "content-length": Buffer.byteLength(form),
      },
      body: form,
      keepBody: true,
    });
    if (![...this.cookies.keys()].some((k) => k.endsWith("next-auth.session-token")))
      throw new Error(`sign-in of ${email} failed: ${res.status} ${res.body.slice(0, 200)}`);
  }
}

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    if (server?.exitCode !== null) throw new Error("the server exited while starting");
    try {
      if ((await request("GET", "/login")).status === 200) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the server did not answer within 120 s");
}

/** n indexes spread evenly over 0..total-1 */
const spread = (n, total) => [
  ...new Set(Array.from({ length: Math.min(n, total) }, (_, i) => Math.floor((i * total) / Math.min(n, total)))),
];

async function generate(planFile) {
  const browseLeagues = spread(members, leagues);
  const options = {
    leagues,
    playersPerLeague: PLAYERS_PER_LEAGUE,
    gamesPerLeague: GAMES_PER_LEAGUE,
    browseLeagues,
    membersPerLeague: Math.ceil(members / browseLeagues.length),
    writeLeagues: browseLeagues,
    // enough planned games for the whole load phase, with room to spare
    plannedPerLeague: Math.ceil((rate * duration * 1.5) / browseLeagues.length) + 2,
    password: PASSWORD,
  };
  const child = (generator = spawn(
    process.execPath,
    [
      "node_modules/tsx/dist/cli.mjs",
      "--conditions=react-server",
      "bench/federation-data.ts",
      JSON.stringify(options),
      planFile,
    ],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: "production" },
      stdio: "inherit",
    },
  ));
  const code = await new Promise((r) => child.on("exit", r));
  if (code !== 0) throw new Error("data generation failed");
  return JSON.parse(fs.readFileSync(planFile, "utf8"));
}

function actionId(exportedName) {
  const file = path.join(root, distDir, "server", "server-reference-manifest.json");
  const manifest = JSON.parse(fs.readFileSync(file, "utf8"));
  const entry = Object.entries(manifest.node).find(([, v]) => v.exportedName === exportedName);
  if (!entry) throw new Error(`no server action ${exportedName} in ${file}`);
  return entry[0];
}

// ---------- the load ----------
const KINDS = ["home", "leaderboard", "stats", "player", "games", "game"];
function pagePath(kind, m, i) {
  const base = `/l/${m.slug}`;
  switch (kind) {
    case "home":
      return base;
    case "leaderboard":
      return `${base}/seasons/${m.edition}/members`; // members-only season: the per-request leaderboard
    case "stats":
      return `${base}/seasons/${m.edition}/stats`;
    case "player":
      return `${base}/players/${m.playerIds[i % m.playerIds.length]}`;
    case "games":
      return `${base}/seasons/${m.edition}/games`;
    case "game":
      return `${base}/games/${m.gameIds[i % m.gameIds.length]}`;
  }
}

/** A result as the result form sends it: each seat an objective of the catalogue and some of its territories held. */
function resultOf(game, n) {
  let seed = n * 7919 + 17;
  // 32-bit LCG (Math.imul keeps every bit; a plain product lost the low bits past 2^53 and rnd(2) was always 0)
  const rnd = (k) => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 8) % k;
  const objectives = [...game.objectives].sort(() => rnd(3) - 1).slice(0, game.seats.length);
  const eliminated = rnd(3) === 0 ? rnd(game.seats.length) : -1;
  const killer = game.seats[(eliminated + 1) % game.seats.length];
  // as the rules have it (issue 21): a territory held by one seat only, and never a whole objective (a game that ended
  // on time has no completer)
  const taken = new Set();
  const held = (ids) => {
    const mine = ids.filter((t) => !taken.has(t) && rnd(2) === 0).slice(0, ids.length - 1);
    for (const t of mine) taken.add(t);
    return mine;
  };
  return risikoResult({
    slug: game.slug,
    gameId: game.gameId,
    version: 0,
    durationMinutes: 120 + rnd(60),
    seats: game.seats.map((s, i) => ({
      playerId: s.playerId,
      seatOrder: i + 1,
      objectiveId: objectives[i].id,
      held: i === eliminated ? [] : held(objectives[i].territoryIds),
      eliminatedOrder: i === eliminated ? 1 : null,
      eliminatedBy: i === eliminated ? killer.playerId : null,
      armies: i === eliminated ? null : 5 + rnd(40),
    })),
  });
}

const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : NaN);
const summary = (lat) => {
  const s = [...lat].sort((a, b) => a - b);
  return { n: s.length, p50: pct(s, 0.5), p95: pct(s, 0.95), p99: pct(s, 0.99) };
};

async function load(plan, sessions, recorder, recordAction) {
  const latencies = Object.fromEntries([...KINDS, "save"].map((k) => [k, []]));
  const bytes = Object.fromEntries(KINDS.map((k) => [k, 0]));
  const errors = [];
  let saves = 0;
  const fail = (what) => errors.length < 1000 && errors.push(what);
  const start = performance.now();
  const end = start + duration * 1000;

  const browse = async (m, session, offset) => {
    for (let i = 0; performance.now() < end; i++) {
      const kind = KINDS[(i + offset) % KINDS.length]; // members start on different pages, then go round all six
      const url = pagePath(kind, m, i);
      const t0 = performance.now();
      try {
        const res = await session.send("GET", url);
        latencies[kind].push(performance.now() - t0);
        bytes[kind] += res.bytes;
        if (res.status >= 400 || (res.status >= 300 && String(res.headers.location ?? "").includes("/login")))
          fail(`${res.status} GET ${url}`);
      } catch (e) {
        latencies[kind].push(performance.now() - t0);
        fail(`${e.message} GET ${url}`);
      }
    }
  };

  // open loop: one save every 1000/rate ms whatever the previous ones are doing, as independent phones would
  const queue = [...plan.planned];
  const inFlight = new Set();
  const save = async (game, n) => {
    const body = JSON.stringify([resultOf(game, n)]);
    const t0 = performance.now();
    try {
      const res = await recorder.send("POST", `/l/${game.slug}/games/${game.gameId}/result`, {
        headers: {
          "next-action": recordAction,
          "content-type": "text/plain;charset=UTF-8",
          accept: "text/x-component",
          origin,
          "content-length": Buffer.byteLength(body),
        },
        body,
        keepBody: true,
      });
      latencies.save.push(performance.now() - t0);
      if (res.status !== 200 || !res.body.includes('"ok":true'))
        fail(`save ${game.gameId}: ${res.status} ${res.body.slice(-200)}`);
      else saves++;
    } catch (e) {
      latencies.save.push(performance.now() - t0);
      fail(`save ${game.gameId}: ${e.message}`);
    }
  };
  const recorderLoop = async () => {
    for (let n = 0; rate > 0; n++) {
      const due = start + (n * 1000) / rate;
      if (due >= end) break;
      await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
      const game = queue.shift();
      if (!game) {
        fail("the planned games ran out");
        break;
      }
      const p = save(game, n).finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
  };

  // the load phase ends at `end`; requests still running then are waited for and counted (the drain)
  let lastSave = start;
  const recorderDone = recorderLoop().then(async () => {
    await Promise.all(inFlight);
    lastSave = performance.now();
  });
  await Promise.all([...plan.members.map((m, i) => browse(m, sessions[i], i)), recorderDone]);
  const seconds = (performance.now() - start) / 1000;
  return {
    latencies,
    bytes,
    errors,
    saves,
    issued: Math.ceil(duration * rate),
    seconds,
    saveSeconds: (lastSave - start) / 1000,
  };
}

// ---------- main ----------
async function main() {
  try {
    if (adminUrl === "off") throw new Error("TEST_POSTGRES_URL=off");
    if (!databaseUrl) throw new Error("not a URL");
    await admin((c) => c.query("SELECT 1"));
  } catch (e) {
    console.log(`PostgreSQL not reachable: skipped (${redact(adminUrl)}: ${e instanceof Error ? e.message : e})`);
    return;
  }
  if (!fs.existsSync(path.join(root, distDir, "BUILD_ID")))
    throw new Error(`no build in ${distDir}: run npm run build first`);
  const recordAction = actionId("recordResult");
  const tRun = performance.now();
  log(
    `${quick ? "quick" : "full"} run: ${leagues} leagues, ${members} members browsing for ${duration} s while ${rate} results/s are saved; ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );

  const planFile = path.join(os.tmpdir(), `${dbName}-plan.json`);
  const tGen = performance.now();
  let plan;
  if (
    reuse &&
    fs.existsSync(planFile) &&
    (await admin((c) => c.query("SELECT 1 FROM pg_database WHERE datname = $1", [dbName]))).rowCount
  ) {
    // a database kept by an earlier --keep run: its planned games that are still planned, its members
    plan = JSON.parse(fs.readFileSync(planFile, "utf8"));
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const open = new Set((await db.query(`SELECT "id" FROM "Game" WHERE "status" = 'planned'`)).rows.map((r) => r.id));
    await db.end();
    plan.planned = plan.planned.filter((g) => open.has(g.gameId));
    plan.members = plan.members.slice(0, members);
    log(`--reuse: database ${dbName} as an earlier run left it, ${plan.planned.length} planned games left`);
  } else {
    await admin((c) => c.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`));
    databaseCreated = true;
    await migrateUrl(databaseUrl);
    plan = await generate(planFile);
  }
  databaseCreated = true;
  const generation = (performance.now() - tGen) / 1000;

  // Pages Next kept on disk for an earlier run's database (other ids) would be served once as stale.
  fs.rmSync(path.join(root, distDir, "server", "route-cache"), { recursive: true, force: true });
  const serverLog = [];
  server = spawn(process.execPath, ["dist/runtime/serve.mjs", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      NEXTAUTH_URL: origin,
      NEXTAUTH_SECRET: randomBytes(32).toString("hex"),
      NODE_ENV: "production",
      NEXT_DIST_DIR: distDir,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  serverExited = new Promise((r) => server.on("exit", r));
  for (const stream of [server.stdout, server.stderr])
    stream.on("data", (d) => serverLog.push(...String(d).split("\n").filter(Boolean)));
  const tStart = performance.now();
  await waitForServer();
  log(`server ready on ${origin} in ${((performance.now() - tStart) / 1000).toFixed(1)} s`);

  // sign in: every member and the recorder, through next-auth's credentials flow
  const tSign = performance.now();
  const sessions = plan.members.map(() => new Session());
  const recorder = new Session();
  const signIns = [
    ...plan.members.map((m, i) => () => sessions[i].signIn(m.email)),
    () => recorder.signIn(plan.recorder.email),
  ];
  // one after the other, as members arriving: on a starved CPU, parallel sign-ins made the login throttle's transaction
  // miss Prisma's default 2 s maxWait (decision 0030)
  for (const job of signIns) await job();
  log(
    `${sessions.length + 1} sessions signed in through /api/auth/callback/credentials in ${((performance.now() - tSign) / 1000).toFixed(1)} s`,
  );

  // warm-up, and the pages checked: each member's six pages answer 200; their league's players, not another's, are listed
  const warm = [];
  const tWarm = performance.now();
  const checks = plan.members.length
    ? [...KINDS.map((kind) => [0, kind]), ...plan.members.slice(1).map((_, i) => [i + 1, "leaderboard"])]
    : [];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let c = checks.shift(); c; c = checks.shift()) {
        const [i, kind] = c;
        const m = plan.members[i];
        const res = await sessions[i].send("GET", pagePath(kind, m, i), { keepBody: true });
        if (res.status !== 200) warm.push(`${res.status} ${kind} ${pagePath(kind, m, i)}`);
        else if (kind === "leaderboard" && !m.playerNames.some((n) => res.body.includes(`>${n}<`)))
          warm.push(`leaderboard of ${m.slug} lists none of its players`);
        else if (
          kind === "leaderboard" &&
          new RegExp(`>Giocatore (?!${Number(m.slug.slice(-4))}-)\\d+-\\d+<`).test(res.body)
        )
          warm.push(`leaderboard of ${m.slug} lists another league's player`);
      }
    }),
  );
  if (warm.length) throw new Error(`pages before the load: ${warm.slice(0, 5).join("; ")}`);
  log(
    `warm-up in ${((performance.now() - tWarm) / 1000).toFixed(1)} s: the six member pages of one member, then every member's leaderboard, answered 200; each leaderboard lists its own league's players and no other's`,
  );

  const before = new pg.Client({ connectionString: databaseUrl });
  await before.connect();
  const recordedBefore = (
    await before.query(`SELECT count(*)::int AS n FROM "AuditEvent" WHERE "action" = 'game.result.record'`)
  ).rows[0].n;
  await before.end();
  const result = await load(plan, sessions, recorder, recordAction);

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const stored = await db.query(`SELECT
    (SELECT count(*)::int FROM "League") AS leagues, (SELECT count(*)::int FROM "Player") AS players,
    (SELECT count(*)::int FROM "Game" WHERE "status" = 'finished') AS finished, (SELECT count(*)::int FROM "Game") AS games,
    (SELECT count(*)::int FROM "Seat") AS seats, (SELECT count(*)::int FROM "SeatTerritory") AS held, (SELECT count(*)::int FROM "User") AS users,
    (SELECT count(*)::int FROM "AuditEvent" WHERE "action" = 'game.result.record') AS recorded,
    pg_database_size(current_database())::bigint AS bytes`);
  await db.end();
  const s = stored.rows[0];
  const unexpected = serverLog.filter((l) => /\[action\] unexpected|Error|error/.test(l));
  if (process.env.BENCH_SERVER_LOG) fs.writeFileSync(process.env.BENCH_SERVER_LOG, serverLog.join("\n"));

  // ---------- report ----------
  const pages = KINDS.flatMap((k) => result.latencies[k]);
  const row = (name, lat) => {
    const x = summary(lat);
    const size = name in result.bytes ? `  ${(result.bytes[name] / Math.max(1, x.n) / 1024).toFixed(0)} kB avg` : "";
    return `  ${name.padEnd(12)} ${String(x.n).padStart(6)} req ${(x.n / result.seconds).toFixed(2).padStart(7)} req/s  p50 ${x.p50.toFixed(0).padStart(6)} ms  p95 ${x.p95.toFixed(0).padStart(6)} ms  p99 ${x.p99.toFixed(0).padStart(6)} ms${size}`;
  };
  console.log("");
  log(
    `data: ${s.leagues} leagues, ${s.players} players, ${s.finished} finished games of ${s.games} (${s.seats} seats, ${s.held} held territories), ${s.users} accounts; ${reuse ? "reused" : "generated"} in ${generation.toFixed(1)} s`,
  );
  log(
    `load: ${plan.members.length} members browsing (closed loop, no think time) + 1 recorder issuing ${rate} saves/s for ${duration} s; ${result.seconds.toFixed(1)} s with the drain (requests still running at the end, waited for); load average after ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
  for (const k of KINDS) console.log(row(k, result.latencies[k]));
  console.log(row("all pages", pages));
  console.log(row("result save", result.latencies.save));
  const achieved = result.saves / result.saveSeconds;
  log(
    `result saves: ${result.issued} issued at ${rate}/s, ${result.saves} answered ok, the last answer ${result.saveSeconds.toFixed(1)} s after the start: ${achieved.toFixed(2)} saves/s achieved (${achieved >= rate * 0.95 ? "target met" : `target ${rate}/s NOT met`}); recorded by the server (audit trail): ${s.recorded - recordedBefore}`,
  );
  log(
    `errors: ${result.errors.length}${result.errors.length ? ` (first: ${result.errors.slice(0, 5).join(" | ")})` : ""}; server log lines with an error: ${unexpected.length}`,
  );
  log(`database size: ${(Number(s.bytes) / 1024 / 1024).toFixed(0)} MB (pg_database_size of ${dbName})`);
  const failures = [];
  if (result.errors.length) failures.push(`${result.errors.length} errors`);
  if (unexpected.length) failures.push(`server logged errors: ${unexpected.slice(0, 3).join(" | ")}`);
  if (s.recorded - recordedBefore !== result.saves)
    failures.push(`${result.saves} saves answered ok but ${s.recorded - recordedBefore} recorded`);
  log(`whole run ${((performance.now() - tRun) / 1000).toFixed(0)} s`);
  if (failures.length) {
    console.log(`FAIL: ${failures.join("; ")}`);
    process.exitCode = 1;
  } else console.log("PASS (0 errors)");
}

main()
  .catch((e) => {
    if (stopping) return; // a signal or the watchdog ended the run, and said so
    console.error(`[federation] FAIL: ${e instanceof Error ? e.message : e}`);
    process.exitCode = 1;
  })
  .finally(async () => {
    agent.destroy();
    await cleanup();
    clearTimeout(watchdog);
  });
