import { expect, test } from "./fixtures";
import { specLeague } from "./support/spec-league";

const LEAGUE = specLeague("restore-game"); // its own copy of the demo league (support/spec-league.ts)

test("the organiser voids a finished game on a phone, then restores it: the standings come back as they were", async ({
  page,
  login,
}) => {
  await login(LEAGUE.organiser);
  const board = `/l/${LEAGUE.leagueSlug}/seasons/4`;
  await page.goto(board);
  const standingsBefore = await page.getByTestId("leaderboard").innerText();

  await page.goto(`${board}/games`);
  const first = page.getByRole("link", { name: /^Partita \d+/ }).first();
  await first.click();
  await page.waitForURL((url) => /\/games\/(?!new$)[a-z0-9]+$/.test(url.pathname));
  const gameUrl = page.url();
  await expect(page.getByTestId("result-table")).toBeVisible();

  // Void it, with a reason.
  await page.getByText("Annulla la partita", { exact: true }).first().click();
  await page.getByLabel("Motivo dell'annullamento").fill("prova di annullamento");
  await page.getByRole("button", { name: /^Annulla la partita \d+$/ }).click();
  // The page re-renders as voided (the void form, and its success line, leave the page with it).
  await expect(page.getByTestId("game-status")).toHaveText("Annullata");
  await page.goto(board);
  expect(await page.getByTestId("leaderboard").innerText()).not.toBe(standingsBefore);

  // Restore it: the reason is required, the error sits next to the field.
  await page.goto(gameUrl);
  await page.getByText("Ripristina la partita", { exact: true }).click();
  await expect(page.getByText(/torna conclusa con il suo risultato/)).toBeVisible();
  await page.getByRole("button", { name: /^Ripristina la partita \d+$/ }).click();
  const reason = page.getByLabel("Motivo del ripristino");
  await expect(reason).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Scrivi un motivo.")).toBeVisible();
  await reason.fill("annullata per sbaglio");
  await page.getByRole("button", { name: /^Ripristina la partita \d+$/ }).click();
  // The restored game re-renders as finished (the restore form, and its success line, leave the page with it).
  await expect(page.getByTestId("game-status")).toHaveText("Conclusa");

  await page.goto(gameUrl);
  await expect(page.getByTestId("result-table")).toBeVisible();
  await expect(page.getByTestId("audit-entry").first()).toContainText("Partita ripristinata");
  await expect(page.getByTestId("audit-entry").first()).toContainText("annullata per sbaglio");
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.goto(board);
  expect(await page.getByTestId("leaderboard").innerText()).toBe(standingsBefore);
});
