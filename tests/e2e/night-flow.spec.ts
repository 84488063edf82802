import type { Page } from "@playwright/test";
import { expect, nameRegex, phone, test } from "./fixtures";
import { specLeague } from "./support/spec-league";

const LEAGUE = specLeague("night-flow"); // its own copy of the demo league (support/spec-league.ts)

const slug = LEAGUE.leagueSlug;

/** The organiser creates tonight's RisiKo! night with these players; returns the game page's path. */
async function createNight(page: Page, names: string[]) {
  await page.goto(`/l/${slug}/games/new`);
  for (const name of names) await page.getByLabel(`Gioca ${name}`).check();
  await page.getByRole("button", { name: "Crea la partita" }).click();
  await page.waitForURL((url) => /\/games\/(?!new$)[a-z0-9]+$/.test(url.pathname));
  return new URL(page.url()).pathname;
}

/** Voids the night, so that the games later tests create are the only ones in play. */
async function voidNight(page: Page, gameUrl: string) {
  await page.goto(gameUrl);
  await page.locator("summary", { hasText: "Annulla la partita" }).click();
  await page.getByLabel("Motivo dell'annullamento").fill("fine del test");
  await page.getByRole("button", { name: /^Annulla la partita \d+$/ }).click();
  await expect(page.getByTestId("game-status")).toHaveText("Annullata");
  await expect(page.getByTestId("night-steps")).toHaveCount(0);
}

const steps = (page: Page) => page.getByTestId("night-steps");
const recordLink = (page: Page) => page.getByRole("link", { name: "Registra il risultato", exact: true });

