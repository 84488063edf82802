// The walk of issue 22 §2 (tests/e2e/every-page-speaks.spec.ts, tests/e2e/every-league-page-speaks.spec.ts): a page
// read as a reader can get at it, checked for raw message keys, ids where a label belongs, broken messages and words of
// the other language; the league's pages read from src/app, so a page nobody walks fails the coverage test; the
// season's rules (how-ranked, club rules marked) looked for where players read them. A visited page is fetched with
// the person's cookies and its HTML read in Node (support/html.ts): no browser per page. What only the browser draws
// (a form redrawn after a choice, what the session draws once signed in) is read in the browser page, by the same rules.
import fs from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { expect } from "../fixtures";
import { type HtmlElement, HtmlPage } from "./html";

export type Locale = "it" | "en";

const MESSAGES = path.join(process.cwd(), "messages");

/** The message namespaces, read from messages/it (file name = namespace): a new namespace cannot be forgotten here. */
export const NAMESPACES = fs
  .readdirSync(path.join(MESSAGES, "it"))
  .filter((f) => f.endsWith(".json"))
  .map((f) => f.replace(/\.json$/, ""))
  .sort();

/** One message of a locale, by namespace and dotted key (the expected text of a label). */
export function message(locale: Locale, namespace: string, key: string): string {
  const json = JSON.parse(fs.readFileSync(path.join(MESSAGES, locale, `${namespace}.json`), "utf8")) as unknown;
  const value = key.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], json);
  if (typeof value !== "string") throw new Error(`no message ${namespace}.${key} in ${locale}`);
  return value;
}

// next-intl shows "<namespace>.<key>" for a missing message
const RAW_KEY = new RegExp(`\\b(?:${NAMESPACES.join("|")})\\.[a-zA-Z][a-zA-Z0-9]*(?:\\.[a-zA-Z0-9]+)*`, "g");
/** a stored id where its label belongs ("asiaAfrica", "yearLimit"), or a key path ("endReasons.time") */
const RAW_ID = /\b[a-z]+[A-Z][a-zA-Z]*\b|\b[a-z]+\.[a-z]+[A-Z][a-zA-Z]*\b/g;
const BROKEN = /MISSING_MESSAGE|INVALID_MESSAGE|FORMATTING_ERROR|\[object Object\]|\bundefined\b|\bNaN\b/g;
/** English that rulebook notes and fallbacks used to put on Italian pages; data (names) never contains these */
const ENGLISH = [
  "players",
  "item",
  "in total",
  "at most",
  "Empty Area",
  "Winner",
  "winner",
  "Draw",
  "draw",
  "Shared win",
  "Standings",
  "Statistics",
  "Head-to-head",
  "Opponent",
  "Ahead",
  "Behind",
  "Points",
  "points",
  "Wins",
  "Games",
  "Result",
  "Round",
  "round",
  "year",
  "Year",
  "turn",
  "Unknown",
  "unknown",
  "None",
  "Eliminated",
  "Side",
  "Played",
  "Save",
  "Cancel",
  "Members",
  "Schedule",
  "Tables",
];
/** Italian words of the interface; data (season and objective names, nicknames, comments) avoids these */
const ITALIAN = [
  "Giocatori",
  "giocatori",
  "Vittorie",
  "vittorie",
  "Vittoria",
  "vittoria",
  "Pareggio",
  "pareggio",
  "Pareggi",
  "Classifica",
  "classifica",
  "partite",
  "Gara",
  "gare",
  "Punti",
  "punti",
  "vincitore",
  "Sconfitte",
  "Nessuno",
  "Nessuna",
  "nessuna",
  "Statistiche",
  "Scontri diretti",
  "regola del club",
  "Mostra",
  "Salva",
  "anno",
  "turno",
  "giocatore",
  "Avversario",
  "Davanti",
  "Dietro",
  "Eliminato",
  "schieramento",
  "Annulla",
  "Iscritti",
  "Serate",
  "Tavoli",
  "Membri",
];
const words = (list: string[]) =>
  new RegExp(
    `(?<![\\p{L}])(?:${list.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})(?![\\p{L}])`,
    "gu",
  );
const WRONG_LANGUAGE = { it: words(ENGLISH), en: words(ITALIAN) } as const;

const SKIP = new Set(["SCRIPT", "STYLE", "TEMPLATE", "NOSCRIPT", "TITLE"]);
const OG = ["og:description", "og:title"];

/**
 * Everything a reader can get at on the page: the body's text (closed <details> and screen-reader text included,
 * scripts not), title, description. Of a fetched page's HTML, or of a browser page as it is now (its DOM serialized by
 * `page.content()`), read by the same rules in Node.
 */
