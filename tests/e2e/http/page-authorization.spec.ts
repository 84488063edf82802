// Every page and GET route of the app, fetched as a visitor and as a plain player, as HTML and as RSC payload, without
// following redirects (a redirect's body once carried the admin data): no organiser-only data in any answer, no 5xx
// (decision 0011). Routes are read from src/app, so a new page is covered without editing this file. Over HTTP only
// (the "http" project): each person is a request context signed in at next-auth's endpoint (support/http.ts).
import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { query } from "../support/database";
import { expect, test } from "../fixtures";
import { action, callAction, person, signIn } from "../support/http";
import { specLeague } from "../support/spec-league";

const LEAGUE = specLeague("page-authorization"); // its own copy of the demo league (support/spec-league.ts)

const APP = path.join(process.cwd(), "src", "app");

/** URL templates of every page.tsx and route.ts under src/app (not the auth API), without the [locale] segment. */
function routes(dir = APP, prefix = ""): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (entry.name === "api" && prefix === "") continue;
      const segment = entry.name === "[locale]" || /^\(.*\)$/.test(entry.name) ? "" : `/${entry.name}`;
      out.push(...routes(path.join(dir, entry.name), prefix + segment));
    } else if (/^(page|route)\.tsx?$/.test(entry.name)) out.push(prefix || "/");
  }
  return out;
}

// a player and a game of this spec's league (the database holds every spec's league)
const playerId = async () =>
  (
    await query<{ id: string }>(
      'SELECT p."id" FROM "Player" p JOIN "League" l ON l."id" = p."leagueId" WHERE l."slug" = ? ORDER BY p."displayName" LIMIT 1',
      LEAGUE.leagueSlug,
    )
  )[0].id;
const gameId = async () =>
  (
    await query<{ id: string }>(
      'SELECT g."id" FROM "Game" g JOIN "Season" s ON s."id" = g."seasonId" JOIN "League" l ON l."id" = s."leagueId" WHERE l."slug" = ? ORDER BY g."sequence" LIMIT 1',
      LEAGUE.leagueSlug,
    )
  )[0].id;

async function urls(): Promise<string[]> {
  const params: Record<string, string> = {
    slug: LEAGUE.leagueSlug,
    edition: "4",
    gameId: await gameId(),
    playerId: await playerId(),
    number: "1",
    token: "not-a-token",
    kind: "results.csv",
    systemId: "julius-caesar",
    planId: "not-a-plan",
  };
  return routes().map((template) =>
    template.replace(/\[(\w+)\]/g, (_m, name: string) => {
      if (!(name in params)) throw new Error(`no test value for [${name}] in ${template}: add one to this spec`);
      return params[name];
    }),
  );
}

/** Organiser-only facts: every login's e-mail address, every membership id, every password hash. */
async function secrets(except: string[] = []): Promise<string[]> {
  const emails = (await query<{ email: string }>('SELECT "email" FROM "User"')).map((u) => u.email);
  const memberships = (await query<{ id: string }>('SELECT "id" FROM "Membership"')).map((m) => m.id);
  const hashes = (await query<{ passwordHash: string }>('SELECT "passwordHash" FROM "User"')).map(
    (u) => u.passwordHash,
  );
  // every league's accounts: another spec's league's `<tag>.<e-mail>` holds the demo's own address, not a leak of it
  return [...emails, ...memberships, ...hashes].filter((s) => s && !except.some((own) => own.includes(s)));
}

async function leaks(request: APIRequestContext, forbidden: string[]) {
  const found: string[] = [];
  for (const url of await urls()) {
    for (const rsc of [false, true]) {
      const res = await request.get(url, {
        headers: rsc ? { RSC: "1" } : {},
        maxRedirects: 0,
        failOnStatusCode: false,
      });
      const body = await res.text();
      if (res.status() >= 500) found.push(`${url}${rsc ? " (RSC)" : ""}: status ${res.status()}`);
      for (const secret of forbidden) if (body.includes(secret)) found.push(`${url}${rsc ? " (RSC)" : ""}: ${secret}`);
    }
  }
  return found;
}

test.describe.configure({ timeout: 180_000 });