test("the night as one guided flow: steps, one next action, no result before the deal, the card prompt on the home", async ({
  browser,
}) => {
  test.setTimeout(180_000); // five phones sign in
  const organiser = await phone(browser, LEAGUE.organiser);
  const gameUrl = await createNight(organiser, ["Andrea", "Luca", "Paolo"]);

  // Planned: step 3 of 6, the deal is the next action (at the top of a phone screen); no "record the result" yet,
  // only the clearly labelled way for a night whose cards were drawn by hand.
  await expect(steps(organiser)).toHaveAttribute("data-current", "deal");
  await expect(organiser.getByTestId("night-step-now")).toHaveText("Passo 3 di 6: Distribuisci gli obiettivi");
  await expect(steps(organiser).locator('[aria-current="step"]')).toHaveAttribute("data-step", "deal");
  await expect(steps(organiser).locator('[data-state="done"]')).toHaveCount(2);
  const dealButton = organiser.getByRole("button", { name: "Distribuisci gli obiettivi" });
  expect((await dealButton.boundingBox())!.y + 44).toBeLessThan(780);
  await expect(recordLink(organiser)).toHaveCount(0);
  await expect(organiser.getByRole("link", { name: "Inserisci il risultato senza distribuzione" })).toBeVisible();

  // Dealt: who has opened their card, then "record the result".
  await dealButton.click();
  await expect(organiser.getByTestId("form-success")).toHaveText("Obiettivi distribuiti.");
  await expect(steps(organiser)).toHaveAttribute("data-current", "cards");
  await expect(organiser.getByTestId("night-cards-opened")).toHaveText("Nessuno ha ancora aperto la sua carta su 3");
  await expect(recordLink(organiser)).toHaveCount(1);
  await expect(organiser.getByRole("link", { name: "Inserisci il risultato senza distribuzione" })).toHaveCount(0);

  // A seated player signs in: at the top of the league home, their card is ready; one tap to it, one more to open it.
  const andrea = await phone(browser, LEAGUE.players.brigateNere);
  await andrea.goto(`/l/${slug}`);
  // this night's card (another spec may leave a night of Andrea's in play)
  const prompt = andrea.getByTestId("ready-card").filter({ has: andrea.locator(`a[href^="${gameUrl}"]`) });
  await expect(prompt).toHaveCount(1);
  await expect(prompt.getByRole("heading", { name: "Il tuo obiettivo è pronto" })).toBeVisible();
  expect((await prompt.getByRole("link").boundingBox())!.y + 44).toBeLessThan(780); // above the fold
  await expect(prompt).not.toContainText(/Obiettivo \d+/);
  await prompt.getByRole("link", { name: /^Apri la tua carta/ }).click();
  await expect(andrea).toHaveURL(new RegExp(`${gameUrl}#my-card$`));
  await andrea.getByRole("button", { name: "Mostra il mio obiettivo" }).click();
  await expect(andrea.getByTestId("my-objective-card").getByTestId("objective-name")).toBeVisible();
  await andrea.goto(`/l/${slug}`);
  await expect(prompt).toContainText("Già aperto");

  // A member without a seat tonight gets no prompt.
  const stefano = await phone(browser, LEAGUE.players.falangeViola);
  await stefano.goto(`/l/${slug}`);
  await expect(stefano.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(stefano.getByTestId("ready-card")).toHaveCount(0);
  await expect(stefano.getByText("Il tuo obiettivo è pronto")).toHaveCount(0);

  await organiser.reload();
  await expect(organiser.getByTestId("night-cards-opened")).toHaveText("1 carta aperta su 3");
  await expect(organiser.getByTestId("night-cards")).toContainText(
    /Devono ancora aprirla: (Luca, Paolo|Paolo, Luca)(?!,)/,
  ); // turn order

  // Everyone has looked: the step moves on to the result.
  for (const account of [LEAGUE.players.yellowInvaders, LEAGUE.players.greenPanzer]) {
    const player = await phone(browser, account);
    await player.goto(gameUrl);
    await player.getByRole("button", { name: "Mostra il mio obiettivo" }).click();
    await expect(player.getByTestId("my-objective-card").getByTestId("objective-name")).toBeVisible();
    await player.context().close();
  }
  await organiser.reload();
  await expect(steps(organiser)).toHaveAttribute("data-current", "result");
  await expect(organiser.getByTestId("night-step-now")).toHaveText("Passo 5 di 6: Registra il risultato");
  await expect(organiser.getByTestId("night-cards")).toContainText("Tutti hanno aperto la loro carta.");
  await expect(organiser.getByTestId("night-next-action")).toHaveText("Registra il risultato");

  // A finished night: the last step, and the recap as the next action.
  await organiser.goto(`/l/${slug}/seasons/4/games`);
  await organiser
    .getByRole("link", { name: /^Partita \d+/ })
    .first()
    .click();
  await organiser.waitForURL((url) => /\/games\/(?!new$)[a-z0-9]+$/.test(url.pathname));
  await expect(steps(organiser)).toHaveAttribute("data-current", "recap");
  await expect(steps(organiser).locator('[data-state="done"]')).toHaveCount(5);
  await organiser.getByRole("link", { name: "Vedi il riepilogo" }).click();
  await expect(organiser.getByTestId("game-recap")).toBeVisible();

  await voidNight(organiser, gameUrl);
  await andrea.goto(`/l/${slug}`);
  await expect(prompt).toHaveCount(0);
  for (const p of [organiser, andrea, stefano]) await p.context().close();
});

test("a player without an account is invited at the table before the deal and opens their own card", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const name = `Nadia ${Date.now() % 100_000}`; // a retry adds another newcomer
  const organiser = await phone(browser, LEAGUE.organiser);
  // a newcomer the organiser adds to the league tonight, without an account
  await organiser.goto(`/l/${slug}/admin/players`);
  const add = organiser.locator("details").filter({ has: organiser.getByText("Nuovo giocatore", { exact: true }) });
  await add.getByText("Nuovo giocatore", { exact: true }).click();
  await add.getByLabel("Nome", { exact: true }).fill(name);
  await add.getByRole("button", { name: "Aggiungi giocatore" }).click();
  await expect(organiser.getByTestId("form-success")).toHaveText("Giocatore salvato.");

  const gameUrl = await createNight(organiser, ["Andrea", "Luca", name]);

  // Right under the seats: the invitation for Nadia, as a QR code for her phone — before the deal: an account linked
  // after it gets no card of this game (decision 0033).
  const invites = organiser.getByTestId("seat-invites");
  await expect(invites.getByRole("button")).toHaveText([`Invita ${name}`]);
  await invites.getByRole("button", { name: `Invita ${name}` }).click();
  const shown = organiser.getByTestId("seat-invite-link");
  await expect(
    shown.getByRole("img", {
      name: `Codice QR dell'invito per ${name}: inquadralo con la fotocamera del suo telefono`,
    }),
  ).toBeVisible();
  const url = (await organiser.getByTestId("seat-invite-link-url").innerText()).trim();
  expect(url).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);

  // Nadia's phone: a second browser context, nobody signed in.
  const nadia = await phone(browser);
  await nadia.goto(new URL(url).pathname);
  await expect(nadia.getByText(`Giocherai come ${name}.`, { exact: false })).toBeVisible();
  await nadia.getByLabel("Il tuo nome").fill(name);
  await nadia.getByLabel("E-mail").fill(`${name.replace(" ", ".").toLowerCase()}@circolo.test`);
  await nadia.getByLabel("Password", { exact: true }).fill("nadia-risiko-2026");
  await nadia.getByLabel("Ripeti la password").fill("nadia-risiko-2026");
  await nadia.getByRole("button", { name: "Crea account ed entra" }).click();
  await expect(nadia).toHaveURL(new RegExp(`/l/${slug}$`));
  await expect(nadia.getByTestId("signed-in-as")).toHaveText(name);

  // The deal, then her card is ready on the league home, one tap to it.
  await organiser.reload();
  await organiser.getByRole("button", { name: "Distribuisci gli obiettivi" }).click();
  await expect(organiser.getByTestId("form-success")).toHaveText("Obiettivi distribuiti.");
  await nadia.goto(`/l/${slug}`);
  await nadia
    .getByTestId("ready-card")
    .filter({ has: nadia.locator(`a[href^="${gameUrl}"]`) })
    .getByRole("link", { name: /^Apri la tua carta/ })
    .click();
  await expect(nadia).toHaveURL(new RegExp(`${gameUrl}#my-card$`));
  const show = nadia.getByRole("button", { name: "Mostra il mio obiettivo" });
  await show.click();
  const card = (await nadia.getByTestId("my-objective-card").getByTestId("objective-name").innerText()).trim();
  expect(card).toMatch(/\S/);

  // Her card is hers only: not on the organiser's page, not on another player's.
  await organiser.reload();
  await expect(organiser.getByTestId("seat-invites")).toHaveCount(0); // Nadia has an account now
  await expect(organiser.getByTestId("my-objective-card")).toHaveCount(0);
  await expect(organiser.locator("body")).not.toContainText(nameRegex(card));
  const andrea = await phone(browser, LEAGUE.players.brigateNere);
  await andrea.goto(gameUrl);
  await expect(andrea.locator("body")).not.toContainText(nameRegex(card));
  await andrea.getByRole("button", { name: "Mostra il mio obiettivo" }).click();
  await expect(andrea.getByTestId("my-objective-card").getByTestId("objective-name")).not.toHaveText(nameRegex(card));

  await voidNight(organiser, gameUrl);
  for (const p of [organiser, nadia, andrea]) await p.context().close();
});
