import path from "node:path";
import { expect, test } from "./fixtures";
import { specLeague } from "./support/spec-league";

const LEAGUE = specLeague("history-import"); // its own copy of the demo league (support/spec-league.ts)

test("the organiser imports the 2008 sample into a new season: dry run, confirm, games, offered for download", async ({
  page,
  login,
}) => {
  await login(LEAGUE.organiser);
  await page.goto(`/l/${LEAGUE.leagueSlug}/admin/history`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await page.getByLabel(/File CSV/).setInputFiles(path.join(process.cwd(), "examples", "italy-war-2008-sample.csv"));
  await page.getByLabel("Nella stagione").selectOption("new");
  await page.getByLabel("Edizione").fill("2");
  await page.getByLabel("Anno").fill("2008");
  await page.getByLabel("Nome della stagione").fill("Torneo 2008");
  await page.getByRole("button", { name: /Controlla il file/ }).click();

  const dryRun = page.getByTestId("import-dry-run");
  await expect(dryRun).toBeVisible();
  await expect(dryRun).toContainText("4 partite, 16 posti");
  await expect(dryRun.getByRole("row")).toHaveCount(5); // header + 4 games

  await page.getByRole("button", { name: "Importa 4 partite" }).click();
  const done = page.getByTestId("import-done");
  await expect(done).toBeVisible();
  await expect(done).toContainText("Importate 4 partite (16 posti)");
  await expect(done.getByRole("cell", { name: "YELLOW INVADERS" }).first()).toBeVisible();

  // The new season is offered for download. (Importing the same file again is refused line by line, "gameExists" on
  // each game's first line: tests/integration/history-import-season.test.ts.)
  await page.reload();
  const season = page.getByRole("listitem").filter({ hasText: "Torneo 2008 (2008)" });
  await expect(season).toBeVisible();
  // the links download at the addresses the page gives (no locale in them, like every other address of the app)
  const download = async (href: string | null) => {
    const res = await page.request.get(href!);
    expect(res.status(), href!).toBe(200);
    expect(res.headers()["content-type"]).toMatch(/^text\/csv/);
    return res.text();
  };
  expect(await download(await season.getByRole("link").first().getAttribute("href"))).toMatch(
    /^\uFEFFgame,date,player,/,
  );
  expect(await download(await page.getByRole("link", { name: /modello/i }).getAttribute("href"))).toMatch(
    /^\uFEFF?game,date,player,/,
  );
});