test("the route list covers the admin pages and the exports", async () => {
  const list = await urls();
  for (const p of [
    "/admin/members",
    "/admin/players",
    "/admin/seasons",
    "/admin/history",
    "/admin/history/export",
    "/games/new",
  ]) {
    expect(list).toContain(`/l/${LEAGUE.leagueSlug}${p}`);
  }
});

test("a visitor gets no organiser-only data from any page, HTML or RSC", async ({ request }) => {
  expect(await leaks(request, await secrets())).toEqual([]);
});

test("a player gets no organiser-only data from any page, HTML or RSC", async ({ playwright, baseURL }) => {
  const player = await person(playwright, baseURL!);
  await signIn(player, baseURL!, LEAGUE.players.greenPanzer);
  // their own address and membership are theirs to see
  const own = (
    await query<{ email: string; id: string }>(
      'SELECT u."email", m."id" FROM "User" u JOIN "Membership" m ON m."userId" = u."id" WHERE u."email" = ?',
      LEAGUE.players.greenPanzer.email,
    )
  )[0];
  expect(await leaks(player, await secrets([own.email, own.id]))).toEqual([]);
});

test("the check can fail: the organiser does see members' e-mail addresses", async ({ playwright, baseURL }) => {
  const organiser = await person(playwright, baseURL!);
  await signIn(organiser, baseURL!, LEAGUE.organiser);
  for (const rsc of [false, true]) {
    const res = await organiser.get(`/l/${LEAGUE.leagueSlug}/admin/members`, { headers: rsc ? { RSC: "1" } : {} });
    expect(await res.text()).toContain(LEAGUE.players.greenPanzer.email);
  }
});

test("members and players admin pages send a visitor to the login page and show a player a refusal", async ({
  request,
  playwright,
  baseURL,
}) => {
  for (const p of ["members", "players", "seasons", "history"]) {
    const res = await request.get(`/l/${LEAGUE.leagueSlug}/admin/${p}`, { maxRedirects: 0, failOnStatusCode: false });
    expect([303, 307, 308]).toContain(res.status());
    expect(res.headers().location).toContain("/login");
  }
  const player = await person(playwright, baseURL!);
  await signIn(player, baseURL!, LEAGUE.players.greenPanzer);
  const refused = await player.get(`/l/${LEAGUE.leagueSlug}/admin/members`);
  expect(await refused.text()).toMatch(/role="status"[^>]*>Non hai i permessi per questa operazione\.</);
});

/**
 * Next names a page's viewport and metadata boundaries in the RSC payload with a key made per request (`"<21
 * characters>v"`, `"…m"`): the only part of an answer that may differ between two requests of the same page.
 */
const REQUEST_KEY = /"[A-Za-z0-9_-]{21}[vm]"/g;

/**
 * An answer in a form that does not depend on timing: the RSC payload's rows come in the order their parts finished
 * (a loaded server sends the same rows in another order), and an HTML page carries that payload in inline scripts,
 * split wherever the stream was flushed. So the rows are sorted, and an HTML page is its markup without those scripts
 * plus the rows of their joined payload, sorted. A row the league added (its layout, its name) still shows.
 */
function canonical(body: string, rsc: boolean): string {
  if (rsc) return body.split("\n").sort().join("\n");
  const flight: string[] = [];
  const markup = body.replace(
    /<script>self\.__next_f\.push\(\[1,"((?:[^"\\]|\\.)*)"\]\)<\/script>/g,
    (_m, chunk: string) => {
      flight.push(chunk);
      return "";
    },
  );
  return `${markup}\n${flight.join("").split("\\n").sort().join("\n")}`;
}

/** Status and body of `url` (redirects followed: an RSC request answers through one to `?_rsc`), `slug` masked. */
async function answer(request: APIRequestContext, url: string, rsc: boolean, slug: string) {
  const res = await request.get(url, { headers: rsc ? { RSC: "1" } : {}, failOnStatusCode: false });
  return `${res.status()}\n${canonical(await res.text(), rsc).replaceAll(slug, "<slug>")}`;
}

