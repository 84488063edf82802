// Issue 22 §2 ("Done when"), the league's half of the walk: the pages that are nobody's season (schedule with a night
// in it, the players, the hall of fame, the seasons, every admin page with the fair-tables draw on it, the new night
// of RisiKo! and the new play of each other game, a night not yet played) and the account's, in Italian and in
// English, as the organiser and as a plain player: no raw message key, no id where a label belongs, no fragment of
// the other language (tests/e2e/support/page-walk.ts). The seasons' own pages are walked by every-page-speaks.spec.ts
// in another worker; together the two cover every page under /l/[slug] (read from src/app, checked here first).
// The new-play form shows the rules it will rank by, the club's marked, like the standings and the recap.
// The browser sets the league up with its forms, reads the new-season form once per game (it is redrawn for the chosen
// game) and reads a page signed in as each person (what the session draws: header, tabs, role); every page is fetched
// with the person's cookies and its HTML read in Node.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, phone, test } from "./fixtures";
import { query } from "./support/database";
import { signIn } from "./support/http";
import { specLeague } from "./support/spec-league";
import {
  expectSeasonRules,
  LEAGUE_WALK,
  NAMESPACES,
  pageTemplates,
  RISIKO_SEASON_WALK,
  SEASON_WALK,
  setLocale,
  templateOf,
  Walk,
  type Locale,
} from "./support/page-walk";

const LEAGUE = specLeague("every-league-page-speaks"); // its own copy of the demo league (support/spec-league.ts)

const slug = LEAGUE.leagueSlug;
/** a season of each other game, opened here (the demo's are closed): its new-play form, its members-only standings */
const PLAY_SYSTEMS = ["spqr", "nero", "hotre", "julius-caesar", "cote2"] as const;
const TEMPLATES = pageTemplates("");

test("the two walks cover every page of a league, and the walk knows every message namespace", () => {
  const walked = new Set([...SEASON_WALK, ...RISIKO_SEASON_WALK, ...LEAGUE_WALK]);
  expect(pageTemplates("l").filter((t) => !walked.has(t))).toEqual([]);
  for (const t of walked) expect(TEMPLATES, `${t} is a page`).toContain(t);
  // the namespaces are the files of messages/it, the same as messages/en's
  const en = fs
    .readdirSync(path.join(process.cwd(), "messages", "en"))
    .filter((f) => f.endsWith(".json"))
    .map((f) => f.replace(/\.json$/, ""))
    .sort();
  expect(NAMESPACES).toEqual(en);
  expect(NAMESPACES).toEqual(expect.arrayContaining(["schedule", "tables", "plays", "night"]));
  // the checks can fail: a raw key of each namespace the first walk's list lacked, an id, a word of the other language
  const walk = new Walk(undefined as unknown as Page, "it");
  walk.check("a page", "schedule.title · tables.plan.verify · endReasons.time · Classifica dei Giocatori · Standings");
  expect(walk.problems).toEqual([
    'it a page: raw key "schedule.title"',
    'it a page: raw key "tables.plan.verify"',
    'it a page: id "endReasons"',
    'it a page: English "Standings"',
  ]);
  const code = new Walk(undefined as unknown as Page, "en");
  code.check("a page", "Classifica dei Giocatori");
  expect(code.problems).toEqual(['en a page: Italian "Classifica"', 'en a page: Italian "Giocatori"']);
});

/** Opens an active season of the system from the admin page (Italian); returns its edition. */
async function newSeason(page: Page, systemId: string): Promise<number> {
  await page.goto(`/l/${slug}/admin/seasons`);
  const form = page.locator("details").filter({ hasText: "Nuovo torneo" }).first();
  if (!(await form.getAttribute("open"))) await form.locator("summary").click();
  await page.locator("#new-season-system").selectOption(systemId);
  await page.locator("#new-season-name").fill(`Torneo ${systemId}`);
  await page.locator("#new-season-status").selectOption("active");
  const edition = Number(await page.locator("#new-season-edition").inputValue());
  await page.getByRole("button", { name: "Crea torneo" }).click();
  await expect(page.getByTestId("form-success").first()).toHaveText("Torneo salvato.");
  return edition;
}

/** What a league holds on a club night (Italian): a RisiKo! night not yet played, accepted tables, a scheduled
 * night, a season of each other game. Returns the night's game page and the other seasons' editions. */
