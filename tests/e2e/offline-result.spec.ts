// Issue 13 §2, done-when: a RisiKo! result saved while the connection is down stays on the phone with everything
// typed (even across a reload), is sent when the connection returns, and is stored exactly once (decision 0025).
import { expect, test } from "./fixtures";
import { pageKept, workerControls } from "./support/service-worker";
import { query } from "./support/database";
import { specLeague } from "./support/spec-league";

test.use({ serviceWorkers: "allow" }); // the phone's offline copies are read here (support/service-worker.ts)

const LEAGUE = specLeague("offline-result"); // its own copy of the demo league (support/spec-league.ts)

const slug = LEAGUE.leagueSlug;
const PLAYERS = ["Andrea", "Luca", "Paolo"] as const;

test("a result saved with the connection down is sent when it returns, once, with nothing typed twice", async ({
  page,
  context,
  login,
}) => {
  test.setTimeout(120_000);
  await login(LEAGUE.organiser);
  await workerControls(page);
  await page.goto(`/l/${slug}/games/new`);
  for (const name of PLAYERS) await page.getByLabel(`Gioca ${name}`).check();
  await page.getByRole("button", { name: "Crea la partita" }).click();
  await page.waitForURL((url) => /\/games\/(?!new$)[a-z0-9]+$/.test(url.pathname));
  const gameUrl = new URL(page.url()).pathname;
  await page.getByRole("link", { name: "Inserisci il risultato senza distribuzione" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Registra il risultato");

  const seat = (n: number) => page.getByTestId(`seat-${n}`);
  for (const [n, points] of [
    [1, "41"],
    [2, "27"],
    [3, "12"],
  ] as const) {
    await seat(n).getByLabel("Valore totale dell'obiettivo").fill("95");
    await seat(n).getByLabel("Punti obiettivo", { exact: true }).fill(points);
  }
  await page.getByLabel("Motivo della fine").selectOption({ label: "Tempo scaduto" });
  await page.getByLabel("Note").fill("salvata senza rete");

  await pageKept(page);
  await context.setOffline(true);
  await page.getByRole("button", { name: "Salva il risultato" }).click();
  await expect(page.getByTestId("offline-queued")).toHaveText(
    "Salvato su questo telefono — verrà inviato quando torna la connessione.",
  );
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Registra il risultato"); // not Next's error page
  await expect(seat(2).getByLabel("Punti obiettivo", { exact: true })).toHaveValue("27");

  // a reload without a connection: the page from the phone, what was typed from the draft
  await page.reload();
  await expect(page.getByTestId("offline-banner")).toBeVisible();
  await expect(seat(1).getByLabel("Punti obiettivo", { exact: true })).toHaveValue("41");
  await expect(seat(3).getByLabel("Punti obiettivo", { exact: true })).toHaveValue("12");
  await expect(page.getByLabel("Note")).toHaveValue("salvata senza rete");

  // the connection returns: the queued result is sent by itself and the form goes on to the recap
  await context.setOffline(false);
  await page.waitForURL(/\/recap\/[a-z0-9]+$/, { timeout: 30_000 });
  await expect(page.getByTestId("form-success")).toHaveText("Risultato salvato.");
  await expect(page.getByTestId("recap-winner")).toBeVisible();

  // exactly one result: the game is finished once, its audit trail has one "recorded" entry, and nothing is left to send
  const gameId = gameUrl.split("/").pop()!;
  const writes = await query<{ action: string }>(
    `SELECT "action" FROM "AuditEvent" WHERE "entityId" = ? AND "action" LIKE 'game.result.%'`,
    gameId,
  );
  expect(writes.map((w) => w.action)).toEqual(["game.result.record"]);
  await page.goto(gameUrl);
  await expect(page.getByTestId("result-table").getByRole("row")).toHaveCount(1 + PLAYERS.length);
  await expect(page.getByTestId("result-table")).toContainText("41/95");
  expect(
    await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.startsWith("iwl.outbox.") || k.startsWith("iwl.draft.")),
    ),
  ).toEqual([]);

  // voided again, so the season's last night (the recap spec's) stays one with its objectives
  await page.locator("summary", { hasText: "Annulla la partita" }).click();
  await page.getByLabel("Motivo dell'annullamento").fill("fine del test");
  await page.getByRole("button", { name: /^Annulla la partita \d+$/ }).click();
  await expect(page.getByTestId("game-status")).toHaveText("Annullata");
});
