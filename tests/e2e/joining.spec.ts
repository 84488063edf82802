// Issue 22 §5, joining and sharing (decision 0050), on a phone: a new league whose creator plays too, an invite link
// that stays in view while another is redeemed, an account linked to a seated player after the deal (no card), a
// recap shared with anyone by a link that stops when revoked, and the rules playground's presets and answer.
// (The first-run organiser as a player is in first-run.spec.ts: the empty server has one first run.)
import type { Page } from "@playwright/test";
import { expect, phone, test } from "./fixtures";
import { query } from "./support/database";
import { specLeague } from "./support/spec-league";

const LEAGUE = specLeague("joining"); // its own copy of the demo league (support/spec-league.ts)

test.describe.configure({ mode: "serial", timeout: 180_000 });

const stamp = Date.now() % 100_000;
const leagueName = `Circolo Giunzione ${stamp}`;
const slug = leagueName.toLowerCase().replace(/ /g, "-");
let organiser: Page;

async function newSeason(page: Page, name: string, system?: string) {
  await page.goto(`/l/${slug}/admin/seasons`);
  const form = page.locator("details").filter({ hasText: "Nuovo torneo" }).first();
  if ((await form.getAttribute("open")) === null) await form.locator("summary").click();
  if (system) await page.locator("#new-season-system").selectOption({ label: system });
  await page.locator("#new-season-name").fill(name);
  await page.locator("#new-season-status").selectOption("active");
  const edition = Number(await page.locator("#new-season-edition").inputValue());
  await page.getByRole("button", { name: "Crea torneo" }).click();
  await expect(page.getByTestId("form-success").first()).toHaveText("Torneo salvato.", { timeout: 15_000 });
  return edition;
}

async function addPlayer(page: Page, name: string, color: string) {
  await page.goto(`/l/${slug}/admin/players`);
  const add = page.locator("details").filter({ has: page.getByText("Nuovo giocatore", { exact: true }) });
  if ((await add.getAttribute("open")) === null) await add.locator("summary").click();
  await add.getByLabel("Nome", { exact: true }).fill(name);
  await add.getByLabel("Colore dell'armata").selectOption(color);
  await add.getByRole("button", { name: "Aggiungi giocatore" }).click();
  await expect(page.getByTestId("form-success")).toHaveText("Giocatore salvato.", { timeout: 15_000 });
}

