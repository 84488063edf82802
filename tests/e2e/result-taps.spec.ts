import type { Page } from "@playwright/test";
import { expect, nameRegex, phone, test } from "./fixtures";
import { seriousViolations } from "./support/axe";
import { counted } from "./support/risiko-night";
import { specLeague } from "./support/spec-league";

const LEAGUE = specLeague("result-taps"); // its own copy of the demo league (support/spec-league.ts)

// Issue 13 §1: a dealt 4-player night is finished by the recorder in at most 12 interactions when the players send the
// territories of their own card, and in at most 8 plus one tap per held territory when the recorder enters everything.
// Every tap, tick, choice and typed field of the recorder goes through `counted`, from the game page to the recap.

const TABLE = [
  ["Andrea", LEAGUE.players.brigateNere],
  ["Luca", LEAGUE.players.yellowInvaders],
  ["Paolo", LEAGUE.players.greenPanzer],
  ["Stefano", LEAGUE.players.falangeViola],
] as const;

/** The organiser creates tonight's night with the four players in turn order and deals; returns the game's path. */
async function dealtNight(organiser: Page) {
  await organiser.goto(`/l/${LEAGUE.leagueSlug}/games/new`);
  await organiser.getByLabel("Lo inserisco come è uscito al tavolo").check();
  for (const [i, [name]] of TABLE.entries()) {
    await organiser.getByLabel(`Gioca ${name}`).check();
    await organiser.getByLabel(`Turno di ${name}`).fill(String(i + 1));
  }
  await organiser.getByRole("button", { name: "Crea la partita" }).click();
  await organiser.waitForURL((url) => /\/games\/(?!new$)[a-z0-9]+$/.test(url.pathname));
  const gameUrl = new URL(organiser.url()).pathname;
  await organiser.getByRole("button", { name: "Distribuisci gli obiettivi" }).click();
  await expect(organiser.getByTestId("form-success")).toHaveText("Obiettivi distribuiti.");
  return gameUrl;
}

test("players send their own territories: the recorder finishes the night in at most 12 interactions, and the points are the players' reports", async ({
  browser,
}) => {
  test.setTimeout(180_000); // five phones sign in
  const organiser = await phone(browser, LEAGUE.organiser);
  const gameUrl = await dealtNight(organiser);

  // At the end of the game, on each player's phone: the card is open, "Hide" is right at hand, and the player ticks
  // the territories they hold (Luca 1, Paolo 2, Stefano 3; Andrea completed the objective and sends none). A territory
  // is held by one player: nobody ticks one of Andrea's card, or one that an earlier player ticked.
  const sent: number[] = [];
  const taken = new Set<string>();
  for (const [i, [, account]] of TABLE.entries()) {
    const player = await phone(browser, account);
    await player.goto(gameUrl);
    await player.getByRole("button", { name: "Mostra il mio obiettivo" }).click();
    const card = player.getByTestId("my-objective-card");
    await expect(card).toBeVisible();
    const hide = player.getByRole("button", { name: "Nascondi" });
    expect((await hide.boundingBox())!.y).toBeLessThan((await card.boundingBox())!.y);
    const report = player.getByTestId("report-held");
    const names = await report.locator("li label > span:first-of-type").allInnerTexts();
    if (i === 0) for (const name of names) taken.add(name.trim());
    const free = names
      .map((name, k) => [name.trim(), k] as const)
      .filter(([name]) => !taken.has(name))
      .slice(0, i);
    for (const [name, k] of free) {
      await report.getByRole("checkbox").nth(k).check();
      taken.add(name);
    }
    await report.getByRole("button", { name: "Invia i miei territori" }).click();
    await expect(report.getByTestId("form-success")).toContainText(
      i === 0 ? "Inviato: nessun territorio" : `Inviato: ${i} territor`,
    );
    const points = Number(/(\d+) punt/.exec(await report.getByTestId("form-success").innerText())![1]);
    if (i === 1) expect(await seriousViolations(player)).toEqual([]); // the open card with its report, on a phone
    sent.push(points);
    await player.context().close();
  }

  // The recorder: from the game page to the recap.
  await organiser.goto(gameUrl);
  await expect(organiser.getByTestId("night-reported")).toHaveText("Territori inviati dai giocatori: 4 su 4.");
  const r = counted();
  await r.click(organiser.getByRole("link", { name: "Registra il risultato", exact: true }));
  for (let turn = 1; turn <= 4; turn++) await expect(organiser.getByTestId(`seat-${turn}-reported`)).toBeVisible();
  expect(await seriousViolations(organiser)).toEqual([]);
  // nothing of a card reaches the recorder before the save
  await expect(organiser.getByTestId("seat-2")).not.toContainText(/\d+ di \d+ punti/);
  await r.check(organiser.getByTestId("seat-1").getByLabel("Obiettivo completato (RisiKo!)"));
  await r.select(organiser.getByLabel("Motivo della fine"), "Obiettivo completato");
  await r.click(organiser.getByRole("button", { name: "Salva il risultato" }));
  await organiser.waitForURL(/\/recap\/[a-z0-9]+$/);
  await expect(organiser.getByTestId("recap-winner")).toContainText("Andrea");
  expect(r.count).toBeLessThanOrEqual(12);
  test.info().annotations.push({ type: "recorder interactions (players report)", description: String(r.count) });

  // The saved points are the players' own reports.
  await organiser.goto(gameUrl);
  const table = organiser.getByTestId("result-table");
  for (const [i, [name]] of TABLE.entries()) {
    if (i === 0) continue;
    const cells = table.getByRole("row").filter({ hasText: name }).getByRole("cell");
    await expect(cells.filter({ hasText: new RegExp(`^${sent[i]}/\\d+$`) })).toHaveCount(1); // objective points / total
  }
  await organiser.context().close();
});