test("a members-only league answers a visitor and a non-member every page byte for byte like a league that does not exist; made public, it shows", async ({
  request,
  playwright,
  baseURL,
}) => {
  // a league made by a player of the demo (new leagues are members-only, decision 0033), with one player; made over
  // HTTP with the app's own actions (the forms are tested in leagues.spec.ts and joining.spec.ts)
  const owner = await person(playwright, baseURL!);
  await signIn(owner, baseURL!, LEAGUE.players.brigateNere);
  const stamp = Date.now() % 100_000;
  const name = `Circolo Riservato ${stamp}`;
  const slug = `circolo-riservato-${stamp}`;
  const created = await callAction(owner, baseURL!, action("create-league", "createLeague"), {}, { name });
  expect(created.ok, created.text).toBe(true);
  const playerName = `Riservato ${stamp}`;
  const saved = await callAction(
    owner,
    baseURL!,
    action("save-player", "savePlayer"),
    { slug },
    { leagueSlug: slug, displayName: playerName, armyColor: "rosso", active: true },
  );
  expect(saved.ok, saved.text).toBe(true);
  const player = (await query<{ id: string }>('SELECT "id" FROM "Player" WHERE "displayName" = ?', playerName))[0].id;
  // a player of another league, signed in: not a member of this one
  const stranger = await person(playwright, baseURL!);
  await signIn(stranger, baseURL!, LEAGUE.players.greenPanzer);

  // every page of the league, HTML and RSC: the bytes of an unknown league's answer for the same path, slug masked
  const missing = `no-such-league-${stamp}`;
  const found: string[] = [];
  let compared = 0;
  let keyed = 0;
  for (const url of await urls()) {
    if (!url.startsWith(`/l/${LEAGUE.leagueSlug}`)) continue;
    const at = (s: string) =>
      url.replace(`/l/${LEAGUE.leagueSlug}`, `/l/${s}`).replace(/\/players\/[a-z0-9]+$/, `/players/${player}`);
    for (const rsc of [false, true]) {
      for (const [who, asker] of [
        ["visitor", request],
        ["non-member", stranger],
      ] as const) {
        const where = `${at(slug)}${rsc ? " (RSC)" : ""}, ${who}`;
        // first what varies between two answers of the same unknown league: masked below only if it does
        const [none, again] = await Promise.all([
          answer(asker, at(missing), rsc, missing),
          answer(asker, at(missing), rsc, missing),
        ]);
        const varies = none !== again;
        if (varies && none.replace(REQUEST_KEY, "<key>") !== again.replace(REQUEST_KEY, "<key>"))
          found.push(`${where}: an unknown league's answer varies beyond Next's request keys`);
        if (varies) keyed++;
        const mask = (body: string) => (varies ? body.replace(REQUEST_KEY, "<key>") : body);
        const mine = await answer(asker, at(slug), rsc, slug);
        if (mask(mine) !== mask(none)) found.push(`${where}: not an unknown league's answer`);
        for (const secret of [name, playerName]) if (mine.includes(secret)) found.push(`${where}: ${secret}`);
        compared++;
      }
    }
  }
  expect(found).toEqual([]);
  expect(compared).toBeGreaterThan(80);
  expect(keyed, "the request keys vary between two RSC answers, so they are masked").toBeGreaterThan(0);
  for (const path of ["", "/players"])
    expect((await request.get(`/l/${slug}${path}`, { maxRedirects: 0, failOnStatusCode: false })).status()).toBe(404);
  // its members see it, name in the header included (the browser draws it from the session: the page names it too)
  const players = await owner.get(`/l/${slug}/players`);
  expect(players.status()).toBe(200);
  expect(await players.text()).toContain(playerName);

  // the organiser makes it public: a visitor sees its home and roster
  const opened = await callAction(
    owner,
    baseURL!,
    action("save-league-visibility", "saveLeagueVisibility"),
    { slug },
    { leagueSlug: slug, isPublic: true },
  );
  expect(opened.ok, opened.text).toBe(true);
  for (const path of ["", "/players"]) {
    const res = await request.get(`/l/${slug}${path}`, { failOnStatusCode: false });
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain(path ? playerName : name);
  }
});
