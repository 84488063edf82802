import { expect, test } from "@playwright/test";

// Runs against the second web server of playwright.config.ts: an empty database.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 1; // playwright.config.ts: E2E_PORT + 1
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

test("a new club sets itself up from an empty database: organiser (who plays too), league, season, first player", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Benvenuto! Configura la tua lega" })).toBeVisible();

  // Bad input: errors next to the fields, nothing typed is lost
  await page.getByLabel("Il tuo nome").fill("Marco");
  await page.getByLabel("E-mail").fill("non-una-email");
  await page.getByRole("button", { name: "Crea organizzatore e lega" }).click();
  await expect(page.getByTestId("error-email")).toHaveText("Indirizzo e-mail non valido.");
  await expect(page.getByTestId("error-password")).toHaveText("La password deve avere almeno 8 caratteri.");
  await expect(page.getByLabel("Il tuo nome")).toHaveValue("Marco");

  await page.getByLabel("E-mail").fill("marco@circolo.test");
  await page.getByLabel("Password", { exact: true }).fill("risiko-2026");
  await page.getByLabel("Ripeti la password").fill("risiko-2026");
  await page.getByLabel("Nome della lega").fill("Circolo Test");
  // the organiser is offered to play too (issue 22 §5): ticked by default, with a player name
  await expect(page.getByLabel("Gioco anch'io")).toBeChecked();
  await page.getByLabel("Nome da giocatore").fill("Marco R.");
  await page.getByRole("button", { name: "Crea organizzatore e lega" }).click();

  await expect(page).toHaveURL(/\/l\/circolo-test$/, { timeout: 20_000 }); // action, sign-in, navigation on a busy machine
  await expect(page.getByTestId("signed-in-as")).toHaveText("Marco");
  await page.getByRole("link", { name: "Crea il primo torneo" }).click();

  await expect(page).toHaveURL(/\/l\/circolo-test\/admin\/seasons$/);
  await page.getByRole("button", { name: "Crea torneo" }).click();
  await expect(page.getByTestId("form-success")).toHaveText("Torneo salvato.");

  await page.goto("/l/circolo-test/admin/players");
  // the organiser's own player, linked to his login; the form for the next one stays open
  await expect(page.locator("li.card").filter({ hasText: "Marco R." })).toContainText("marco@circolo.test");
  const add = page.locator("details").filter({ has: page.getByText("Nuovo giocatore", { exact: true }) });
  await expect(add).toHaveAttribute("open", "");
  await add.getByLabel("Nome", { exact: true }).fill("Anna");
  await add.getByLabel("Nome dell'armata").fill("LEGIONE ROSSA");
  await add.getByLabel("Colore dell'armata").selectOption("rosso");
  await add.getByRole("button", { name: "Aggiungi giocatore" }).click();
  await expect(page.getByTestId("form-success")).toHaveText("Giocatore salvato.");

  await page.goto("/l/circolo-test/players");
  await expect(page.getByText("LEGIONE ROSSA")).toBeVisible();
  await page.goto("/l/circolo-test");
  await expect(page.getByRole("link", { name: `Torneo ${new Date().getFullYear()}` }).first()).toBeVisible();

  // one club on one deployment: the home page opens on its league
  await page.goto("/");
  await expect(page).toHaveURL(/\/l\/circolo-test$/);

  // the first-run page is gone for good
  expect((await page.goto("/setup"))?.status()).toBe(404);
});
