// Issue 22 §2 ("Done when"): every page of a season of every game, in Italian and in English, read as the organiser
// (who also sees the result forms), shows no raw message key, no id where a label belongs and no fragment of the
// other language (tests/e2e/support/page-walk.ts); and the season's rules, the club's marked, are under the standings,
// the game's recap and the result form's preview. The demo has a RisiKo! season (edition 4, active; edition 3 closed)
// and a finished season of each other game (scripts/seed-demo-systems.ts, editions 5–9). The league's pages that are
// not a season's (schedule, admin, players, new nights of every game) are walked by every-league-page-speaks.spec.ts,
// in a worker of its own. Problems are collected over all pages and reported together. Each page is fetched with the
// organiser's cookies and its HTML read in Node. The browser opens the game's recap (its share sheet gets its text from
// the button's click), and the running season's standings: what the session draws there (header, league tabs, role,
// the new-night link) is read once the page is signed in. The six seasons are independent: they run in parallel when
// workers are free.
import { expect, test } from "./fixtures";
import type { HtmlPage } from "./support/html";
import { signIn } from "./support/http";
import { specLeague } from "./support/spec-league";
import {
  expectSeasonRules,
  firstHref,
  pageTemplates,
  RISIKO_SEASON_WALK,
  SEASON_WALK,
  setLocale,
  templateOf,
  Walk,
} from "./support/page-walk";

const LEAGUE = specLeague("every-page-speaks"); // its own copy of the demo league (support/spec-league.ts)

const slug = LEAGUE.leagueSlug;
/** each season walked, and the lines of its rules marked as the club's (how-ranked-<line>; src/scoring clubDefaults) */
const SEASONS = [
  { edition: 4, systemId: "risiko", clubLines: ["keys", "tieBreak", "elimination"] },
  { edition: 5, systemId: "spqr", clubLines: ["keys", "others", "elimination", "unresolved"] },
  { edition: 6, systemId: "nero", clubLines: ["others", "unresolved"] },
  { edition: 7, systemId: "hotre", clubLines: ["with-lastEmperorNumber", "others"] },
  { edition: 8, systemId: "julius-caesar", clubLines: [] },
  { edition: 9, systemId: "cote2", clubLines: ["others", "unresolved"] },
] as const;
const TEMPLATES = pageTemplates("l");

test.describe.configure({ mode: "parallel" });

for (const season of SEASONS) {
  test(`every page of a ${season.systemId} season speaks Italian or English, never a raw key; its rules show, the club's marked (issue 22 §2)`, async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(page.request, baseURL!, LEAGUE.organiser); // the browser context's cookies: its page is signed in too
    // the share sheet's text, read where the phone would send it
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", {
        configurable: true,
        value: async (data: ShareData) => void ((window as unknown as { shared: ShareData }).shared = data),
      });
    });
    const problems: string[] = [];
    const visited = new Set<string>();
    const risiko = season.systemId === "risiko";
    for (const locale of ["it", "en"] as const) {
      await setLocale(context, baseURL!, locale);
      const walk = new Walk(page, locale);
      const rules = (html: HtmlPage, where: string) =>
        expectSeasonRules(html, locale, season.clubLines, `${locale} ${where}`);
      const base = `/l/${slug}/seasons/${season.edition}`;
      await walk.visit(`/l/${slug}`);
      const standings = await walk.visit(base);
      rules(standings, "the standings");
      const playerPath = firstHref(standings, standings.byTestId("leaderboard"), (h) => h.includes("/players/"));
      if (risiko) await walk.open(base); // a running season: its organiser's new-night link, drawn from the session
      await walk.visit(`${base}/stats`);
      const games = await walk.visit(`${base}/games`);
      const gamePath = firstHref(
        games,
        games.byTag("main"),
        (h) => h.startsWith(`/l/${slug}/games/`) && !h.includes("/games/new"),
      );
      await walk.visit(`${base}/playground`);
      if (risiko) {
        await walk.visit(`${base}/objectives`);
        await walk.visit(`${base}/objectives/1`);
        await walk.visit(`${base}/objectives/1/edit`);
        await walk.visit(`${base}/objectives/new`);
        await walk.visit(`/l/${slug}/games/new?season=${season.edition}`);
        await walk.visit(`/l/${slug}/seasons/3/recap`); // the season is still running: the closed one's recap
      } else {
        await walk.visit(`${base}/recap`);
      }
      const game = await walk.visit(gamePath);
      if (!risiko) rules(game, "the play's page"); // a play's result table says how it was ranked
      const resultForm = await walk.visit(`${gamePath}/result`);
      rules(resultForm, "the result form");
      if (!risiko) {
        // one link to the season's rules, no rulebook section under the fields
        const [link] = resultForm.byTestId("play-rules-link");
        expect(link && resultForm.attr(link, "href")).toBe(`${base}#season-rules`);
        expect(resultForm.textContent(link)).toBe(locale === "it" ? "Regolamento" : "Rulebook");
        expect(resultForm.textContent(resultForm.byTestId("play-form")[0])).not.toContain("§");
      }
      const gameId = gamePath.split("/").pop()!;
      const recapPath = `/l/${slug}/recap/${gameId}`;
      rules(await walk.visit(recapPath), "the recap");
      await walk.open(recapPath); // the session's parts of the page, and its share button
      await page.getByTestId("share-recap").click();
      const shared = await page
        .waitForFunction(() => (window as unknown as { shared?: ShareData }).shared)
        .then((h) => h.jsonValue() as Promise<ShareData>);
      walk.check(`share text of ${gameId}`, `${shared.title}\n${shared.text}`);
      await walk.visit(playerPath);
      await walk.visit(`/l/${slug}/systems/${season.systemId}`);
      problems.push(...walk.problems);
      for (const p of walk.visited) visited.add(templateOf(p, TEMPLATES) ?? p);
    }
    expect(problems).toEqual([]);
    // the pages this walk promises (support/page-walk.ts) were all opened
    expect([...visited]).toEqual(expect.arrayContaining(risiko ? RISIKO_SEASON_WALK : SEASON_WALK));
  });
}
