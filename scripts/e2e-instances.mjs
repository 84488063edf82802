// Two app instances on one PostgreSQL behave as one app (issue 14 §4, docs/decisions/0028-several-instances.md).
// Starts two `dist/runtime/serve.mjs` processes (ports E2E_PORT+1 and E2E_PORT+2; E2E_PORT defaults to 3100) on one fresh
// database with the demo league, pages kept 60 s in each page cache (so expiry cannot explain freshness), and proves
// over HTTP, as a browser would send it:
//   1. a session signed in on A works on B (same NEXTAUTH_SECRET, nothing kept per process);
//   2. sign-in throttling is counted in the database: failures split over A and B lock the account;
//   3. a game dealt on A and B at the same moment is dealt once;
//   4. a result saved on A is on B's leaderboard at the next request, both in B's page cache (HTML) and in Next's
//      own cache (the RSC payload, which bypasses the page cache);
//   5. the same result submitted to A and B at the same moment is stored once;
//   6. B restarted after a write on A serves the written leaderboard at once (HTML and RSC), with no cache folder
//      removed: what Next kept on disk carries no data versions this process knows (decision 0055);
//   7. 120 writes on A, each followed at once by a read on B (HTML and RSC): every read shows its write:
//      no message passes between the instances, the data versions alone make it fresh (decisions 0055, 0071).
// Needs a build (npm run build; NEXT_DIST_DIR, default .next). Run inside the Playwright run by
// tests/e2e/postgres/instances.spec.ts (E2E_PORT = the PostgreSQL server's port, so its instances take the two ports
// above it, and a copy of the build of their own); each instance's output also goes to data/e2e-<port>.log, checked
// for secrets after the run (tests/e2e/support/global-teardown.ts). Without a PostgreSQL server at TEST_POSTGRES_URL
// (default postgres://postgres@127.0.0.1:5432/postgres) it fails; "off" skips it on purpose (scripts/test-postgres.mjs,
// decision 0054).
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { risikoResult } from "./risiko-result.mjs";
import { requirePostgres } from "./test-postgres.mjs";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const base = Number(process.env.E2E_PORT ?? 3100);
const ports = [base + 1, base + 2];
const slug = "italy-war";
const organiser = { email: "organizzatore@demo.risiko", password: "demo-organiser" };

// ---- PostgreSQL reachable? (else fail; TEST_POSTGRES_URL=off skips on purpose) ----
const adminUrl = await requirePostgres("e2e:instances", "several instances need PostgreSQL");