test("a new league's creator plays too; an invite link stays in view; linking a member to a seated player after the deal is refused and shows no card", async ({
  browser,
}) => {
  organiser = await phone(browser, LEAGUE.players.yellowInvaders);
  // "Gioco anch'io" is offered, ticked, with the player's name
  await organiser.goto("/leagues/new");
  await organiser.getByLabel("Nome della lega").fill(leagueName);
  await expect(organiser.getByLabel("Gioco anch'io")).toBeChecked();
  await organiser.getByLabel("Nome da giocatore").fill("Giallo");
  await organiser.getByRole("button", { name: "Crea la lega" }).click();
  await expect(organiser).toHaveURL(new RegExp(`/l/${slug}/admin$`), { timeout: 20_000 });
  await organiser.goto(`/l/${slug}/admin/players`);
  await expect(organiser.locator("li.card").filter({ hasText: "Giallo" })).toContainText(/@demo\.risiko/); // linked to the creator's login

  // a RisiKo! season with the official objectives, two players without login, a night dealt
  const edition = await newSeason(organiser, `Torneo Giunzione ${stamp}`);
  await organiser.goto(`/l/${slug}/seasons/${edition}/objectives`);
  await organiser.getByLabel(/I 16 obiettivi ufficiali/).check();
  await organiser.getByRole("button", { name: "Crea il catalogo" }).click();
  await expect(organiser.getByText("16 obiettivi", { exact: true })).toBeVisible({ timeout: 15_000 });
  await addPlayer(organiser, "Ospite", "rosso");
  await addPlayer(organiser, "Terzo", "verde");
  await organiser.goto(`/l/${slug}/games/new`);
  for (const name of ["Giallo", "Ospite", "Terzo"]) await organiser.getByLabel(`Gioca ${name}`).check();
  await organiser.getByRole("button", { name: "Crea la partita" }).click();
  await organiser.waitForURL((url) => /\/games\/(?!new$)[a-z0-9]+$/.test(url.pathname));
  const gameUrl = new URL(organiser.url()).pathname;
  await organiser.getByRole("button", { name: "Distribuisci gli obiettivi" }).click();
  await expect(organiser.getByTestId("form-success")).toHaveText("Obiettivi distribuiti.", { timeout: 15_000 });

  // an invite for a co-organiser, who gets no player record (a player's invite makes one: invites.test.ts); the link
  // is shown on the organiser's phone
  await organiser.goto(`/l/${slug}/admin/members`);
  const inviteForm = organiser.getByRole("form", { name: "Invita" });
  await inviteForm.getByLabel("Ruolo").selectOption("organiser");
  await inviteForm.getByRole("button", { name: "Crea link d'invito" }).click();
  const firstUrl = (await organiser.getByTestId("invite-link-url").innerText()).trim();
  const throwaway = await phone(browser);
  await throwaway.goto(new URL(firstUrl).pathname);
  await throwaway.getByLabel("Il tuo nome").fill("Usa e getta");
  await throwaway.getByLabel("E-mail").fill(`usaegetta-${stamp}@circolo.test`);
  await throwaway.getByLabel("Password", { exact: true }).fill("usa-e-getta-2026");
  await throwaway.getByLabel("Ripeti la password").fill("usa-e-getta-2026");
  await throwaway.getByRole("button", { name: "Crea account ed entra" }).click();
  await expect(throwaway).toHaveURL(new RegExp(`/l/${slug}$`), { timeout: 20_000 });

  // meanwhile, with the page not reloaded, a second invite: its link stays in view although the league now has two
  // members (the form used to fold away), until the organiser hides it
  await inviteForm.getByRole("button", { name: "Crea link d'invito" }).click();
  await expect(organiser.getByTestId("invite-link-url")).not.toHaveText(firstUrl);
  await expect(organiser.getByText(`usaegetta-${stamp}@circolo.test`)).toBeVisible(); // the page did revalidate
  await expect(organiser.getByTestId("invite-link")).toBeInViewport({ ratio: 0.1 });
  await expect(organiser.getByTestId("invite-link-url")).toBeVisible();
  await organiser.getByTestId("invite-link-dismiss").click();
  await expect(organiser.getByTestId("invite-link")).toHaveCount(0);

  // the organiser tries to link the new member to the seated player without login, after the deal: refused next to
  // the field (who can open a card is fixed at the first deal), and the member stays unlinked
  const card = organiser.locator("li.card").filter({ hasText: `usaegetta-${stamp}@circolo.test` });
  await card.getByText("Collega a un giocatore").click();
  await card.getByLabel("Giocatore senza account").selectOption({ label: "Ospite" });
  await card.getByRole("button", { name: "Collega", exact: true }).click();
  await expect(card.getByText(/siede in una partita distribuita e non ancora conclusa/)).toBeVisible({
    timeout: 15_000,
  });
  await expect(card.getByText("Giocatore: Ospite")).toHaveCount(0);

  // the member's phone: nothing of the card in the game page or its RSC payload, not "seen"
  const [{ name: secret }] = await query<{ name: string }>(
    'SELECT o."name" FROM "Seat" s JOIN "Objective" o ON o."id" = s."objectiveId" JOIN "Player" p ON p."id" = s."playerId" WHERE s."gameId" = ? AND p."displayName" = ?',
    gameUrl.split("/").pop(),
    "Ospite",
  );
  await throwaway.goto(gameUrl);
  await expect(throwaway.getByRole("button", { name: "Mostra il mio obiettivo" })).toHaveCount(0);
  await expect(throwaway.locator("body")).not.toContainText(secret);
  // (the official objective "Tappeto" is also named in a message every game page ships, «Tappeto»: that is no card)
  const rsc = await throwaway.request.get(gameUrl, { headers: { RSC: "1" } });
  expect((await rsc.text()).replaceAll(`«${secret}»`, "")).not.toContain(secret);
  const [{ viewed }] = await query<{ viewed: number }>(
    'SELECT COUNT(*) AS "viewed" FROM "ObjectiveView" v JOIN "Seat" s ON s."id" = v."seatId" JOIN "Player" p ON p."id" = s."playerId" WHERE s."gameId" = ? AND p."displayName" = ?',
    gameUrl.split("/").pop(),
    "Ospite",
  );
  expect(Number(viewed)).toBe(0);
  await throwaway.context().close();
});

