// Issue 22 §2 ("Done when"): every page of a season of every game, in Italian and in English, read as the organiser
// (who also sees the result forms), shows no raw message key, no id where a label belongs and no fragment of the
// other language. The demo has a RisiKo! season (edition 4, active) and a finished season of each other game
// (scripts/seed-demo-systems.ts, editions 5–9). Problems are collected over all pages and reported together.
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { specLeague } from "./support/spec-league";

const LEAGUE = specLeague("every-page-speaks"); // its own copy of the demo league (support/spec-league.ts)

const slug = LEAGUE.leagueSlug;
const SEASONS = [
  { edition: 4, systemId: "risiko" },
  { edition: 5, systemId: "spqr" },
  { edition: 6, systemId: "nero" },
  { edition: 7, systemId: "hotre" },
  { edition: 8, systemId: "julius-caesar" },
  { edition: 9, systemId: "cote2" },
] as const;

// the message namespaces (messages/<locale>/<namespace>.json): next-intl shows "<namespace>.<key>" for a missing one
const NAMESPACES = [
  "account",
  "admin",
  "auth",
  "colors",
  "common",
  "errorPage",
  "errors",
  "gameNight",
  "history",
  "home",
  "league",
  "leagues",
  "night",
  "objectives",
  "offline",
  "players",
  "plays",
  "recap",
  "results",
  "rules",
  "standings",
  "stats",
  "systemStats",
];
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
];
const words = (list: string[]) =>
  new RegExp(
    `(?<![\\p{L}])(?:${list.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})(?![\\p{L}])`,
    "gu",
  );
const WRONG_LANGUAGE = { it: words(ENGLISH), en: words(ITALIAN) } as const;

type Locale = "it" | "en";

/** Everything a reader can get at on the page: the body's text (closed <details> and screen-reader text included, scripts not), title, description. */
async function readable(page: Page): Promise<string> {
  return page.evaluate(() => {
    const skip = new Set(["SCRIPT", "STYLE", "TEMPLATE", "NOSCRIPT", "TITLE"]);
    // every text node on its own (words of neighbouring elements must not run together into a false "id")
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode())
      if (!skip.has(n.parentElement?.tagName ?? "")) texts.push(n.textContent ?? "");
    const meta = [
      ...document.querySelectorAll(
        'meta[name="description"], meta[property="og:description"], meta[property="og:title"]',
      ),
    ].map((m) => m.getAttribute("content") ?? "");
    const labels = [...document.querySelectorAll("[aria-label], [title], [placeholder]")].flatMap((n) =>
      ["aria-label", "title", "placeholder"].map((a) => n.getAttribute(a) ?? ""),
    );
    return [document.title, ...meta, ...labels, ...texts].join("\n");
  });
}

class Walk {
  readonly problems: string[] = [];
  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
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

  async visit(path: string): Promise<void> {
    const response = await this.page.goto(path);
    expect(response?.status(), path).toBeLessThan(400);
    await expect(this.page.locator("main")).toBeVisible();
    this.check(path, await readable(this.page));
  }
}

async function setLocale(context: BrowserContext, baseURL: string, locale: Locale) {
  await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: baseURL }]);
}

/** The href of the first link matching, read from the page (an id to visit next). */
async function firstHref(page: Page, selector: string): Promise<string> {
  const link = page.locator(selector).first();
  await expect(link).toBeAttached();
  return (await link.getAttribute("href"))!;
}

for (const season of SEASONS) {
  test(`every page of a ${season.systemId} season speaks Italian or English, never a raw key (issue 22 §2)`, async ({
    page,
    context,
    login,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await login(LEAGUE.organiser);
    // the share sheet's text, read where the phone would send it
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", {
        configurable: true,
        value: async (data: ShareData) => void ((window as unknown as { shared: ShareData }).shared = data),
      });
    });
    const problems: string[] = [];
    for (const locale of ["it", "en"] as const) {
      await setLocale(context, baseURL!, locale);
      const walk = new Walk(page, locale);
      const base = `/l/${slug}/seasons/${season.edition}`;
      await walk.visit(`/l/${slug}`);
      await walk.visit(base);
      const playerPath = await firstHref(page, `[data-testid="leaderboard"] a[href*="/players/"]`);
      await walk.visit(`${base}/stats`);
      await walk.visit(`${base}/games`);
      const gamePath = await firstHref(page, `main a[href^="/l/${slug}/games/"]:not([href*="/games/new"])`);
      await walk.visit(`${base}/playground`);
      if (season.systemId === "risiko") {
        await walk.visit(`${base}/objectives`);
        await walk.visit(`/l/${slug}/games/new?season=${season.edition}`);
      } else {
        await walk.visit(`${base}/recap`);
      }
      await walk.visit(gamePath);
      await walk.visit(`${gamePath}/result`);
      const gameId = gamePath.split("/").pop()!;
      await walk.visit(`/l/${slug}/recap/${gameId}`);
      await page.getByTestId("share-recap").click();
      const shared = await page
        .waitForFunction(() => (window as unknown as { shared?: ShareData }).shared)
        .then((h) => h.jsonValue() as Promise<ShareData>);
      walk.check(`share text of ${gameId}`, `${shared.title}\n${shared.text}`);
      await walk.visit(playerPath);
      await walk.visit(`/l/${slug}/systems/${season.systemId}`);
      problems.push(...walk.problems);
    }
    expect(problems).toEqual([]);
  });
}