export function readable(page: HtmlPage): string {
  // every text node on its own (words of neighbouring elements must not run together into a false "id"); not the
  // text of a <code>: a name the reader types or finds in a file (a CSV column, a function), the same in both languages
  const texts = page
    .texts(page.body)
    .filter(({ parent }) => !page.isHtml(parent, SKIP) && !(parent && page.closest(parent, "code")))
    .map(({ text }) => text);
  const all = page.elements();
  const meta = all
    .filter(
      (m) =>
        m.tagName === "meta" && (page.attr(m, "name") === "description" || OG.includes(page.attr(m, "property") ?? "")),
    )
    .map((m) => page.attr(m, "content") ?? "");
  const labels = all
    .filter((n) => ["aria-label", "title", "placeholder"].some((a) => page.attr(n, a) !== null))
    .flatMap((n) => ["aria-label", "title", "placeholder"].map((a) => page.attr(n, a) ?? ""));
  // a <select>'s options are text nodes too; an <input>'s value is not: a button's (submit, button) value attribute
  const values = all
    .filter((n) => n.tagName === "input" && ["submit", "button"].includes(page.attr(n, "type")?.toLowerCase() ?? ""))
    .map((n) => page.attr(n, "value") ?? "");
  return [page.title, ...meta, ...labels, ...values, ...texts].join("\n");
}

const APP = path.join(process.cwd(), "src", "app", "[locale]");

/** URL templates of every page.tsx under src/app/[locale]/<dir> ("/l/[slug]/games/[gameId]"), route groups left out. */
export function pageTemplates(dir: string): string[] {
  const out: string[] = [];
  const walk = (abs: string, prefix: string) => {
    for (const entry of fs.readdirSync(abs, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (entry.name.startsWith("_")) continue; // private folders (_components, _lib)
        const segment = /^\(.*\)$/.test(entry.name) ? "" : `/${entry.name}`;
        walk(path.join(abs, entry.name), prefix + segment);
      } else if (/^page\.tsx?$/.test(entry.name)) out.push(prefix || "/");
    }
  };
  walk(path.join(APP, dir), `/${dir}`.replace(/\/$/, ""));
  return out.sort();
}

/** The template a visited path is a page of: literal segments before dynamic ones ("/games/new" is not a game). */
export function templateOf(pathname: string, templates: readonly string[]): string | undefined {
  const dynamic = (t: string) => (t.match(/\[/g) ?? []).length;
  const byLiteralFirst = [...templates].sort((a, b) => dynamic(a) - dynamic(b));
  const parts = pathname.split("?")[0].split("/");
  return byLiteralFirst.find((t) => {
    const want = t.split("/");
    return want.length === parts.length && want.every((w, i) => /^\[.+\]$/.test(w) || w === parts[i]);
  });
}

export class Walk {
  readonly problems: string[] = [];
  /** the paths visited, in order (their templates are what the coverage check counts) */
  readonly visited: string[] = [];
  /** A person's browser page: visited pages are fetched with its context's cookies; `open` and `read` read it. */
  constructor(
    private readonly page: Page,
    readonly locale: Locale,
  ) {}

  check(where: string, text: string) {
    const found = (kind: string, re: RegExp, allowed: (m: string) => boolean = () => false) => {
      for (const m of new Set([...text.matchAll(re)].map((x) => x[0]).filter((x) => !allowed(x))))
        this.problems.push(`${this.locale} ${where}: ${kind} "${m}"`);
    };
    found("raw key", RAW_KEY);
    found("id", RAW_ID, (m) => ["iPhone", "iPad"].includes(m));
    found("broken message", BROKEN);
    found(this.locale === "it" ? "English" : "Italian", WRONG_LANGUAGE[this.locale]);
  }

  /** Fetches the path as a browser navigates (status below 400, a <main>), checks its HTML and returns it parsed. */
  async visit(pathname: string): Promise<HtmlPage> {
    const response = await this.page.request.get(pathname, { headers: { accept: "text/html" } });
    expect(response.status(), pathname).toBeLessThan(400);
    const page = new HtmlPage(await response.text());
    expect(page.byTag("main").length, `the <main> of ${pathname}`).toBeGreaterThan(0);
    this.visited.push(pathname);
    this.check(pathname, readable(page));
    return page;
  }

  /**
   * Opens the path in the browser page and checks it once the session has drawn its parts: the header's account and
   * leagues, the league's tabs and the reader's role, an organiser's links — client components fed by the session
   * endpoint, which the HTML does not hold.
   */
  async open(pathname: string): Promise<void> {
    const response = await this.page.goto(pathname);
    expect(response?.status(), pathname).toBeLessThan(400);
    await expect(this.page.getByTestId("signed-in-as")).toBeVisible();
    await this.read(`${pathname} (in the browser, signed in)`);
  }

  /** Checks the browser page as it is now (a form redrawn after a choice), under a name of its own. */
  async read(where: string): Promise<void> {
    this.check(where, readable(new HtmlPage(await this.page.content())));
  }
}

export async function setLocale(context: BrowserContext, baseURL: string, locale: Locale) {
  await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: baseURL }]);
}