// ---- one fresh database, two servers ----
const dbName = `iwl_instances_${base}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
await admin.end();
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${dbName}`;
const env = {
  ...process.env,
  DATABASE_URL: dbUrl.toString(),
  NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "e2e-secret-e2e-secret-e2e-secret-00000000",
  NODE_ENV: "production",
  PAGE_CACHE_SECONDS: "60",
  PASSWORD_HASH_COST: process.env.PASSWORD_HASH_COST ?? "4", // as scripts/e2e-server.mjs
  NEXTAUTH_URL: `http://127.0.0.1:${ports[0]}`,
};
const run = (args) => {
  const r = spawnSync(process.execPath, args, { cwd: root, env, stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
run(["scripts/migrate.mjs"]);
run(["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/seed-demo.ts"]);
// Pages Next kept on disk for an earlier run's database stay where they are: they carry no data versions this run
// knows, so they are rendered again before being served (decision 0055; checked below by restarting B).

fs.mkdirSync(path.join(root, "data"), { recursive: true });
for (const port of ports) fs.rmSync(path.join(root, "data", `e2e-${port}.log`), { force: true });
const startServer = (port) => {
  const server = spawn(process.execPath, ["dist/runtime/serve.mjs", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: root,
    env, // one public address for both, as behind a load balancer
    stdio: ["ignore", "pipe", "pipe"],
  });
  // appended: B's output before and after its restart
  const log = fs.createWriteStream(path.join(root, "data", `e2e-${port}.log`), { flags: "a" });
  server.stdout.on("data", (chunk) => (process.stdout.write(chunk), log.write(chunk)));
  server.stderr.on("data", (chunk) => (process.stderr.write(chunk), log.write(chunk)));
  return server;
};
const servers = ports.map(startServer);
const stopAll = () => servers.forEach((s) => s.exitCode === null && s.kill("SIGTERM"));
process.on("exit", stopAll);
process.on("SIGINT", () => process.exit(130));
process.on("SIGTERM", () => process.exit(143));

const [A, B] = ports.map((p) => `http://127.0.0.1:${p}`);
async function waitFor(url) {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${url}/login`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not start`);
}
await Promise.all([waitFor(A), waitFor(B)]);

const db = new pg.Client({ connectionString: dbUrl.toString() });
await db.connect();
const q = async (sql, ...params) => (await db.query(sql, params)).rows;

// ---- HTTP helpers ----
const cookiesOf = (res) => res.headers.getSetCookie().map((c) => c.split(";")[0]);

async function signIn(server, { email, password }) {
  const csrf = await fetch(`${server}/api/auth/csrf`);
  const { csrfToken } = await csrf.json();
  const res = await fetch(`${server}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      cookie: cookiesOf(csrf).join("; "),
      origin: server,
    },
    body: new URLSearchParams({ csrfToken, email, password, callbackUrl: `${server}/`, json: "true" }),
  });
  const session = cookiesOf(res).find((c) => c.startsWith("next-auth.session-token="));
  const location =
    res.headers.get("location") ?? (res.headers.get("content-type")?.includes("json") ? (await res.json()).url : "");
  return { cookie: session ?? null, error: new URL(location ?? "", server).searchParams.get("error") };
}

const manifest = JSON.parse(
  fs.readFileSync(
    path.join(root, process.env.NEXT_DIST_DIR ?? ".next", "server", "server-reference-manifest.json"),
    "utf8",
  ),
);
/** The action's id and a page that serves it, from the build. */
function action(file, name) {
  const entry = Object.entries(manifest.node).find(
    ([, v]) => v.filename === `src/server/actions/${file}.ts` && v.exportedName === name,
  );
  assert.ok(entry, `action ${file}:${name} not in the build`);
  const page = Object.keys(entry[1].workers)[0]
    .replace(/^app/, "")
    .replace(/\/page$/, "");
  return { id: entry[0], page };
}

/** Calls a server action over HTTP the way Next's client does: Next-Action header, the arguments as a JSON reply. */
async function callAction(server, cookie, { id, page }, params, arg) {
  const url = page.replace("[locale]", "it").replace(/\[(\w+)\]/g, (_m, k) => params[k]);
  const res = await fetch(`${server}${url}`, {
    method: "POST",
    headers: {
      "next-action": id,
      accept: "text/x-component",
      "content-type": "text/plain;charset=UTF-8",
      origin: server,
      cookie,
    },
    body: JSON.stringify([arg]),
  });
  const text = await res.text();
  const ok = /"ok":true/.test(text);
  const formError = text.match(/"formError":"([^"]+)"/)?.[1] ?? null;
  assert.ok(ok || formError, `no action answer from ${server}${url} (${res.status}): ${text.slice(0, 300)}`);
  return { ok, formError };
}

async function page(server, url, headers = {}) {
  const res = await fetch(`${server}${url}`, { headers });
  assert.equal(res.status, 200, `${server}${url}`);
  return { body: await res.text(), hit: res.headers.get("x-page-cache") === "HIT" };
}

/** "4 di 40 partite" in the season's header: the finished games. */
const finishedGames = (html) => Number(html.match(/(\d+) di \d+ partite/)?.[1] ?? NaN);
const table = (html) => html.match(/<table[\s\S]*?<\/table>/)?.[0] ?? "";

let failures = 0;
async function check(name, fn) {
  const started = Date.now();
  try {
    await fn();
    console.log(`  ✓ ${name} (${Date.now() - started} ms)`);
  } catch (e) {
    failures++;
    console.log(`  ✘ ${name}\n    ${e instanceof Error ? (e.stack ?? e.message) : e}`);
  }
}

// ---- the demo's current season and a new game to deal and record ----
const [season] = await q(
  `SELECT s."id", s."edition" FROM "Season" s JOIN "League" l ON l."id" = s."leagueId" WHERE l."slug" = $1 AND s."status" = 'active' ORDER BY s."edition" LIMIT 1`,
  slug,
);
const players = (
  await q(
    `SELECT p."id" FROM "Player" p JOIN "League" l ON l."id" = p."leagueId" WHERE l."slug" = $1 AND p."active" ORDER BY p."displayName" LIMIT 4`,
    slug,
  )
).map((p) => p.id);
const colors = ["blu", "rosso", "verde", "giallo"];
async function plannedGame(n) {
  const [{ next }] = await q(
    `SELECT COALESCE(MAX("sequence"), 0) + 1 AS "next" FROM "Game" WHERE "seasonId" = $1`,
    season.id,
  );
  const id = `instances-game-${n}`;
  await q(
    `INSERT INTO "Game" ("id", "seasonId", "sequence", "playedOn", "status", "version", "createdAt", "updatedAt") VALUES ($1, $2, $3, now(), 'planned', 0, now(), now())`,
    id,
    season.id,
    next,
  );
  for (const [i, playerId] of players.entries()) {
    await q(
      `INSERT INTO "Seat" ("id", "gameId", "playerId", "turnOrder", "armyColor", "revealLinksIssued", "objectiveCompleted") VALUES ($1, $2, $3, $4, $5, 0, false)`,
      `${id}-seat-${i}`,
      id,
      playerId,
      i + 1,
      colors[i],
    );
  }
  return id;
}
/** What the organiser types in after the game: each seat's objective (the cards are shown at the table) and what it held. */
async function resultOf(gameId) {
  const [game] = await q(`SELECT "version" FROM "Game" WHERE "id" = $1`, gameId);
  const seats = await q(
    `SELECT "id", "playerId", "turnOrder", "objectiveId" FROM "Seat" WHERE "gameId" = $1 ORDER BY "turnOrder"`,
    gameId,
  );
  // a territory is held by one player (decision 0039): each seat takes territories of its card nobody before it holds
  const held = [];
  const taken = new Set();
  for (const [i, s] of seats.entries()) {
    const card = (
      await q(
        `SELECT "territoryId" FROM "ObjectiveTerritory" WHERE "objectiveId" = $1 ORDER BY "value" DESC, "territoryId"`,
        s.objectiveId,
      )
    ).map((t) => t.territoryId);
    const mine = card.filter((t) => !taken.has(t)).slice(0, [4, 2, 1, 0][i] ?? 0);
    for (const t of mine) taken.add(t);
    held.push(mine);
  }
  return risikoResult({
    slug,
    gameId,
    version: game.version,
    durationMinutes: 90,
    seats: seats.map((s, i) => ({
      playerId: s.playerId,
      seatOrder: s.turnOrder,
      objectiveId: s.objectiveId,
      held: held[i],
    })),
  });
}

const deal = action("deal-objectives", "dealGameObjectives");
const record = action("record-result", "recordResult");
const board = `/l/${slug}/seasons/${season.edition}`;
console.log(`[e2e:instances] two instances (${A}, ${B}) on PostgreSQL database ${dbName}`);

let cookie = "";
await check("a session signed in on A works on B", async () => {
  const signed = await signIn(A, organiser);
  assert.ok(signed.cookie, `no session cookie from A (${signed.error})`);
  cookie = signed.cookie;
  const onB = await (await fetch(`${B}/api/auth/session`, { headers: { cookie } })).json();
  assert.equal(onB.user?.email, organiser.email);
  assert.equal(onB.user?.roles?.[slug], "organiser");
  const admin = await fetch(`${B}/l/${slug}/admin/members`, { headers: { cookie }, redirect: "manual" });
  assert.equal(admin.status, 200, "B serves the organiser's members page to A's session");
  assert.ok((await admin.text()).includes(organiser.email));
});

await check("sign-in failures on A and B count together (throttling in the database)", async () => {
  const [{ email }] = await q(
    `SELECT u."email" FROM "User" u JOIN "Membership" m ON m."userId" = u."id" WHERE m."role" = 'player' ORDER BY u."email" LIMIT 1`,
  );
  // 3 free failures per account and client, then a wait before the next (decision 0036): alternating, each instance
  // sees only 1 or 2 of them, so the 4th is told to wait only if both count in the database
  const answers = [];
  for (let i = 0; i < 4; i++) answers.push((await signIn(i % 2 ? B : A, { email, password: "wrong-password" })).error);
  assert.deepEqual(answers.slice(0, 3), Array(3).fill("CredentialsSignin"));
  assert.match(answers[3] ?? "", /^(Wait|Locked):\d+$/, "the 4th failure spread over A and B must be slowed down");
  const fifth = await signIn(A, { email, password: "demo-player" });
  assert.equal(fifth.cookie, null, "the right password during the wait must be refused, on either instance");
  assert.match(fifth.error ?? "", /^(Wait|Locked):\d+$/);
});

const dealt = await plannedGame(1);
await check("a game dealt on A and B at the same moment is dealt once", async () => {
  const answers = await Promise.all(
    [A, B].map((s) => callAction(s, cookie, deal, { slug, gameId: dealt }, { slug, gameId: dealt })),
  );
  assert.equal(answers.filter((r) => r.ok).length, 1, JSON.stringify(answers));
  assert.equal(answers.find((r) => !r.ok)?.formError, "alreadyDealt");
  const [game] = await q(`SELECT "status", "version" FROM "Game" WHERE "id" = $1`, dealt);
  assert.deepEqual(game, { status: "dealt", version: 1 });
  assert.equal(
    (await q(`SELECT COUNT(*)::int AS n FROM "AuditEvent" WHERE "entityId" = $1 AND "action" = 'game.deal'`, dealt))[0]
      .n,
    1,
  );
});

await check("a result saved on A is on B's leaderboard at the next request (page cache and Next's cache)", async () => {
  const rsc = { rsc: "1" }; // bypasses the page cache: answered from Next's own (ISR) cache
  const htmlBefore = (await page(B, board)).body;
  assert.ok((await page(B, board)).hit, "B keeps the leaderboard in its page cache");
  const rscBefore = (await page(B, board, rsc)).body;
  assert.equal((await page(B, board, rsc)).body, rscBefore, "B's Next cache answers the same payload again");
  await page(A, board); // A has it cached too
  const saved = await callAction(
    A,
    cookie,
    record,
    { slug, gameId: dealt, edition: season.edition },
    await resultOf(dealt),
  );
  assert.ok(saved.ok, JSON.stringify(saved));
  const htmlAfter = await page(B, board);
  assert.equal(htmlAfter.hit, false, "B's page cache was dropped by A's write");
  assert.notEqual(htmlAfter.body, htmlBefore, "B's leaderboard shows the new result");
  const rscAfter = (await page(B, board, rsc)).body;
  assert.notEqual(rscAfter, rscBefore, "B's Next cache was dropped by A's write");
  assert.equal(finishedGames(htmlAfter.body), finishedGames(htmlBefore) + 1, "B counts the new game");
  // the same standings on A (the RSC chunks' order in the HTML varies between renders, the table does not)
  assert.equal(table((await page(A, board)).body), table(htmlAfter.body), "A and B show the same leaderboard");
});

const twice = await plannedGame(2);
await check("the same result submitted to A and B at the same moment is stored once", async () => {
  assert.ok((await callAction(A, cookie, deal, { slug, gameId: twice }, { slug, gameId: twice })).ok);
  const input = await resultOf(twice);
  const answers = await Promise.all(
    [A, B].map((s) => callAction(s, cookie, record, { slug, gameId: twice, edition: season.edition }, input)),
  );
  assert.equal(answers.filter((r) => r.ok).length, 1, JSON.stringify(answers));
  assert.equal(answers.find((r) => !r.ok)?.formError, "resultAlreadySaved");
  const [game] = await q(`SELECT "status", "version" FROM "Game" WHERE "id" = $1`, twice);
  assert.deepEqual(game, { status: "finished", version: 2 });
  const audits = await q(`SELECT "action" FROM "AuditEvent" WHERE "entityId" = $1 ORDER BY "createdAt"`, twice);
  assert.deepEqual(audits.map((a) => a.action).filter((a) => a !== "game.deal").length, 1, JSON.stringify(audits));
});

const voidGame = action("void-game", "voidGame");
const restoreGame = action("restore-game", "restoreGame");
const gameVersion = async (id) => (await q(`SELECT "version" FROM "Game" WHERE "id" = $1`, id))[0].version;
/** Voids the finished game `id` on `server` (or restores it): the leaderboard counts one game less (or more). */
async function toggle(server, id, voided) {
  const input = {
    gameId: id,
    version: await gameVersion(id),
    reason: voided ? "restored by e2e:instances" : "voided by e2e:instances",
  };
  const answer = await callAction(
    server,
    cookie,
    voided ? restoreGame : voidGame,
    { slug, gameId: id, edition: season.edition },
    input,
  );
  assert.ok(answer.ok, JSON.stringify(answer));
  return !voided;
}
/** The finished games B's leaderboard shows, as HTML (page cache) and as RSC payload (Next's own cache). */
async function countsOnB() {
  const html = finishedGames((await page(B, board)).body);
  const rsc = finishedGames((await page(B, board, { rsc: "1" })).body);
  return { html, rsc };
}

let voided = false;
await check("B restarted after a write on A serves the written leaderboard at once (HTML and RSC)", async () => {
  const before = await countsOnB();
  assert.ok(
    Number.isFinite(before.html) && Number.isFinite(before.rsc),
    `finished games on B's leaderboard: ${JSON.stringify(before)}`,
  );
  assert.ok((await page(B, board)).hit, "B keeps the leaderboard in its page cache");
  const b = servers[1];
  const exited = new Promise((resolve) => b.once("exit", resolve));
  b.kill("SIGTERM");
  await exited;
  voided = await toggle(A, twice, voided);
  servers[1] = startServer(ports[1]);
  await waitFor(B);
  const after = await countsOnB();
  assert.deepEqual(after, { html: before.html - 1, rsc: before.rsc - 1 }, "B shows the game A voided while B was down");
});

await check("120 writes on A, each read at once on B (HTML and RSC): every read shows its write", async () => {
  const stale = [];
  let { html: expected } = await countsOnB();
  for (let i = 0; i < 120; i++) {
    const wasVoided = voided;
    voided = await toggle(A, twice, voided);
    expected += wasVoided ? 1 : -1;
    const seen = await countsOnB();
    if (seen.html !== expected || seen.rsc !== expected) stale.push({ pair: i + 1, expected, ...seen });
  }
  assert.deepEqual(stale, [], `stale reads on B: ${JSON.stringify(stale.slice(0, 5))}`);
});

await db.end();
stopAll();
console.log(failures ? `[e2e:instances] ${failures} check(s) failed` : "[e2e:instances] all checks passed");
process.exit(failures ? 1 : 0);
