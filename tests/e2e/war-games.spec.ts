// Issue 12 §2 on a phone: seasons of other game systems, generic result entry, draws and automatic victories
// in the standings and on the game page, in Italian and English. Runs after the RisiKo! specs (file order) and
// closes the seasons it opens, so the demo's RisiKo! season is the active one again.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { specLeague } from "./support/spec-league";
import { saveJuliusCaesarDraw } from "./support/julius-caesar";

const LEAGUE = specLeague("war-games"); // its own copy of the demo league (support/spec-league.ts)

const slug = LEAGUE.leagueSlug;

/** Creates an active season of the system from the admin page; returns its edition. */
async function newSeason(page: Page, system: string, name: string): Promise<number> {
  await page.goto(`/l/${slug}/admin/seasons`);
  const form = page.locator("details").filter({ hasText: "Nuovo torneo" }).first();
  if (!(await form.getAttribute("open"))) await form.locator("summary").click();
  await page.locator("#new-season-system").selectOption({ label: system });
  await page.locator("#new-season-name").fill(name);
  await page.locator("#new-season-status").selectOption("active");
  const edition = Number(await page.locator("#new-season-edition").inputValue());
  await page.getByRole("button", { name: "Crea torneo" }).click();
  await expect(page.getByTestId("form-success").first()).toHaveText("Torneo salvato.");
  return edition;
}

async function closeSeason(page: Page, name: string) {
  await page.goto(`/l/${slug}/admin/seasons`);
  const item = page.locator("li.card").filter({ hasText: name });
  await item.locator("summary").click();
  await item.getByLabel("Stato").selectOption("closed");
  await item.getByRole("button", { name: "Salva torneo" }).click();
  await expect(item.getByTestId("form-success")).toHaveText("Torneo salvato.");
}

/** A player's record at one game on their player page (Italian): wins and draws; 0/0 before their first play. */
async function record(
  page: Page,
  name: string,
  systemId: string,
): Promise<{ wins: number; draws: number; text: string }> {
  await page.goto(`/l/${slug}/players`);
  await page
    .getByRole("link", { name: new RegExp(name) })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  const card = page.getByTestId(`system-record-${systemId}`);
  if (!(await card.count())) return { wins: 0, draws: 0, text: "" };
  const text = await card.getByTestId("system-record-summary").innerText();
  const count = (re: RegExp) => Number(re.exec(text)?.[1] ?? 0);
  return { wins: count(/(\d+) vint/), draws: count(/(\d+) patt/), text };
}

async function seatPlayer(page: Page, i: number, name: string) {
  await page.getByTestId(`seat-${i}-player`).selectOption({ label: name });
}

