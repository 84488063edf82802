import { expect, login, test } from "./fixtures";
import { specLeague } from "./support/spec-league";

const LEAGUE = specLeague("phone-layout"); // its own copy of the demo league (support/spec-league.ts)

test("the header keeps one row after sign-in and every league tab fits a 360 px screen", async ({ page }) => {
  await page.goto(`/l/${LEAGUE.leagueSlug}`);
  const header = page.locator("body > header").first();
  const before = (await header.boundingBox())!.height;
  await login(page, LEAGUE.organiser);
  await page.goto(`/l/${LEAGUE.leagueSlug}`);
  await expect(page.getByTestId("signed-in-as")).toBeVisible();
  expect((await header.boundingBox())!.height).toBe(before);

  // The organiser sees six tabs (members have "Serate", decision 0053); the last one is reachable and not cut off.
  const tabs = page.getByRole("navigation", { name: /lega|league/i }).getByRole("link");
  await expect(tabs).toHaveCount(6);
  const last = tabs.last();
  // a thumb swipes the tab row to its end (scrollIntoViewIfNeeded stops at a whole pixel, cutting a fraction off)
  await page
    .getByRole("navigation", { name: /lega|league/i })
    .evaluate((nav) => nav.scrollTo({ left: nav.scrollWidth }));
  const box = (await last.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
});

test("pages of a club carry the club's name in their title", async ({ page }) => {
  await page.goto(`/l/${LEAGUE.leagueSlug}/players`);
  await expect(page).toHaveTitle(/(^|· )Italy War$/);
  await expect(page).not.toHaveTitle(/Italy War League/);
  await page.goto(`/l/${LEAGUE.leagueSlug}/seasons/4`);
  await page.getByTestId("last-recap-link").click();
  await expect(page).toHaveTitle(/^Partita \d+ — .+ · Italy War$/);
});

test("wide tables are keyboard-scrollable regions with a name", async ({ page }) => {
  await page.goto(`/l/${LEAGUE.leagueSlug}/seasons/4`);
  await page.getByTestId("last-recap-link").click();
  await expect(page.getByTestId("game-recap")).toBeVisible();
  const region = page.getByTestId("scroll-region").first();
  await expect(region).toHaveAttribute("role", "region");
  await expect(region).toHaveAttribute("tabindex", "0");
  await expect(region).toHaveAttribute("aria-label", /.+/);
});

test("the player's rank chart draws straight segments between whole ranks, at once from the server and interactive at the first touch", async ({
  page,
}) => {
  await page.goto(`/l/${LEAGUE.leagueSlug}/players`);
  await page
    .getByRole("link", { name: /Andrea/ })
    .first()
    .click();
  const rank = page.locator("figure").nth(1);
  await expect(rank.locator("details summary")).toBeVisible();
  // at the top of the page the chart is first drawn on the server (no chart script); a touch makes it interactive
  await expect(rank.getByTestId("static-plot")).toBeVisible();
  expect(await rank.getByTestId("static-plot").locator("path").first().getAttribute("d")).not.toMatch(/C/);
  await rank.getByRole("img").first().tap();
  const path = rank.locator(".recharts-line-curve").first();
  await expect(path).toBeAttached({ timeout: 15_000 });
  expect(await path.getAttribute("d")).not.toMatch(/C/); // a smoothed (monotone) curve is drawn with cubic Béziers
  // its data table is drawn from the chart's props when opened (issue 25): the ranks are there, one row a game
  await rank.locator("details summary").click();
  await expect(rank.getByRole("table").getByRole("rowheader").first()).toBeVisible();
  await expect(rank.getByRole("table").getByRole("columnheader", { name: "Posizione" })).toBeVisible();
});
