// Steps of a dealt RisiKo! night shared by the specs that run one (guest-night, result-taps, club-night): the
// recorder's interactions counted, the season's catalogue started from the official cards, a player's own report of
// the territories held under their card.
import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";

/** The recorder's interactions, counted: every tap, tick and choice goes through here. */
export function counted() {
  let n = 0;
  return {
    get count() {
      return n;
    },
    click: (l: Locator) => (n++, l.click()),
    check: (l: Locator) => (n++, l.check()),
    select: (l: Locator, label: string | RegExp) => (
      n++,
      l.selectOption(typeof label === "string" ? { label } : { label: label.source })
    ),
  };
}

/** On a season's empty catalogue page (organiser): the catalogue started from the 16 official cards. */
export async function startOfficialCatalogue(page: Page) {
  await page.getByLabel(/I 16 obiettivi ufficiali/).check();
  await page.getByRole("button", { name: "Crea il catalogo" }).click();
  // the success line, or the page already re-rendered with the catalogue instead of the start form
  const created = async () =>
    (await page.getByText("Catalogo creato: 16 obiettivi.").count()) > 0 ||
    (await page.getByRole("button", { name: "Crea il catalogo" }).count()) === 0;
  await expect.poll(created, { timeout: 20_000 }).toBe(true);
}

/**
 * A player's own report under their open card: ticks `count` territories of the card that no one before holds (a
 * territory is held by one player: `taken`, updated here), sends them, and returns the objective points the answer
 * gives. Room for several phones on a busy 2-core machine in each wait.
 */
export async function reportOwnTerritories(report: Locator, taken: Set<string>, count: number): Promise<number> {
  const timeout = 15_000;
  await expect(report.getByRole("checkbox").first()).toBeVisible({ timeout }); // the card's answer has arrived
  const names = (await report.locator("li label > span:first-of-type").allInnerTexts()).map((x) => x.trim());
  const free = names
    .map((n, k) => [n, k] as const)
    .filter(([n]) => !taken.has(n))
    .slice(0, count);
  expect(free).toHaveLength(count);
  for (const [n, k] of free) {
    await report.getByRole("checkbox").nth(k).check();
    taken.add(n);
  }
  await report.getByRole("button", { name: "Invia i miei territori" }).click();
  const sent = report.getByTestId("form-success");
  await expect(sent).toContainText(`Inviato: ${count} territor`, { timeout });
  return Number(/(\d+) punt/.exec(await sent.innerText())![1]);
}