test("a Julius Caesar night ends in a draw and a Nero night is won by automatic victory: standings and game pages, in Italian and English", async ({
  page,
  login,
}) => {
  test.setTimeout(120_000);
  await login(LEAGUE.organiser);

  const andreaBefore = await record(page, "Andrea", "julius-caesar");
  const paoloBefore = await record(page, "Paolo", "nero");

  // Julius Caesar: exactly two players, Cesare and Pompeo; 5 VP each after year 5, Rome vacant → pareggio.
  const jc = await newSeason(page, "Julius Caesar", "Julius Caesar E2E");
  // a new season is members-only: its public URL redirects with ONE location (a doubled one reads "a, b": a 404)
  const redirect = await page.request.get(`/l/${slug}/seasons/${jc}`, { maxRedirects: 0 });
  expect(redirect.status()).toBe(307);
  expect(
    redirect
      .headersArray()
      .filter((h) => h.name.toLowerCase() === "location")
      .map((h) => h.value),
  ).toEqual([`/l/${slug}/seasons/${jc}/members`]);
  // the demo's RisiKo! season stays active beside it: the season's own page starts a night of this season (issue 22 §1)
  await page.goto(`/l/${slug}/seasons/${jc}/members`);
  await page.getByTestId("season-new-night").click();
  await expect(page).toHaveURL(new RegExp(`/games/new\\?season=${jc}$`));
  await expect(page.getByTestId("play-form")).toBeVisible();
  await seatPlayer(page, 0, "Andrea");
  await seatPlayer(page, 1, "Luca");
  await page.getByTestId("seat-0-identity-side").selectOption({ label: "Giulio Cesare" });
  // a side is unique at the table: Cesare is no longer offered to the second seat
  await expect(page.getByTestId("seat-1-identity-side").locator("option", { hasText: "Giulio Cesare" })).toBeDisabled();
  await page.getByTestId("seat-1-identity-side").selectOption({ label: "Pompeo Magno" });
  await page.getByTestId("play-endedBy").selectOption({ label: "Fine del quinto anno" });
  await page.getByTestId("play-game-endedYear").fill("5");
  // a value the rulebook does not allow is explained in Italian, with the player and the field by name
  await page.getByTestId("seat-0-values-cityVp").fill("20");
  await expect(page.getByTestId("preview-issues")).toContainText(
    "Andrea: PV delle città amiche: Al massimo 13 (non 20).",
  );
  await saveJuliusCaesarDraw(page);
  await page.waitForURL((url) => /\/games\/(?!new$)[a-z0-9]+$/.test(url.pathname));
  const jcGame = page.url();
  await expect(page.getByTestId("play-outcome")).toHaveText("Risultato: pareggio");
  await expect(page.getByTestId("play-seat")).toHaveCount(2);
  await expect(page.getByTestId("play-seat").first()).toContainText("pareggio");
  await expect(page.getByTestId("deal-panel")).toHaveCount(0);

  await page.goto(`/l/${slug}/seasons/${jc}`);
  for (const name of ["Andrea", "Luca"]) {
    const row = page.getByTestId(`leaderboard-row-${name}`);
    await expect(row.getByTestId("draws")).toHaveText("1");
    await expect(row.getByTestId("played")).toContainText("1/");
  }
  await expect(page.getByRole("columnheader", { name: "Par." })).toBeVisible();
  // the player page counts the draw as a draw, not as a win
  const andreaAfter = await record(page, "Andrea", "julius-caesar");
  expect(andreaAfter).toMatchObject({ wins: andreaBefore.wins, draws: andreaBefore.draws + 1 });
  await closeSeason(page, "Julius Caesar E2E");

  // Nero: four players; Paolo wins by automatic victory although Luca has more VP.
  const nero = await newSeason(page, "Nero", "Nero E2E");
  // "Nuova serata" with several active seasons asks which one (issue 22 §1)
  await page.goto(`/l/${slug}/games/new`);
  const choice = page.getByTestId("new-night-seasons").getByRole("link", { name: /Nero E2E/ });
  await expect(choice).toHaveAttribute("href", `/l/${slug}/games/new?season=${nero}`);
  await expect(page.getByTestId("new-night-seasons").getByRole("link")).toHaveCount(2); // Nero and the demo's RisiKo! season
  await page.goto(`/l/${slug}/games/new?season=${nero}`);
  await page.getByTestId("add-seat").click();
  for (const [i, name] of ["Andrea", "Luca", "Paolo", "Stefano"].entries()) await seatPlayer(page, i, name);
  await page.getByTestId("play-game-turnsPlayed").fill("3");
  for (const [i, vp] of ["10", "30", "20", "5"].entries()) await page.getByTestId(`seat-${i}-values-vp`).fill(vp);
  await page.getByTestId("seat-2-values-automaticVictory").check();
  await expect(page.getByTestId("preview-result")).toHaveText("Risultato: vittoria");
  await page.getByTestId("play-save").click();
  await page.waitForURL((url) => /\/games\/(?!new$)[a-z0-9]+$/.test(url.pathname));
  const neroGame = page.url();
  await expect(page.getByTestId("play-outcome")).toHaveText("Risultato: vittoria");
  await expect(page.getByTestId("play-seat").first()).toContainText("Paolo");
  await expect(page.getByTestId("play-seat").first()).toContainText("vincitore");

  await page.goto(`/l/${slug}/seasons/${nero}`);
  await expect(page.getByTestId("leaderboard").getByRole("row").nth(1)).toContainText("Paolo");
  // the automatic victory is a win on Paolo's player page
  expect(await record(page, "Paolo", "nero")).toMatchObject({ wins: paoloBefore.wins + 1, draws: paoloBefore.draws });
  await page.goto(`/l/${slug}/seasons/${nero}`);

  // English
  await page.getByRole("button", { name: "en", exact: true }).click();
  await expect(page.getByRole("columnheader", { name: "Wins" })).toBeVisible();
  await expect(page.getByTestId("leaderboard").getByRole("row").nth(1)).toContainText("Paolo");
  await page.goto(neroGame);
  await expect(page.getByTestId("play-outcome")).toHaveText("Result: win");
  await expect(page.getByTestId("play-seat").first()).toContainText("winner");
  await page.goto(jcGame);
  await expect(page.getByTestId("play-outcome")).toHaveText("Result: draw");
  await expect(page.getByRole("columnheader", { name: "Side" })).toBeVisible();
  await page.goto(`/l/${slug}/seasons/${jc}`);
  await expect(page.getByRole("columnheader", { name: "Draws" })).toBeVisible();
  await expect(page.getByTestId("leaderboard-row-Luca").getByTestId("draws")).toHaveText("1");
  await page.goto(`/l/${slug}/players`);
  await page
    .getByRole("link", { name: /Andrea/ })
    .first()
    .click();
  await expect(page.getByTestId("system-record-julius-caesar").getByTestId("system-record-summary")).toContainText(
    `${andreaAfter.draws} drawn`,
  );
  await page.goto(`/l/${slug}/seasons/${jc}`);

  await page.getByRole("button", { name: "it", exact: true }).click();
  await expect(page.getByRole("columnheader", { name: "Par." })).toBeVisible();
  await closeSeason(page, "Nero E2E");
});