test("the recorder enters everything alone in at most 8 interactions plus one per held territory", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const organiser = await phone(browser, LEAGUE.organiser);
  const gameUrl = await dealtNight(organiser);
  const cards: string[] = [];
  for (const [, account] of TABLE) {
    const player = await phone(browser, account);
    await player.goto(gameUrl);
    await player.getByRole("button", { name: "Mostra il mio obiettivo" }).click();
    cards.push((await player.getByTestId("my-objective-card").getByTestId("objective-name").innerText()).trim());
    await player.context().close();
  }

  await organiser.goto(gameUrl);
  const r = counted();
  let held = 0;
  await r.click(organiser.getByRole("link", { name: "Registra il risultato", exact: true }));
  for (const [i] of TABLE.entries()) {
    const seat = organiser.getByTestId(`seat-${i + 1}`);
    const option = seat.locator("option").filter({ hasText: new RegExp(`^\\d+\\. ${nameRegex(cards[i]).source} \\(`) });
    await r.select(seat.getByLabel("Obiettivo", { exact: true }), (await option.textContent())!.trim());
    if (i === 0) {
      await r.check(seat.getByLabel("Obiettivo completato (RisiKo!)"));
      continue;
    }
    // a territory is held by one player: the form disables those another seat holds
    const boxes = seat
      .getByRole("group", { name: "Territori tenuti a fine partita" })
      .getByRole("checkbox", { disabled: false });
    for (let k = 0; k < i; k++, held++) await r.check(boxes.nth(k));
  }
  await r.select(organiser.getByLabel("Motivo della fine"), "Obiettivo completato");
  await r.click(organiser.getByRole("button", { name: "Salva il risultato" }));
  await organiser.waitForURL(/\/recap\/[a-z0-9]+$/);
  await expect(organiser.getByTestId("recap-winner")).toContainText("Andrea");
  expect(r.count).toBeLessThanOrEqual(8 + held);
  test.info().annotations.push({
    type: "recorder interactions (alone)",
    description: `${r.count} with ${held} held territories`,
  });
  await organiser.context().close();
});
