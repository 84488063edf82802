// Attacker's view of the member page cache (src/runtime/front-cache.ts, decisions 0029, 0072) on the real server: two players
// at the same dealt table each get their own game page (never the other's copy, never anyone's objective in the HTML),
// a cached member page is served again to its own member, and a visitor or a forged session cookie gets no cached
// member page. (Members of another league and removed members: tests/unit/member-cache.test.ts.)
import { request as playwrightRequest, type Page } from "@playwright/test";
import { expect, nameRegex, phone, test } from "./fixtures";
import { specLeague } from "./support/spec-league";

const LEAGUE = specLeague("member-cache"); // its own copy of the demo league (support/spec-league.ts)

const hit = (res: { headers(): Record<string, string> }) => res.headers()["x-page-cache"] === "HIT member";

async function pageOf(p: Page, url: string) {
  const res = await p.request.get(url, { maxRedirects: 0 });
  return { html: await res.text(), hit: hit(res), status: res.status() };
}

/** The name of the seat marked "(tu)" in a game page's HTML (seats-table.tsx), or null. */
const mine = (html: string) =>
  /([A-Za-z]+)<span class="ml-1 text-xs text-brand-700">\((?:<!-- -->)?tu(?:<!-- -->)?\)/.exec(html)?.[1] ?? null;

test("two players at one table never get each other's game page from the cache; visitors get no cached member page", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const organiser = await phone(browser, LEAGUE.organiser);
  await organiser.goto(`/l/${LEAGUE.leagueSlug}/games/new`);
  for (const name of ["Andrea", "Luca", "Paolo", "Giorgio"]) await organiser.getByLabel(`Gioca ${name}`).check();
  await organiser.getByRole("button", { name: "Crea la partita" }).click();
  await organiser.waitForURL((url) => /\/games\/(?!new$)[a-z0-9]+$/.test(url.pathname));
  const gameUrl = new URL(organiser.url()).pathname;
  await organiser.getByRole("button", { name: "Distribuisci gli obiettivi" }).click();
  await expect(organiser.getByTestId("form-success")).toHaveText("Obiettivi distribuiti.");

  const a = await phone(browser, LEAGUE.players.brigateNere); // Andrea
  const b = await phone(browser, LEAGUE.players.yellowInvaders); // Luca
  const homeUrl = `/l/${LEAGUE.leagueSlug}`;
  // both members are known to the server (a render vouched for each), and A's game page is in the cache
  for (const p of [a, b]) await pageOf(p, homeUrl);
  const a1 = await pageOf(a, gameUrl);
  const a2 = await pageOf(a, gameUrl);
  expect(a2.hit).toBe(true);
  expect(mine(a2.html)).toBe("Andrea");

  // B asks for the same game page: B's own render, with B's seat marked, then B's own cached copy
  const b1 = await pageOf(b, gameUrl);
  const b2 = await pageOf(b, gameUrl);
  expect(b1.hit).toBe(false);
  expect(b2.hit).toBe(true);
  expect(b1.html).not.toEqual(a1.html);
  expect(mine(b1.html)).toBe("Luca");
  expect(mine(b2.html)).toBe("Luca");
  for (const html of [a1.html, a2.html, b1.html, b2.html]) expect(html).not.toMatch(/Obiettivo \d+/); // no card in any page

  // A reveals their card (an action: every cache is dropped); B's pages, cached or not, never carry it
  await a.goto(gameUrl);
  await a.getByRole("button", { name: "Mostra il mio obiettivo" }).click();
  const aName = (await a.getByTestId("my-objective-card").getByTestId("objective-name").innerText()).trim();
  for (let i = 0; i < 2; i++) {
    const page = await pageOf(b, gameUrl);
    expect(page.html).not.toMatch(nameRegex(aName));
    expect(page.html).not.toMatch(/Obiettivo \d+/);
  }
  expect((await pageOf(a, gameUrl)).html).not.toMatch(/Obiettivo \d+/);

  // shared member pages are cached per league and role: B gets the statistics page A's visit left
  const statsUrl = `/l/${LEAGUE.leagueSlug}/seasons/4/stats`;
  await pageOf(a, statsUrl);
  expect((await pageOf(b, statsUrl)).hit).toBe(true);
  // the league home has a personal part (the "your card is ready" prompt): each member gets their own copy only
  await pageOf(a, homeUrl);
  const bHome = await pageOf(b, homeUrl);
  expect(bHome.hit).toBe(false);
  expect((await pageOf(b, homeUrl)).hit).toBe(true);

  // a visitor and a forged session cookie reach Next, never a cached member page
  for (const cookie of [undefined, "next-auth.session-token=forged", "__Secure-next-auth.session-token=forged"]) {
    const anon = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: cookie ? { cookie } : {} });
    for (const url of [homeUrl, gameUrl]) {
      const res = await anon.get(url, { maxRedirects: 0 });
      expect(hit(res), `${cookie} ${url}`).toBe(false);
      expect(mine(await res.text())).toBeNull();
    }
    await anon.dispose();
  }

  // the night is voided, so the specs after this one meet only their own nights in play
  await organiser.goto(gameUrl);
  await organiser.locator("summary", { hasText: "Annulla la partita" }).click();
  await organiser.getByLabel("Motivo dell'annullamento").fill("fine del test");
  await organiser.getByRole("button", { name: /^Annulla la partita \d+$/ }).click();
  await expect(organiser.getByTestId("game-status")).toHaveText("Annullata");
  for (const p of [organiser, a, b]) await p.context().close();
});
