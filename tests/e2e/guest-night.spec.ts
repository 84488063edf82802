// Issue 22 §3 and §4 on phones (390×844, one browser context per person): a RisiKo! night with one reveal-link guest is
// recorded with everyone, the guest included, ticking their own territories; the recorder's interactions are counted
// (≤ 8). On the way, a card opened with the home's "Apri la tua carta" button is readable offline (§4).
// The spec makes its own league, season, catalogue and players: the demo league is left as the other specs expect it.
// Its organiser is Luca (a demo player), who records without sitting at the table.
import type { Browser, Locator, Page } from "@playwright/test";
import { expect as baseExpect, phone as phoneOf, test } from "./fixtures";
import { counted, reportOwnTerritories, startOfficialCatalogue } from "./support/risiko-night";
import { pageKept, workerControls } from "./support/service-worker";
import { specLeague } from "./support/spec-league";

const LEAGUE = specLeague("guest-night"); // its own copy of the demo league (support/spec-league.ts)

// six phones on a 2-core machine shared with other work: every wait gets room (a failure is reported after it)
const expect = baseExpect.configure({ timeout: 15_000 });

/** A phone of its own (support: fixtures.ts), the 390×844 viewport; a service worker where the card is read offline. */
const phone = (browser: Browser, account?: { email: string; password: string }, serviceWorker = false) =>
  phoneOf(browser, account, { serviceWorker, viewport: { width: 390, height: 844 } });

const PLAYERS = [
  ["Anna", "blu"],
  ["Bruno", "rosso"],
  ["Carla", "verde"],
  ["Gino", "giallo"], // the guest: no account, his card by reveal link
] as const;
const GUEST = "Gino";

