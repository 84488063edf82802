// Issue 13 §2 on a phone: a dropped connection never loses what was typed (the save waits on the phone and is sent
// exactly once when the connection returns), and the pages seen last (leaderboard, the player's own opened card)
// stay readable offline through the service worker, but not after sign-out (decision 0025).
import type { BrowserContext } from "@playwright/test";
import { expect, login, phone, test } from "./fixtures";
import { workerControls } from "./support/service-worker";
import { specLeague } from "./support/spec-league";

test.use({ serviceWorkers: "allow" }); // the phone's offline copies are read here (support/service-worker.ts)

const LEAGUE = specLeague("offline"); // its own copy of the demo league (support/spec-league.ts)

const slug = LEAGUE.leagueSlug;

async function offline(context: BrowserContext, on: boolean) {
  await context.setOffline(on);
}

test("a player added while the connection is down is kept on the phone, survives a reload, and is created once when it returns", async ({
  page,
  context,
}) => {
  await login(page, LEAGUE.organiser);
  await workerControls(page);
  await page.goto(`/l/${slug}/admin/players`);
  await page.getByText("Nuovo giocatore").click(); // the form is folded when the league has players
  const name = `Offline ${Date.now().toString(36)}`;
  await page.locator("#new-player-name").fill(name);
  await page.locator("#new-player-army").fill("ARMATA SENZA RETE");
  await page.locator("#new-player-color").selectOption("viola");

  await offline(context, true);
  // the page on screen was loaded live: it is not "the last saved copy", its form keeps working (issue 22 §4)
  await expect(page.getByTestId("offline-banner")).toHaveText(
    "Sei offline: quello che salvi resta su questo telefono e parte quando torna la connessione.",
  );
  await page.getByRole("button", { name: "Aggiungi giocatore" }).click();
  await expect(page.getByTestId("offline-queued")).toHaveText(
    "Salvato su questo telefono — verrà inviato quando torna la connessione.",
  );
  // the page is still the form, with what was typed (not Next's "This page couldn't load")
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("#new-player-name")).toHaveValue(name);

  // even a reload without a connection keeps it: the page from the phone, the typing from the draft
  await page.reload();
  await expect(page.getByTestId("offline-banner")).toHaveText(
    "Sei offline: stai vedendo l'ultima copia salvata su questo telefono.",
  );
  // and the reloaded page says at once that the player is waiting on this phone (issue 22 §4)
  await expect(page.getByTestId("offline-queued")).toBeVisible();
  await expect(page.locator("#new-player-name")).toHaveValue(name);
  await expect(page.locator("#new-player-army")).toHaveValue("ARMATA SENZA RETE");
  await expect(page.locator("#new-player-color")).toHaveValue("viola");

  await offline(context, false);
  await expect(page.getByTestId("offline-sent")).toHaveText("Inviato.", { timeout: 20_000 });
  await expect(page.getByTestId("offline-banner")).toHaveCount(0);
  // the header reads the session again once the connection is back: signed in, not "Accedi" (issue 22 §4)
  await expect(page.getByTestId("signed-in-as")).toBeVisible();
  await expect(page.locator("header").getByRole("link", { name: "Accedi", exact: true })).toHaveCount(0);
  await expect(page.locator("#new-player-name")).toHaveValue(""); // ready for the next one

  // exactly one player, and nothing left to send on the next load
  await page.goto(`/l/${slug}/players`);
  await expect(page.getByText("ARMATA SENZA RETE")).toHaveCount(1);
  await page.goto(`/l/${slug}/admin/players`);
  await expect(page.getByTestId("offline-sent")).toHaveCount(0);
  expect(
    await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.startsWith("iwl.outbox.") || k.startsWith("iwl.draft.")),
    ),
  ).toEqual([]);
});

test("a play result saved with the connection down is stored exactly once, nothing typed twice", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await login(page, LEAGUE.organiser);
  await workerControls(page);
  // a season of another game system, opened and closed by this test
  await page.goto(`/l/${slug}/admin/seasons`);
  const form = page.locator("details").filter({ hasText: "Nuovo torneo" }).first();
  if (!(await form.getAttribute("open"))) await form.locator("summary").click();
  await page.locator("#new-season-system").selectOption({ label: "Julius Caesar" });
  await page.locator("#new-season-name").fill("Offline E2E");
  await page.locator("#new-season-status").selectOption("active");
  const edition = Number(await page.locator("#new-season-edition").inputValue());
  await page.getByRole("button", { name: "Crea torneo" }).click();
  await expect(page.getByTestId("form-success").first()).toHaveText("Torneo salvato.");

  await page.goto(`/l/${slug}/games/new?season=${edition}`); // the demo RisiKo! season is active too: choose this one (issue 22 §1)
  await page.getByTestId("seat-0-player").selectOption({ label: "Andrea" });
  await page.getByTestId("seat-1-player").selectOption({ label: "Luca" });
  await page.getByTestId("seat-0-identity-side").selectOption({ label: "Giulio Cesare" });
  await page.getByTestId("seat-1-identity-side").selectOption({ label: "Pompeo Magno" });
  await page.getByTestId("play-endedBy").selectOption({ label: "Fine del quinto anno" });
  await page.getByTestId("play-game-endedYear").fill("5");
  await page.getByTestId("seat-0-values-cityVp").fill("8");
  await page.getByTestId("seat-0-values-leadersKilled").fill("0");
  await page.getByTestId("seat-1-values-cityVp").fill("4");
  await page.getByTestId("seat-1-values-leadersKilled").fill("0");
  await page.getByLabel("Note").fill("giocata senza rete");
  await expect(page.getByTestId("preview-result")).toHaveText("Risultato: vittoria"); // a valid night: the server will take it

  await offline(context, true);
  // from the keyboard: the offline banner makes Chromium's phone emulation widen the layout viewport for a moment,
  // and a pointer click computed before that lands on the field above the button
  await page.getByTestId("play-save").press("Enter");
  await expect(page.getByTestId("offline-queued")).toBeVisible();
  await expect(page.getByTestId("play-form")).toBeVisible();
  await expect(page.getByTestId("seat-0-values-cityVp")).toHaveValue("8");
  await page.reload(); // from the phone's copy; the draft is restored
  await expect(page.getByTestId("seat-0-values-cityVp")).toHaveValue("8");
  await expect(page.getByLabel("Note")).toHaveValue("giocata senza rete");

  await offline(context, false);
  await expect(page.getByTestId("offline-sent")).toHaveText("Inviato.", { timeout: 20_000 });
  await page.getByTestId("play-sent-link").click();
  await expect(page.getByTestId("play-seat")).toHaveCount(2);

  await page.goto(`/l/${slug}/seasons/${edition}`);
  await expect(page.getByTestId("leaderboard-row-Andrea").getByTestId("played")).toContainText("1/");
  await expect(page.getByTestId("leaderboard-row-Luca").getByTestId("played")).toContainText("1/");

  await page.goto(`/l/${slug}/admin/seasons`);
  const item = page.locator("li.card").filter({ hasText: "Offline E2E" });
  await item.locator("summary").click();
  await item.getByLabel("Stato").selectOption("closed");
  await item.getByRole("button", { name: "Salva torneo" }).click();
  await expect(item.getByTestId("form-success")).toHaveText("Torneo salvato.");
});

