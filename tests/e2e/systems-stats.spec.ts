// Issue 12 §3: the statistics the players of each game argue about, on a 360 px phone, in Italian and English.
// Demo data: scripts/seed-demo-systems.ts (Julius Caesar 2010 is edition 8: 12 plays, 11 won, 1 drawn).
import { expect, test } from "./fixtures";
import { specLeague } from "./support/spec-league";

const LEAGUE = specLeague("systems-stats"); // its own copy of the demo league (support/spec-league.ts)

const league = `/l/${LEAGUE.leagueSlug}`;

test("a reader opens the Julius Caesar season statistics: wins by side, endings by year, in Italian and English", async ({
  page,
}) => {
  await page.goto(league);
  const bySystem = page.getByTestId("seasons-by-system");
  await expect(bySystem.getByRole("heading", { name: "Julius Caesar" })).toBeVisible();
  await bySystem.getByRole("link", { name: "Julius Caesar 2010" }).click();
  await expect(page).toHaveURL(/\/seasons\/8$/);
  await page.getByRole("link", { name: "Statistiche", exact: true }).click();
  await expect(page).toHaveURL(/\/seasons\/8\/stats$/);

  await expect(page.getByTestId("system-stats-summary")).toHaveText(
    "12 partite: 11 vinte da un giocatore, 0 con vittoria condivisa, 1 patta.",
  );
  const sides = page.getByRole("table", { name: "Vittorie per schieramento" });
  await expect(sides.getByRole("rowheader", { name: "Giulio Cesare" })).toBeVisible();
  await expect(sides.getByRole("rowheader", { name: "Pompeo Magno" })).toBeVisible();
  const endings = page.getByRole("table", { name: "Come sono finite le partite" });
  await expect(endings.getByRole("rowheader", { name: "10 PV alla fine dell'anno" })).toBeVisible();
  // 7 plays ended at a winter with 10 VP; 5 after year 5, one of them a draw
  await expect(endings.getByRole("row", { name: /10 PV alla fine dell'anno/ }).getByRole("cell")).toHaveText([
    "7",
    "0",
    "58%",
  ]);
  await expect(endings.getByRole("row", { name: /Fine del quinto anno/ }).getByRole("cell")).toHaveText([
    "5",
    "1",
    "42%",
  ]);
  await expect(page.getByRole("heading", { name: "Quando sono finite: anno" })).toBeVisible();
  // a chart of counts (plays by the winner's margin, 1 or 2 each) has whole numbers on its axis, not 0,5 or 1,5
  const margins = page.getByRole("img", { name: "Scarto tra vincitore e secondo" });
  await margins.scrollIntoViewIfNeeded();
  const ticks = margins.locator(".recharts-yAxis-tick-labels text");
  await expect(ticks.first()).toBeVisible();
  expect((await ticks.allTextContents()).filter((tick) => !/^\d+$/.test(tick.trim()))).toEqual([]);
  // the page fits the phone: no sideways scrolling of the whole page
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByRole("button", { name: "en", exact: true }).click();
  await expect(page.getByTestId("system-stats-summary")).toHaveText(
    "12 plays: 11 won by one player, 0 shared wins, 1 draw.",
  );
  await expect(
    page.getByRole("table", { name: "Wins by side" }).getByRole("rowheader", { name: "Caesar" }),
  ).toBeVisible();
  await expect(
    page.getByRole("table", { name: "How the plays ended" }).getByRole("rowheader", { name: "End of year 5" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "it", exact: true }).click();
  await expect(page.getByTestId("system-stats-summary")).toContainText("12 partite");
});

test("a player page shows the record per game, with the draw as a draw, in Italian and English", async ({ page }) => {
  await page.goto(`${league}/players`);
  await page.getByRole("link", { name: /Luca/ }).first().click();
  const jc = page.getByTestId("system-record-julius-caesar");
  await expect(jc.getByRole("heading", { name: "Julius Caesar" })).toBeVisible();
  await expect(jc.getByTestId("system-record-summary")).toContainText(
    "6 partite in 1 stagione: 2 vinte, 1 patta, 3 perse.",
  );
  // only the selected season's game is shown in full; another game's record opens from its summary (issue 25)
  await jc.getByRole("link", { name: "Dettagli di Julius Caesar" }).click();
  await expect(page).toHaveURL(/system=julius-caesar/);
  await expect(jc.getByRole("table", { name: "Vittorie per schieramento" })).toBeVisible();
  await expect(
    jc.getByRole("table", { name: "Scontri diretti a Julius Caesar" }).getByRole("columnheader", { name: "Patte" }),
  ).toBeVisible(); // two players: level is a draw
  // the other games Luca played have their own record
  await expect(page.getByTestId("system-record-risiko")).toBeVisible();
  await expect(page.getByTestId("system-record-nero")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByRole("button", { name: "en", exact: true }).click();
  await expect(jc.getByTestId("system-record-summary")).toContainText("6 plays in 1 season: 2 won, 1 drawn, 3 lost.");
  await expect(
    jc.getByRole("table", { name: "Wins by side" }).getByRole("rowheader", { name: "Pompey" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "it", exact: true }).click();
  await expect(jc.getByTestId("system-record-summary")).toContainText("partite");
});