async function setUpLeague(page: Page) {
  await page.goto(`/l/${slug}/games/new`);
  for (const name of ["Andrea", "Luca", "Paolo"]) await page.getByLabel(`Gioca ${name}`).check();
  await page.getByRole("button", { name: "Crea la partita" }).click();
  await page.waitForURL((url) => /\/games\/(?!new$)[a-z0-9]+$/.test(url.pathname));
  const nightPath = new URL(page.url()).pathname;

  await page.goto(`/l/${slug}/admin/tables`);
  const checkIn = page.getByTestId("check-in");
  for (const box of await checkIn.getByRole("checkbox").all()) {
    if ((await box.getAttribute("name")) !== "balanceStrength") await box.check();
  }
  await checkIn.getByRole("button", { name: "Impegna il seme e prepara i tavoli" }).click();
  await page.getByRole("button", { name: "Sorteggia i tavoli" }).click();
  await expect(page.getByTestId("table-1")).toBeVisible();
  await page.getByRole("button", { name: "Accetta: crea le partite e distribuisci gli obiettivi" }).click();
  await expect(page.getByTestId("tables-accepted")).toBeVisible();
  const [plan] = await query<{ id: string }>(
    'SELECT p."id" FROM "TablePlan" p JOIN "League" l ON l."id" = p."leagueId" WHERE l."slug" = ? ORDER BY p."createdAt" DESC LIMIT 1',
    slug,
  );
  const planPath = `/l/${slug}/tables/${plan.id}`;

  await page.goto(`/l/${slug}/schedule`);
  const form = page.getByTestId("new-night-form");
  await form.getByLabel("Data").fill(`${new Date().getUTCFullYear() + 1}-03-14`);
  await form.getByLabel("Ora (ora di Roma)").fill("21:00");
  await form.getByLabel("Luogo").fill("Circolo Arci, via Roma 1");
  await form.getByRole("button", { name: "Metti in calendario" }).click();
  await expect(form.getByTestId("form-success")).toHaveText("Serata salvata.");

  const editions: Record<string, number> = {};
  for (const systemId of PLAY_SYSTEMS) editions[systemId] = await newSeason(page, systemId);
  return { nightPath, planPath, editions };
}

/** The admin seasons page once per game chosen in the new-season form: each game's club settings speak too. */
async function readSeasonFormOfEachGame(page: Page, walk: Walk) {
  await walk.open(`/l/${slug}/admin/seasons`);
  const form = page
    .locator("details")
    .filter({ has: page.locator("#new-season-system") })
    .first();
  if (!(await form.getAttribute("open"))) await form.locator("summary").click();
  for (const systemId of ["risiko", ...PLAY_SYSTEMS]) {
    await page.locator("#new-season-system").selectOption(systemId);
    await walk.read(`/l/${slug}/admin/seasons (new ${systemId} season)`);
  }
}

const templates = (walk: Walk) => walk.visited.map((p) => templateOf(p, TEMPLATES) ?? p);

test("every page of the league that is nobody's season speaks Italian or English, never a raw key; a new play shows its rules", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000); // a club night set up in the browser, then some forty pages twice and a player's ten
  await signIn(page.request, baseURL!, LEAGUE.organiser); // the browser context's cookies: its page is signed in too
  await setLocale(context, baseURL!, "it");
  const { nightPath, planPath, editions } = await setUpLeague(page);

  const problems: string[] = [];
  const visited = new Set<string>();
  for (const locale of ["it", "en"] as const) {
    await setLocale(context, baseURL!, locale);
    const walk = new Walk(page, locale); // its pages fetched with the browser context's cookies
    for (const p of [
      "/",
      "/account/password",
      "/account/notifications",
      "/leagues/new",
      `/l/${slug}`,
      `/l/${slug}/schedule`,
    ])
      await walk.visit(p);
    for (const p of ["players", "hall-of-fame", "seasons"]) await walk.visit(`/l/${slug}/${p}`);
    for (const p of ["", "/members", "/players", "/tables", "/history"]) await walk.visit(`/l/${slug}/admin${p}`);
    await walk.visit(`/l/${slug}/tables`); // the night's draws, as members see them
    await walk.visit(planPath); // the check of a drawn plan
    await walk.visit(`/l/${slug}/admin/seasons`);
    await readSeasonFormOfEachGame(page, walk);
    await walk.visit(`/l/${slug}/games/new`); // several active seasons: which one?
    await walk.visit(nightPath); // a RisiKo! night not yet played
    await walk.visit(`${nightPath}/result`);
    for (const systemId of PLAY_SYSTEMS) {
      const form = await walk.visit(`/l/${slug}/games/new?season=${editions[systemId]}`);
      expectSeasonRules(form, locale, clubLinesOfNewSeason(systemId), `${locale} new ${systemId} play`);
      await walk.visit(`/l/${slug}/seasons/${editions[systemId]}/members`);
    }
    problems.push(...walk.problems);
    for (const t of templates(walk)) visited.add(t);
  }

  // a plain player's view: answers in the schedule, refusals on the organiser's pages
  const playerPage = await phone(browser);
  const player = playerPage.context();
  await signIn(player.request, baseURL!, LEAGUE.players.greenPanzer);
  for (const locale of ["it", "en"] as Locale[]) {
    await setLocale(player, baseURL!, locale);
    const walk = new Walk(playerPage, locale);
    for (const p of ["", "/schedule", "/players", "/hall-of-fame", "/seasons", "/admin", "/admin/tables"])
      await walk.visit(`/l/${slug}${p}`);
    await walk.open(`/l/${slug}/schedule`); // what the session draws for a player: their role, the members' tab
    await walk.visit(nightPath);
    await walk.visit(`/l/${slug}/seasons/${editions.nero}/members`);
    await walk.visit("/account/password");
    problems.push(...walk.problems.map((p) => `player ${p}`));
  }
  await player.close();

  expect(problems).toEqual([]);
  expect([...visited]).toEqual(expect.arrayContaining(LEAGUE_WALK));
});

/** The club-marked rule lines of a season opened with the admin form's defaults (as the demo's seasons: no settings). */
function clubLinesOfNewSeason(systemId: (typeof PLAY_SYSTEMS)[number]): string[] {
  return {
    spqr: ["keys", "others", "elimination", "unresolved"],
    nero: ["others", "unresolved"],
    hotre: ["with-lastEmperorNumber", "others"],
    "julius-caesar": [],
    cote2: ["others", "unresolved"],
  }[systemId];
}
