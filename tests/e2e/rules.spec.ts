// Issue 13 §6 on a phone: season rules as a form (preset, a changed value, the sample night's preview following,
// save, the success message staying on screen and focused) and the rules playground (both tables, who moved).
import { expect, test } from "./fixtures";
import { specLeague } from "./support/spec-league";

const LEAGUE = specLeague("rules"); // its own copy of the demo league (support/spec-league.ts)

const slug = LEAGUE.leagueSlug;

test("the organiser picks a preset, changes a value, sees the preview follow, and saves the season", async ({
  page,
  login,
}) => {
  await login(LEAGUE.organiser);
  await page.goto(`/l/${slug}/admin/seasons`);
  const panel = page
    .locator("details")
    .filter({ has: page.locator("summary", { hasText: "Nuovo torneo" }) })
    .first();
  await panel.locator("summary").click();
  await expect(page.locator("#new-season-rules-kind")).toHaveValue("placement");
  // Italy War (default): 62 points and a win → 12 + 0.62
  await expect(page.getByTestId("new-season-rules-preview-winner")).toHaveText("Vince Giocatore 1 con 12,62 punti.");
  // the objective points' factor is written and read with the Italian decimal comma, as its hint says (0,01)
  const decimals = page.locator("#new-season-rules-decimals");
  await expect(decimals).toHaveValue("0,01");
  await decimals.fill("0,02");
  await expect(page.getByTestId("new-season-rules-preview-winner")).toHaveText("Vince Giocatore 1 con 13,24 punti.");

  await page.getByTestId("new-season-rules-preset-winnerBonus").click();
  await expect(page.getByTestId("new-season-rules-preset-status")).toHaveText(
    "Modello applicato: Bonus al vincitore (+50).",
  );
  await expect(page.locator("#new-season-rules-kind")).toHaveValue("winnerBonus");
  await expect(page.getByTestId("new-season-rules-preview-winner")).toHaveText("Vince Giocatore 1 con 112 punti.");
  await page.getByTestId("new-season-rules-bonus").fill("40");
  await expect(page.getByTestId("new-season-rules-preview-winner")).toHaveText("Vince Giocatore 1 con 102 punti.");

  // a bad value is named next to its field, and the preview waits for it
  await page.getByTestId("new-season-rules-bonus").fill("-5");
  await expect(page.locator("#new-season-rules-bonus-error")).toHaveText("Non può essere negativo.");
  await expect(page.getByTestId("new-season-rules-preview")).toContainText("Correggi i campi segnalati");
  await page.getByTestId("new-season-rules-bonus").fill("40");

  // the standings order, reordered with buttons (no drag): wins before points
  await page.getByRole("button", { name: "Sposta su: Vittorie" }).click();
  await expect(page.getByTestId("new-season-rules-standings-tb-item").first()).toContainText("Vittorie");
  await expect(page.getByRole("button", { name: "Sposta giù: Vittorie" })).toBeFocused();
  await page.getByTestId("new-season-rules-min-games").fill("5");

  await page.locator("#new-season-name").fill("Regole E2E");
  await page.locator("#new-season-status").selectOption("draft");
  await page.getByRole("button", { name: "Crea torneo" }).click();
  const success = page.getByTestId("form-success");
  await expect(success).toHaveText("Torneo salvato.");
  await expect(success).toBeFocused();
  await expect(success).toBeInViewport();
  await expect(panel).toHaveAttribute("open", "");

  // the saved season carries the form's rules: open it in the list and read them back
  await page.reload();
  const item = page.locator("li.card").filter({ hasText: "Regole E2E" });
  await item.locator("summary").click();
  await expect(item.locator("select[id$='-rules-kind']")).toHaveValue("winnerBonus");
  await expect(item.getByTestId(/-rules-bonus$/)).toHaveValue("40");
  await expect(item.getByTestId(/-rules-min-games$/)).toHaveValue("5");
  await expect(item.getByTestId(/-rules-standings-tb-item$/).first()).toContainText("Vittorie");
});

test("the rules playground replays the 2009 Torneo under other rules: both tables and who moved", async ({
  page,
  login,
}) => {
  await login(LEAGUE.players.brigateNere);
  await page.goto(`/l/${slug}/seasons/3`);
  await page.getByRole("link", { name: "Prova regole" }).click();
  await expect(page).toHaveURL(new RegExp(`/l/${slug}/seasons/3/playground$`));
  await expect(page.getByTestId("playground-games")).toHaveText("Contano 40 partite concluse.");
  // same rules at first: nobody moves
  await expect(page.getByTestId("playground-summary")).toContainText("Nessuno cambia posto.");
  const rows = page.getByTestId("playground-row");
  await expect(rows).toHaveCount(5);

  await page.getByTestId("playground-preset-winsFirst").click();
  await page.getByTestId("playground-discards").selectOption("bestOf");
  await page.getByTestId("playground-discard-count").fill("5");
  await expect(page.getByTestId("playground-summary")).not.toContainText("Nessuno cambia posto.");
  const mover = rows.filter({ has: page.getByTestId("moved").filter({ hasText: /▲\d/ }) }).first();
  await expect(mover).toBeVisible();
  await expect(mover.getByTestId("moved")).toContainText(/salito di \d+ post/);
  // both places are there for each player
  await expect(mover.getByTestId("rank-before")).toHaveText(/\dº/);
  await expect(mover.getByTestId("rank-after")).toHaveText(/\dº/);

  await page.getByTestId("playground-reset").click();
  await expect(page.getByTestId("playground-summary")).toContainText("Nessuno cambia posto.");
});

test("the add-player form empties after an add and keeps what was typed after an error", async ({ page, login }) => {
  await login(LEAGUE.organiser);
  await page.goto(`/l/${slug}/admin/players`);
  const panel = page
    .locator("details")
    .filter({ has: page.locator("summary", { hasText: "Nuovo giocatore" }) })
    .first();
  await panel.locator("summary").click();
  const name = page.locator("#new-player-name");
  const army = page.locator("#new-player-army");
  // an existing name is refused: the typed values stay
  await name.fill("Andrea");
  await army.fill("LEGIONE E2E");
  await page.getByRole("button", { name: "Aggiungi giocatore" }).click();
  await expect(page.getByTestId("error-displayName")).toBeVisible();
  await expect(name).toHaveValue("Andrea");
  await expect(army).toHaveValue("LEGIONE E2E");
  // a new (retired) player is added: the form is empty for the next one, "active" ticked again
  await name.fill("Riserva E2E");
  await panel.getByLabel("Attivo").uncheck();
  await page.getByRole("button", { name: "Aggiungi giocatore" }).click();
  await expect(panel.getByTestId("form-success")).toHaveText("Giocatore salvato.");
  await expect(name).toHaveValue("");
  await expect(army).toHaveValue("");
  await expect(panel.getByLabel("Attivo")).toBeChecked();
});
