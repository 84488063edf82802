import type { Page } from "@playwright/test";
import { expect, nameRegex, phone, test } from "./fixtures";
import { specLeague } from "./support/spec-league";

const LEAGUE = specLeague("dealt-night"); // its own copy of the demo league (support/spec-league.ts)

const TABLE = [
  ["Andrea", LEAGUE.players.brigateNere],
  ["Luca", LEAGUE.players.yellowInvaders],
  ["Paolo", LEAGUE.players.greenPanzer],
  ["Stefano", LEAGUE.players.falangeViola],
] as const;

/** An option of the objective list, "7. Obiettivo 7 (95)", for the card named `name`. */
const cardOption = (name: string) => new RegExp(`^\\d+\\. ${nameRegex(name).source} \\(`);

/** Picks, in seat `turn`'s objective list, the card whose name was shown at the table. */
async function pickCard(page: Page, turn: number, name: string) {
  const seat = page.getByTestId(`seat-${turn}`);
  const option = seat.locator("option").filter({ hasText: cardOption(name) });
  await seat.getByLabel("Obiettivo", { exact: true }).selectOption({ label: (await option.textContent())!.trim() });
}

/**
 * Ticks the first `count` territories of seat `turn`'s objective as held at the end of the game, among those no other
 * seat holds (a territory is held by one player: the form disables the others').
 */
async function holdTerritories(page: Page, turn: number, count: number) {
  const territories = page
    .getByTestId(`seat-${turn}`)
    .getByRole("group", { name: "Territori tenuti a fine partita" })
    .getByRole("checkbox", { disabled: false });
  for (let i = 0; i < count; i++) await territories.nth(i).check();
}

test("a dealt night is logged on the organiser's phone from the cards turned over at the table", async ({
  browser,
  page,
  login,
}) => {
  test.setTimeout(150_000); // five phones signed in one after the other, and the whole result typed on one
  // Before the game: the organiser creates the night and deals; each player looks at their card on their own phone.
  await login(LEAGUE.organiser);
  await page.goto(`/l/${LEAGUE.leagueSlug}/games/new`);
  await page.getByLabel("Lo inserisco come è uscito al tavolo").check();
  for (const [i, [name]] of TABLE.entries()) {
    await page.getByLabel(`Gioca ${name}`).check();
    await page.getByLabel(`Turno di ${name}`).fill(String(i + 1));
  }
  await page.getByRole("button", { name: "Crea la partita" }).click();
  await page.waitForURL((url) => /\/games\/(?!new$)[a-z0-9]+$/.test(url.pathname));
  const gameUrl = new URL(page.url()).pathname;
  await page.getByRole("button", { name: "Distribuisci gli obiettivi" }).click();
  await expect(page.getByTestId("form-success")).toHaveText("Obiettivi distribuiti.");

  const cards: Record<string, string> = {};
  for (const [name, account] of TABLE) {
    const player = await phone(browser, account);
    await player.goto(gameUrl);
    await player.getByRole("button", { name: "Mostra il mio obiettivo" }).click();
    cards[name] = (await player.getByTestId("my-objective-card").getByTestId("objective-name").innerText()).trim();
    await player.context().close();
  }

  // After the game, on the organiser's phone: each card as turned over at the table, and what each player holds.
  await page.goto(gameUrl);
  await page.getByRole("link", { name: "Registra il risultato" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Registra il risultato");
  await pickCard(page, 1, cards.Andrea);
  await page.getByTestId("seat-1").getByLabel("Obiettivo completato (RisiKo!)").check();
  await expect(page.getByTestId("seat-1-points")).toHaveText("95 di 95 punti");
  // a slip: for Luca, a card of the catalogue that nobody at this table was dealt
  const labels = (await page.getByTestId("seat-2").locator("option").allTextContents()).map((l) => l.trim());
  const undealt = labels.find(
    (l) => /^\d+\. /.test(l) && !Object.values(cards).some((card) => cardOption(card).test(l)),
  );
  await page.getByTestId("seat-2").getByLabel("Obiettivo", { exact: true }).selectOption({ label: undealt! });
  await holdTerritories(page, 2, 3);
  await pickCard(page, 3, cards.Paolo);
  await holdTerritories(page, 3, 2);
  await pickCard(page, 4, cards.Stefano);
  await holdTerritories(page, 4, 1);
  await expect(page.getByTestId("seat-4-points")).not.toHaveText(/^0 di/);
  await page.getByLabel("Motivo della fine").selectOption({ label: "Obiettivo completato" });
  await page.getByLabel("Durata (minuti)").fill("110");

  // The server checks every chosen card against the dealt one (its commitment) and saves nothing on a mismatch,
  // without saying whose card it was (that would reveal a card).
  await page.getByRole("button", { name: "Salva il risultato" }).click();
  await expect(page.getByTestId("form-error")).toContainText("non corrisponde alle carte distribuite");
  await expect(page.getByTestId("form-error")).not.toContainText("Luca");

  await pickCard(page, 2, cards.Luca); // a new card starts with no territory ticked
  await expect(page.getByTestId("seat-2-points")).toHaveText(/^0 di \d+ punti$/);
  await holdTerritories(page, 2, 3);
  await expect(page.getByTestId("result-preview").getByRole("row").nth(1)).toContainText("Andrea");
  await page.getByRole("button", { name: "Salva il risultato" }).click();
  await page.waitForURL(/\/recap\/[a-z0-9]+$/); // a new result goes on to the night's recap
  await expect(page.getByTestId("form-success")).toHaveText("Risultato salvato.");
  await expect(page.getByTestId("recap-winner")).toContainText("Andrea");

  // The game is finished: ranks and points are on its page, and every card is now public and checkable.
  await page.goto(gameUrl);
  await expect(page.getByTestId("result-table").getByRole("row").nth(1)).toContainText("Andrea");
  const revealed = page.getByTestId("revealed-objectives");
  for (const [name] of TABLE) await expect(revealed).toContainText(nameRegex(cards[name]));
});
