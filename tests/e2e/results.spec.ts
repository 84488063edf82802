import { expect, test } from "./fixtures";
import { specLeague } from "./support/spec-league";

const LEAGUE = specLeague("results"); // its own copy of the demo league (support/spec-league.ts)

const PLAYERS = ["Andrea", "Luca", "Paolo", "Stefano"] as const;

test("the organiser logs a night on a phone, sees the standings and the player page change, then corrects it", async ({
  page,
  login,
  browser,
  baseURL,
}) => {
  await login(LEAGUE.organiser);
  const board = `/l/${LEAGUE.leagueSlug}/seasons/4`;

  // Before: Stefano's row in the current season.
  await page.goto(board);
  const stefanoRow = page.getByTestId("leaderboard-row-Stefano");
  const gamesBefore = Number((await stefanoRow.getByTestId("played").innerText()).split("/")[0]);
  const playerHref = await stefanoRow.getByRole("link").getAttribute("href");
  await page.goto(playerHref!);
  const summaryBefore = await page.getByTestId("player-summary").innerText();

  // A game night for four players, turn order as drawn at the table.
  await page.goto(`/l/${LEAGUE.leagueSlug}/games/new`);
  await page.getByLabel("Lo inserisco come è uscito al tavolo").check();
  for (const [i, name] of PLAYERS.entries()) {
    await page.getByLabel(`Gioca ${name}`).check();
    await page.getByLabel(`Turno di ${name}`).fill(String(i + 1));
  }
  await page.getByRole("button", { name: "Crea la partita" }).click();
  await page.waitForURL((url) => /\/games\/(?!new$)[a-z0-9]+$/.test(url.pathname));
  const gameUrl = page.url();

  // Log the result of a night whose cards were drawn by hand (no deal): "record the result" is not offered before a
  // deal, the clearly labelled paper path is. Andrea completes objective 1; the others' points are entered from the cards.
  await expect(page.getByRole("link", { name: "Registra il risultato" })).toHaveCount(0);
  await page.getByRole("link", { name: "Inserisci il risultato senza distribuzione" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Registra il risultato");
  const seat = (n: number) => page.getByTestId(`seat-${n}`);
  await seat(1).getByLabel("Obiettivo", { exact: true }).selectOption({ label: "1. Obiettivo 1 (95)" });
  await seat(1).getByLabel("Obiettivo completato (RisiKo!)").check();
  await expect(page.getByTestId("seat-1-points")).toHaveText("95 di 95 punti");
  for (const [n, points] of [
    [2, "40"],
    [3, "30"],
    [4, "20"],
  ] as const) {
    await seat(n).getByLabel("Valore totale dell'obiettivo").fill("95");
    await seat(n).getByLabel("Punti obiettivo", { exact: true }).fill(points);
  }
  await page.getByLabel("Motivo della fine").selectOption({ label: "Obiettivo completato" });
  await page.getByLabel("Durata (minuti)").fill("95");
  const preview = page.getByTestId("result-preview");
  await expect(preview.getByRole("row").nth(1)).toContainText("Andrea");
  await expect(preview.getByRole("row").nth(4)).toContainText("Stefano");
  // Meanwhile someone else, not signed in, reads the public leaderboard: the server now holds it in its page cache.
  const readerContext = await browser.newContext({ baseURL });
  const reader = await readerContext.newPage();
  await reader.goto(board);
  expect((await reader.goto(board))?.headers()["x-page-cache"]).toBe("HIT");
  await page.getByRole("button", { name: "Salva il risultato" }).click();
  // the save is confirmed where the eye is: at the top of the night's recap, where the form goes on to
  await page.waitForURL(/\/recap\/[a-z0-9]+$/);
  await expect(page.getByTestId("form-success")).toHaveText("Risultato salvato.");
  await expect(page.getByTestId("recap-winner")).toContainText("Andrea");

  // The standings and the player page reflect it at once: the write dropped the cached leaderboard.
  await reader.goto(board);
  await expect(reader.getByTestId("leaderboard-row-Stefano").getByTestId("played")).toHaveText(`${gamesBefore + 1}/40`);
  await readerContext.close();
  await page.goto(board);
  await expect(page.getByTestId("leaderboard-row-Stefano").getByTestId("played")).toHaveText(`${gamesBefore + 1}/40`);
  await page.goto(playerHref!);
  await expect(page.getByTestId("player-summary")).not.toHaveText(summaryBefore);

  // Correct it: Stefano held 60 points, not 20.
  await page.goto(gameUrl);
  await expect(page.getByTestId("result-table")).toContainText("Andrea");
  await page.getByRole("link", { name: "Correggi il risultato" }).click();
  await seat(4).getByLabel("Punti obiettivo", { exact: true }).fill("60");
  await page.getByLabel("Motivo della correzione").fill("punti di Stefano contati male");
  await page.getByRole("button", { name: "Salva il risultato" }).click();
  await expect(page.getByTestId("form-success")).toBeVisible();

  await page.goto(gameUrl);
  const rows = page.getByTestId("result-table").getByRole("row");
  await expect(rows.nth(2)).toContainText("Stefano");
  const entry = page.getByTestId("audit-entry").first();
  await expect(entry).toContainText("Risultato corretto");
  await expect(entry).toContainText("punti di Stefano contati male");
  await expect(entry).toContainText(/Stefano: pos\. 4 → 2/);
});