test("a night with a reveal-link guest: every player ticks their own territories, the recorder only confirms the ending", async ({
  browser,
}) => {
  test.setTimeout(300_000); // six phones, three sign-ups
  const run = Date.now().toString(36);

  // Luca's new league (members-only), an active RisiKo! season with the official catalogue, four players.
  const organiser = await phone(browser, LEAGUE.players.yellowInvaders);
  await organiser.goto("/leagues/new");
  await organiser.getByLabel("Nome della lega").fill(`Serata Ospite ${run}`);
  await organiser.getByRole("button", { name: "Crea la lega" }).click();
  await organiser.waitForURL(/\/l\/[a-z0-9-]+\/admin$/, { timeout: 60_000 });
  const slug = new URL(organiser.url()).pathname.split("/")[2];

  await organiser.goto(`/l/${slug}/admin/seasons`);
  await organiser.locator("#new-season-name").fill("Torneo con ospite");
  await organiser.locator("#new-season-status").selectOption("active");
  const edition = Number(await organiser.locator("#new-season-edition").inputValue());
  await organiser.getByRole("button", { name: "Crea torneo" }).click();
  await expect(organiser.getByTestId("form-success").first()).toHaveText("Torneo salvato.");
  await organiser.goto(`/l/${slug}/seasons/${edition}/objectives`);
  await startOfficialCatalogue(organiser);

  await organiser.goto(`/l/${slug}/admin/players`);
  const add = organiser.locator("details").filter({ has: organiser.getByText("Nuovo giocatore", { exact: true }) });
  for (const [name, color] of PLAYERS) {
    if ((await add.getAttribute("open")) === null) await add.getByText("Nuovo giocatore", { exact: true }).click();
    await add.getByLabel("Nome", { exact: true }).fill(name);
    await add.getByLabel("Colore dell'armata").selectOption(color);
    await add.getByRole("button", { name: "Aggiungi giocatore" }).click();
    await expect(organiser.getByTestId("form-success")).toHaveText("Giocatore salvato.");
  }

  // Tonight's night; three players join at the table from its invitations, before the deal.
  await organiser.goto(`/l/${slug}/games/new`);
  for (const [name] of PLAYERS) await organiser.getByLabel(`Gioca ${name}`).check();
  await organiser.getByRole("button", { name: "Crea la partita" }).click();
  await organiser.waitForURL((url) => /\/games\/(?!new$)[a-z0-9]+$/.test(url.pathname));
  const gameUrl = new URL(organiser.url()).pathname;
  const invites: string[] = [];
  for (const [name] of PLAYERS.filter(([n]) => n !== GUEST)) {
    await organiser
      .getByTestId("seat-invites")
      .getByRole("button", { name: `Invita ${name}` })
      .click();
    const url = organiser.getByTestId("seat-invite-link-url");
    await expect(url).not.toHaveText(invites.at(-1) ?? "", { useInnerText: true });
    await expect(url).toHaveText(/\/invite\/[A-Za-z0-9_-]{43}$/);
    invites.push((await url.innerText()).trim());
  }
  const phones = new Map<string, Page>();
  for (const [i, [name]] of PLAYERS.filter(([n]) => n !== GUEST).entries()) {
    const player = await phone(browser, undefined, name === "Anna"); // Anna reads her card offline below
    await player.goto(new URL(invites[i]).pathname);
    await player.getByLabel("Il tuo nome").fill(name);
    await player.getByLabel("E-mail").fill(`${name.toLowerCase()}.${run}@ospite.test`);
    await player.getByLabel("Password", { exact: true }).fill("serata-ospite-2026");
    await player.getByLabel("Ripeti la password").fill("serata-ospite-2026");
    await player.getByRole("button", { name: "Crea account ed entra" }).click();
    await expect(player).toHaveURL(new RegExp(`/l/${slug}$`), { timeout: 30_000 }); // a password hashed on a busy machine
    phones.set(name, player);
  }

  await organiser.reload();
  await expect(organiser.getByTestId("seat-invites").getByRole("button")).toHaveText([`Invita ${GUEST}`]); // only the guest is left without an account
  await organiser.getByRole("button", { name: "Distribuisci gli obiettivi" }).click();
  await expect(organiser.getByTestId("form-success")).toHaveText("Obiettivi distribuiti.");
  await organiser.getByRole("button", { name: `Link per ${GUEST}` }).click();
  const code = (await organiser.getByTestId("reveal-code").innerText()).trim();

  // Each player, on their own phone, opens their card and ticks territories of it that nobody before them holds
  // (a territory is held by one player). Anna opens hers from the league home's button, and reads it offline too.
  const taken = new Set<string>();
  const sent = new Map<string, number>();
  const tick = async (name: string, report: Locator, count: number) =>
    sent.set(name, await reportOwnTerritories(report, taken, count));

  const anna = phones.get("Anna")!;
  await workerControls(anna);
  await anna.goto(`/l/${slug}`);
  await anna
    .getByTestId("ready-card")
    .filter({ has: anna.locator(`a[href^="${gameUrl}"]`) })
    .getByRole("link", { name: /^Apri la tua carta/ })
    .click();
  await expect(anna).toHaveURL(new RegExp(`${gameUrl}#my-card$`));
  await anna.getByRole("button", { name: "Mostra il mio obiettivo" }).click();
  const annaCard = (await anna.getByTestId("my-objective-card").getByTestId("objective-name").innerText()).trim();
  // the page reached by the button (a client-side navigation) is kept on the phone with the card
  await pageKept(anna, gameUrl);
  await anna.context().setOffline(true);
  await anna.reload();
  await expect(anna.getByTestId("offline-banner")).toBeVisible();
  await anna.getByRole("button", { name: "Mostra il mio obiettivo" }).click();
  await expect(anna.getByTestId("card-offline-copy")).toBeVisible();
  await expect(anna.getByTestId("my-objective-card").getByTestId("objective-name")).toHaveText(annaCard);
  await anna.context().setOffline(false);
  await anna.reload();
  await anna.getByRole("button", { name: "Mostra il mio obiettivo" }).click();
  await tick("Anna", anna.getByTestId("report-held"), 1);

  for (const [i, name] of ["Bruno", "Carla"].entries()) {
    const player = phones.get(name)!;
    await player.goto(gameUrl);
    await player.getByRole("button", { name: "Mostra il mio obiettivo" }).click();
    await tick(name, player.getByTestId("report-held"), i + 2);
  }

  // The guest: no account, the reveal code typed on his own phone; the same report under his card.
  const gino = await phone(browser);
  await gino.goto(`/reveal?code=${code.toLowerCase()}`);
  await gino.getByRole("button", { name: "Mostra il mio obiettivo" }).click();
  // where he sits, as a member's home says it: the league, his name, his turn of four, his colour
  await expect(gino.getByTestId("guest-seat")).toContainText(`Serata Ospite ${run} · `);
  await expect(gino.getByTestId("guest-seat")).toContainText(/Gino.*di mano su 4, armata giallo/);
  const ginoCard = (await gino.getByTestId("link-objective-card").getByTestId("objective-name").innerText()).trim();
  await tick(GUEST, gino.getByTestId("report-held"), 3);

  // The recorder: every seat reported, so no card is entered; from the game page to the recap.
  await organiser.goto(gameUrl);
  await expect(organiser.getByTestId("night-reported")).toHaveText("Territori inviati dai giocatori: 4 su 4.");
  const r = counted();
  await r.click(organiser.getByRole("link", { name: "Registra il risultato", exact: true }));
  for (let turn = 1; turn <= 4; turn++) await expect(organiser.getByTestId(`seat-${turn}-reported`)).toBeVisible();
  await expect(organiser.getByTestId("preview-after-save")).toBeVisible();
  // nothing of a card on the recorder's screen before the save, the guest's neither
  await expect(organiser.locator("main")).not.toContainText(ginoCard);
  await expect(organiser.locator("main")).not.toContainText(/\d+ di \d+ punti/);
  await r.select(organiser.getByLabel("Motivo della fine"), "Tempo scaduto");
  await r.click(organiser.getByRole("button", { name: "Salva il risultato" }));
  await organiser.waitForURL(/\/recap\/[a-z0-9]+$/);
  expect(r.count).toBeLessThanOrEqual(8);
  test.info().annotations.push({ type: "recorder interactions (guest at the table)", description: String(r.count) });

  // The saved points are each player's own report, the guest's included.
  await organiser.goto(gameUrl);
  const table = organiser.getByTestId("result-table");
  for (const [name] of PLAYERS) {
    const cells = table.getByRole("row").filter({ hasText: name }).getByRole("cell");
    await expect(cells.filter({ hasText: new RegExp(`^${sent.get(name)}/\\d+$`) })).toHaveCount(1); // objective points / total
  }
  for (const page of [organiser, gino, ...phones.values()]) await page.context().close();
});
