// Issue 22 §2 ("Done when"): every page of a season of every game, in Italian and in English, read as the organiser
// (who also sees the result forms), shows no raw message key, no id where a label belongs and no fragment of the
// other language (tests/e2e/support/page-walk.ts); and the season's rules, the club's marked, are under the standings,
// the game's recap and the result form's preview. The demo has a RisiKo! season (edition 4, active; edition 3 closed)
// and a finished season of each other game (scripts/seed-demo-systems.ts, editions 5–9). The league's pages that are
// not a season's (schedule, admin, players, new nights of every game) are walked by every-league-page-speaks.spec.ts,
// in a worker of its own. Problems are collected over all pages and reported together.
import { expect, test } from "./fixtures";
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

for (const season of SEASONS) {
  test(`every page of a ${season.systemId} season speaks Italian or English, never a raw key; its rules show, the club's marked (issue 22 §2)`, async ({
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
    const visited = new Set<string>();
    const risiko = season.systemId === "risiko";
    for (const locale of ["it", "en"] as const) {
      await setLocale(context, baseURL!, locale);
      const walk = new Walk(page, locale);
      const rules = (where: string) => expectSeasonRules(page, locale, season.clubLines, `${locale} ${where}`);
      const base = `/l/${slug}/seasons/${season.edition}`;
      await walk.visit(`/l/${slug}`);
      await walk.visit(base);
      await rules("the standings");
      const playerPath = await firstHref(page, `[data-testid="leaderboard"] a[href*="/players/"]`);
      await walk.visit(`${base}/stats`);
      await walk.visit(`${base}/games`);
      const gamePath = await firstHref(page, `main a[href^="/l/${slug}/games/"]:not([href*="/games/new"])`);
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
      await walk.visit(gamePath);
      if (!risiko) await rules("the play's page"); // a play's result table says how it was ranked
      await walk.visit(`${gamePath}/result`);
      await rules("the result form");
      const gameId = gamePath.split("/").pop()!;
      await walk.visit(`/l/${slug}/recap/${gameId}`);
      await rules("the recap");
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