/** The href of the first link under `roots` (in document order) that `match`es: an id to visit next. */
export function firstHref(page: HtmlPage, roots: HtmlElement[], match: (href: string) => boolean): string {
  const href = roots
    .flatMap((root) => page.byTag("a", root))
    .map((a) => page.attr(a, "href"))
    .find((h): h is string => h !== null && match(h));
  expect(href, "a link to follow").toBeDefined();
  return href!;
}

const normalized = (text: string) =>
  text
    .replace(/\u200b/g, "")
    .trim()
    .replace(/\s+/g, " ");

/**
 * The season's rules block (SeasonRules / HowRanked, data-testid "how-ranked") on the page: there, titled in the
 * page's language, and exactly the lines `clubLines` (their data-testid without "how-ranked-") marked as the club's.
 * Fails if the block disappears, loses its lines or loses (or gains) a club-rule mark.
 */
export function expectSeasonRules(page: HtmlPage, locale: Locale, clubLines: readonly string[], where: string) {
  const blocks = page.byTestId("how-ranked");
  expect(blocks.length, `the season's rules on ${where}`).toBe(1);
  const summaries = page.byTag("summary", blocks[0]);
  expect(summaries.length, `the rules' title on ${where}`).toBe(1);
  expect(normalized(page.textContent(summaries[0])), where).toBe(
    normalized(message(locale, "plays", "howRanked.title")),
  );
  const badge = message(locale, "plays", "clubRule");
  const lines = page.byTag("li", blocks[0]).map((li) => ({
    id: (page.attr(li, "data-testid") ?? "").replace(/^how-ranked-/, ""),
    club: page.byTag("span", li).some((s) => page.textContent(s).trim() === badge),
  }));
  expect(lines.length, `rules lines on ${where}`).toBeGreaterThan(0);
  expect(
    lines
      .filter((l) => l.club)
      .map((l) => l.id)
      .sort(),
    `club rules marked on ${where}`,
  ).toEqual([...clubLines].sort());
}

/** The pages every season's walk opens (tests/e2e/every-page-speaks.spec.ts), as templates of pageTemplates("l"). */
export const SEASON_WALK = [
  "/l/[slug]",
  "/l/[slug]/seasons/[edition]",
  "/l/[slug]/seasons/[edition]/stats",
  "/l/[slug]/seasons/[edition]/games",
  "/l/[slug]/seasons/[edition]/playground",
  "/l/[slug]/seasons/[edition]/recap",
  "/l/[slug]/games/[gameId]",
  "/l/[slug]/games/[gameId]/result",
  "/l/[slug]/recap/[gameId]",
  "/l/[slug]/players/[playerId]",
  "/l/[slug]/systems/[systemId]",
];
/** …and a RisiKo! season's walk besides: its objectives and its new night. */
export const RISIKO_SEASON_WALK = [
  ...SEASON_WALK,
  "/l/[slug]/seasons/[edition]/objectives",
  "/l/[slug]/seasons/[edition]/objectives/[number]",
  "/l/[slug]/seasons/[edition]/objectives/[number]/edit",
  "/l/[slug]/seasons/[edition]/objectives/new",
  "/l/[slug]/games/new",
];
/** The league's pages that are nobody's season (tests/e2e/every-league-page-speaks.spec.ts), and the account's. */
export const LEAGUE_WALK = [
  "/",
  "/account/password",
  "/account/notifications",
  "/leagues/new",
  "/l/[slug]",
  "/l/[slug]/schedule",
  "/l/[slug]/players",
  "/l/[slug]/hall-of-fame",
  "/l/[slug]/seasons",
  "/l/[slug]/seasons/[edition]/members",
  "/l/[slug]/admin",
  "/l/[slug]/admin/members",
  "/l/[slug]/admin/players",
  "/l/[slug]/admin/seasons",
  "/l/[slug]/admin/tables",
  "/l/[slug]/tables",
  "/l/[slug]/tables/[planId]",
  "/l/[slug]/admin/history",
  "/l/[slug]/games/new",
  "/l/[slug]/games/[gameId]",
  "/l/[slug]/games/[gameId]/result",
];