test("a night's recap shared by a link works for anyone in a members-only league, previews the podium, and stops when revoked", async ({
  browser,
}) => {
  // a Julius Caesar play in the same (members-only) league: a finished night
  const edition = await newSeason(organiser, `Cesare ${stamp}`, "Julius Caesar");
  await organiser.goto(`/l/${slug}/games/new?season=${edition}`);
  await organiser.getByTestId("seat-0-player").selectOption({ label: "Giallo" });
  await organiser.getByTestId("seat-1-player").selectOption({ label: "Ospite" });
  await organiser.getByTestId("seat-0-identity-side").selectOption({ label: "Giulio Cesare" });
  await organiser.getByTestId("seat-1-identity-side").selectOption({ label: "Pompeo Magno" });
  await organiser.getByTestId("play-endedBy").selectOption({ label: "Fine del quinto anno" });
  await organiser.getByTestId("play-game-endedYear").fill("5");
  await organiser.getByTestId("seat-0-values-cityVp").fill("8");
  await organiser.getByTestId("seat-0-values-leadersKilled").fill("0");
  await organiser.getByTestId("seat-1-values-cityVp").fill("4");
  await organiser.getByTestId("seat-1-values-leadersKilled").fill("0");
  await organiser.getByTestId("play-save").click();
  await organiser.waitForURL((url) => /\/games\/(?!new$)[a-z0-9]+$/.test(url.pathname));
  const gameId = new URL(organiser.url()).pathname.split("/").pop()!;

  const visitor = await phone(browser);
  // the members' recap does not exist for a visitor
  await visitor.goto(`/l/${slug}/recap/${gameId}`);
  await expect(visitor.getByRole("heading", { name: "Pagina non trovata" })).toBeVisible();

  await organiser.goto(`/l/${slug}/recap/${gameId}`);
  const links = organiser.getByTestId("recap-share-links");
  await links.getByRole("button", { name: "Crea link pubblico" }).click();
  const created = organiser.getByTestId("recap-share-created");
  const sharePath = await created.getByTestId("recap-url").getAttribute("href");
  expect(sharePath).toMatch(/^\/share\/[A-Za-z0-9_-]{43}$/);
  await expect(links.getByTestId("recap-share-list").getByRole("listitem")).toHaveCount(1);

  await visitor.goto(sharePath!);
  await expect(visitor.getByTestId("recap-winner")).toContainText("Giallo");
  await expect(visitor.getByTestId("recap-podium")).toContainText("Ospite");
  await expect(visitor.getByTestId("shared-recap-note")).toContainText(leagueName);
  await expect(visitor.getByTestId("recap-objectives")).toHaveCount(0);
  const image = await visitor.locator('meta[property="og:image"]').getAttribute("content");
  expect(image).toContain(`${sharePath}/opengraph-image`);
  expect(await visitor.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
  // fetched as a chat's crawler would, in a fresh context (no session); the browser retries a stale kept-alive socket
  const crawler = await phone(browser);
  const picture = await crawler.goto(new URL(image!).pathname + new URL(image!).search);
  expect(picture?.status()).toBe(200);
  expect(picture?.headers()["content-type"]).toContain("image/png");

  // revoked: the page and the picture are gone at the next request
  await links.getByRole("button", { name: /Revoca il link creato il/ }).click();
  await expect(links.getByTestId("form-success")).toHaveText("Link revocato: non funziona più.");
  await expect(links.getByTestId("recap-share-list")).toHaveCount(0);
  await visitor.goto(sharePath!);
  await expect(visitor.getByRole("heading", { name: "Pagina non trovata" })).toBeVisible();
  // (Chromium fails a navigation to a 404 without a body: asked by the context's own, unused, request client)
  expect((await crawler.request.get(new URL(image!).pathname, { failOnStatusCode: false })).status()).toBe(404);
  await crawler.context().close();
  await visitor.context().close();
  await organiser.context().close();
});

test("the rules playground: a preset shows it is selected and the answer is right there, on a phone", async ({
  page,
}) => {
  await page.goto(`/l/${LEAGUE.leagueSlug}/seasons/3/playground`);
  const preset = page.getByTestId("playground-preset-winsFirst");
  await expect(preset).toHaveAttribute("aria-pressed", "false");
  await preset.click();
  await expect(preset).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("playground-preset-italyWar")).toHaveAttribute("aria-pressed", "false");
  const answer = page.getByTestId("playground-answer");
  await expect(answer).toBeInViewport();
  await expect(answer).toContainText(/campione|posto/i);
  // editing a value makes it no preset any more
  await page.getByTestId("playground-kind").selectOption("placement");
  await expect(preset).toHaveAttribute("aria-pressed", "false");
});