test("the last-seen leaderboard is readable offline after one visit", async ({ browser }) => {
  const reader = await phone(browser, undefined, { serviceWorker: true });
  await reader.goto("/");
  await workerControls(reader);
  const board = `/l/${slug}/seasons/4`;
  await reader.goto(board);
  const stefano = (await reader.getByTestId("leaderboard-row-Stefano").textContent())!;
  expect(stefano).toContain("Stefano");

  await offline(reader.context(), true);
  await reader.reload();
  await expect(reader.getByTestId("offline-banner")).toBeVisible();
  await expect(reader.getByTestId("leaderboard-row-Stefano")).toHaveText(stefano);
  // a page never opened on this phone: the bilingual offline page, not the browser's error
  await reader.goto(`/l/${slug}/seasons/3`);
  await expect(reader.getByRole("heading", { name: "Sei offline" })).toBeVisible();
  await expect(reader.getByRole("heading", { name: "You are offline" })).toBeVisible();
  await reader.context().close();
});

test("a player's opened card is readable offline on their phone, and gone from it after sign-out", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const organiser = await phone(browser, LEAGUE.organiser);
  await organiser.goto(`/l/${slug}/games/new`);
  for (const name of ["Andrea", "Luca", "Paolo"]) await organiser.getByLabel(`Gioca ${name}`).check();
  await organiser.getByRole("button", { name: "Crea la partita" }).click();
  await organiser.waitForURL((url) => /\/games\/(?!new$)[a-z0-9]+$/.test(url.pathname));
  const gameUrl = new URL(organiser.url()).pathname;
  await organiser.getByRole("button", { name: "Distribuisci gli obiettivi" }).click();
  await expect(organiser.getByTestId("form-success")).toHaveText("Obiettivi distribuiti.");
  await organiser.context().close();

  // Luca never opened his card on this phone: offline, "show" says so clearly, and the page stays
  const b = await phone(browser, LEAGUE.players.yellowInvaders, { serviceWorker: true });
  await workerControls(b);
  await b.goto(gameUrl);
  await offline(b.context(), true);
  await b.getByRole("button", { name: "Mostra il mio obiettivo" }).click();
  await expect(b.getByTestId("card-offline-none")).toHaveText(
    "Sei offline: la tua carta si potrà aprire quando torna la connessione.",
  );
  await expect(b.getByRole("button", { name: "Mostra il mio obiettivo" })).toBeEnabled();
  await b.context().close();

  const a = await phone(browser, LEAGUE.players.brigateNere, { serviceWorker: true });
  await workerControls(a);
  await a.goto(gameUrl);
  await a.getByRole("button", { name: "Mostra il mio obiettivo" }).click();
  const card = a.getByTestId("my-objective-card");
  const objective = (await card.getByTestId("objective-name").innerText()).trim();
  expect(objective).toMatch(/^Obiettivo \d+$/);

  // the connection drops: the page and the card opened before are still there, and "show" does not crash
  await offline(a.context(), true);
  await a.reload();
  await expect(a.getByTestId("offline-banner")).toBeVisible();
  await a.getByRole("button", { name: "Mostra il mio obiettivo" }).click();
  await expect(a.getByTestId("card-offline-copy")).toBeVisible();
  await expect(card.getByTestId("objective-name")).toHaveText(objective);

  // back online, Andrea signs out: the next person holding this phone, offline, finds neither page nor card
  await offline(a.context(), false);
  await a.reload();
  await a.getByRole("button", { name: "Esci" }).click();
  await expect(a.getByRole("link", { name: "Accedi" })).toBeVisible();
  await offline(a.context(), true);
  await a.goto(gameUrl);
  await expect(a.getByRole("heading", { name: "Sei offline" })).toBeVisible();
  expect(await a.content()).not.toContain(objective);
  const kept = await a.evaluate(async (path) => {
    const cached = await caches.match(path);
    return {
      page: cached ? await cached.text() : null,
      cards: Object.keys(localStorage).filter((k) => k.startsWith("iwl.card.")),
    };
  }, gameUrl);
  expect(kept).toEqual({ page: null, cards: [] });
  await a.context().close();
});
