import { expect, type Page } from "@playwright/test";

/**
 * Fills the open Julius Caesar play form with a draw — 5 VP each after the fifth year (4 city VP and a leader
 * killed against 5 city VP), Rome vacant — checks that the preview says so, and saves.
 */
export async function saveJuliusCaesarDraw(page: Page): Promise<void> {
  await page.getByTestId("play-endedBy").selectOption({ label: "Fine del quinto anno" });
  await page.getByTestId("play-game-endedYear").fill("5");
  await page.getByTestId("seat-0-values-cityVp").fill("4");
  await page.getByTestId("seat-0-values-leadersKilled").fill("1");
  await page.getByTestId("seat-1-values-cityVp").fill("5");
  await page.getByTestId("seat-1-values-leadersKilled").fill("0");
  await expect(page.getByTestId("preview-result")).toHaveText("Risultato: pareggio");
  // the draw's shared points, with an Italian decimal comma
  await expect(page.getByTestId("play-preview").locator("tbody")).toContainText(/\d,\d/);
  await expect(page.getByTestId("play-preview").locator("tbody")).not.toContainText(/\d\.\d/);
  await page.getByTestId("play-save").click();
}
