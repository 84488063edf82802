// Issue 22 "Done when", on a phone (390×844), in a league this test creates: an active RisiKo!, Nero and Julius
// Caesar season side by side; a night of each is started from the league home and recorded (the RisiKo! night dealt,
// its three players, none with an account, each ticking their own territories under a reveal-link card, the recorder
// choosing only the ending: ≤ 8 interactions); a Nero night saved offline, the page reloaded and saved again is stored
// once; a Julius Caesar draw is a draw on every page (recap, share text, player page, head-to-head, standings, home);
// the home shows each season's latest night and leader, and the night's three tables with one recap for them all.
// Runs on SQLite and PostgreSQL (the "postgres" project of playwright.config.ts).
import type { Page } from "@playwright/test";
import { expect, phone, test } from "./fixtures";
import { counted, reportOwnTerritories, startOfficialCatalogue } from "./support/risiko-night";
import { pageKept, workerControls } from "./support/service-worker";
import { specLeague } from "./support/spec-league";
import { saveJuliusCaesarDraw } from "./support/julius-caesar";

const LEAGUE = specLeague("club-night"); // its own copy of the demo league (support/spec-league.ts)

// the Nero save is read from the phone's offline copy (support/service-worker.ts)
test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: "allow" });

const PLAYERS = [
  { name: "Anna", army: "LEGIONE ROSSA", color: "rosso" },
  { name: "Bruno", army: "COORTE BLU", color: "blu" },
  { name: "Carla", army: "ALA GIALLA", color: "giallo" },
  { name: "Dario", army: "FALANGE NERA", color: "nero" },
];

async function addPlayer(page: Page, p: (typeof PLAYERS)[number]) {
  const add = page.locator("details").filter({ hasText: "Nuovo giocatore" }).first();
  if ((await add.count()) && (await add.getAttribute("open")) === null) await add.locator("summary").first().click();
  await page.locator("#new-player-name").fill(p.name);
  await page.locator("#new-player-army").fill(p.army);
  await page.locator("#new-player-color").selectOption(p.color);
  await page.getByRole("button", { name: "Aggiungi giocatore" }).click();
  // saved and the form emptied for the next one (typing before that would be wiped by the reset)
  await expect(page.locator("main")).toContainText(p.army);
  await expect(page.locator("#new-player-name")).toHaveValue("");
}

/** An active season of the game, created from the admin page; its edition. */
async function newSeason(page: Page, slug: string, system: string, name: string): Promise<number> {
  await page.goto(`/l/${slug}/admin/seasons`);
  const form = page.locator("details").filter({ hasText: "Nuovo torneo" }).first();
  if ((await form.count()) && (await form.getAttribute("open")) === null) await form.locator("summary").first().click();
  await page.locator("#new-season-system").selectOption({ label: system });
  await page.locator("#new-season-name").fill(name);
  await page.locator("#new-season-status").selectOption("active");
  const edition = Number(await page.locator("#new-season-edition").inputValue());
  await page.getByRole("button", { name: "Crea torneo" }).click();
  await expect(page.getByTestId("form-success").first()).toHaveText("Torneo salvato.");
  return edition;
}

/** "Nuova serata" on the league home, then the season chosen among the active ones: the night form of that season. */
async function newNightFromHome(page: Page, slug: string, season: string, edition: number) {
  await page.goto(`/l/${slug}`);
  await page.getByRole("link", { name: "Nuova serata: giocatori e obiettivi" }).click();
  const choices = page.getByTestId("new-night-seasons");
  await expect(choices.getByRole("link")).toHaveCount(3);
  await choices.getByRole("link", { name: new RegExp(season) }).click();
  await expect(page).toHaveURL(new RegExp(`/l/${slug}/games/new\\?season=${edition}$`));
}

/** Who shares the top rank of a season's standings (one player, or all of a draw), and their points, as shown. */
async function standingsLeaders(page: Page, slug: string, edition: number) {
  await page.goto(`/l/${slug}/seasons/${edition}/members`);
  const rows = page.getByTestId("leaderboard").locator("tbody tr");
  await expect(rows.first()).toBeVisible();
  const ranks = await rows.locator("td:first-child").allInnerTexts();
  const top = ranks.filter((rank) => rank === ranks[0]).length;
  const names: string[] = [];
  for (let i = 0; i < top; i++)
    names.push((await rows.nth(i).getAttribute("data-testid"))!.replace(/^leaderboard-row-/, ""));
  return { names, points: (await rows.first().getByTestId("points").innerText()).trim() };
}

const gamePage = (url: URL) => /\/games\/(?!new$)[a-z0-9]+$/.test(url.pathname);

test("a club night of three games on a phone: each started from the home, Nero saved offline once, a Julius Caesar draw a draw everywhere", async ({
  page,
  context,
  browser,
  login,
}) => {
  test.setTimeout(240_000);
  await login(LEAGUE.players.greenPanzer); // any member may found a league and organise it
  const name = `Serata a tre giochi ${Date.now().toString(36)}`;
  await page.goto("/leagues/new");
  await page.getByLabel("Nome della lega").fill(name);
  await page.getByRole("button", { name: "Crea la lega" }).click();
  await page.waitForURL((url) => /^\/l\/[a-z0-9-]+\/admin$/.test(url.pathname));
  const slug = new URL(page.url()).pathname.split("/")[2];

  await page.goto(`/l/${slug}/admin/players`);
  for (const p of PLAYERS) await addPlayer(page, p);
  const risiko = await newSeason(page, slug, "RisiKo! (Torneo Italy War)", "RisiKo! 2026");
  const nero = await newSeason(page, slug, "Nero", "Nero 2026");
  const jc = await newSeason(page, slug, "Julius Caesar", "Cesare 2026");

  // the home shows every active season side by side
  await page.goto(`/l/${slug}`);
  for (const edition of [risiko, nero, jc]) await expect(page.getByTestId(`active-season-${edition}`)).toBeVisible();

  // RisiKo!: the night is started in the RisiKo! season (seated, waiting for the deal)
  await newNightFromHome(page, slug, "RisiKo! 2026", risiko);
  const table = PLAYERS.slice(0, 3);
  for (const p of table) await page.getByLabel(`Gioca ${p.name}`).check();
  await page.getByRole("button", { name: "Crea la partita" }).click();
  await page.waitForURL(gamePage);
  const risikoGame = new URL(page.url()).pathname;
  await expect(page.getByTestId("night-steps")).toBeVisible();
  await expect(page.locator("main")).toContainText("RisiKo! 2026");
  // a new season has no catalogue: the deal's next step is the catalogue, started from the official cards, then back
  await page
    .getByTestId("deal-needs-catalogue")
    .getByRole("link", { name: "Apri il catalogo degli obiettivi" })
    .click();
  await expect(page).toHaveURL(new RegExp(`/l/${slug}/seasons/${risiko}/objectives$`));
  await startOfficialCatalogue(page);
  await page.goto(risikoGame);
  await page.getByRole("button", { name: "Distribuisci gli obiettivi" }).click();
  await expect(page.getByTestId("form-success")).toHaveText("Obiettivi distribuiti.");
  // nobody at the table has an account: each opens their card from a reveal code on their own phone and, at the end
  // of the game, ticks the territories of it they hold (1, 2 and 3; a territory is held by one player)
  const taken = new Set<string>();
  for (const [i, p] of table.entries()) {
    await page.getByRole("button", { name: `Link per ${p.name}` }).click();
    await expect(page.getByTestId("reveal-link")).toContainText(`Link per ${p.name}`);
    const code = (await page.getByTestId("reveal-code").innerText()).trim();
    const player = await phone(browser);
    await player.goto(`/reveal?code=${code.toLowerCase()}`);
    await player.getByRole("button", { name: "Mostra il mio obiettivo" }).click();
    await reportOwnTerritories(player.getByTestId("report-held"), taken, i + 1);
    await player.context().close();
  }
  // the recorder, from the game page to the recap: every seat reported, only the ending to choose
  await page.goto(risikoGame);
  await expect(page.getByTestId("night-reported")).toHaveText("Territori inviati dai giocatori: 3 su 3.");
  const r = counted();
  await r.click(page.getByRole("link", { name: "Registra il risultato", exact: true }));
  for (let turn = 1; turn <= 3; turn++) await expect(page.getByTestId(`seat-${turn}-reported`)).toBeVisible();
  await r.select(page.getByLabel("Motivo della fine"), "Tempo scaduto");
  await r.click(page.getByRole("button", { name: "Salva il risultato" }));
  await page.waitForURL(/\/recap\/[a-z0-9]+$/);
  expect(r.count).toBeLessThanOrEqual(8);
  const risikoWinner = (await page.getByTestId("recap-winner").innerText()).trim();

  // Nero, saved with the connection down, the page reloaded (from the phone's copy), saved again: stored once
  await workerControls(page);
  await newNightFromHome(page, slug, "Nero 2026", nero);
  await expect(page.getByTestId("play-form")).toBeVisible();
  await page.getByTestId("add-seat").click();
  for (const [i, p] of PLAYERS.entries()) await page.getByTestId(`seat-${i}-player`).selectOption({ label: p.name });
  await page.getByTestId("play-game-turnsPlayed").fill("3");
  for (const [i, vp] of ["10", "30", "20", "5"].entries()) await page.getByTestId(`seat-${i}-values-vp`).fill(vp);
  await page.getByTestId("seat-2-values-automaticVictory").check();
  await expect(page.getByTestId("preview-result")).toHaveText("Risultato: vittoria");
  await pageKept(page);
  await context.setOffline(true);
  await page.getByTestId("play-save").press("Enter"); // from the keyboard: see offline.spec.ts
  await expect(page.getByTestId("offline-queued")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("seat-1-values-vp")).toHaveValue("30");
  await page.getByTestId("play-save").press("Enter");
  await expect(page.getByTestId("offline-queued")).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId("offline-sent")).toHaveText("Inviato.", { timeout: 30_000 });
  await page.goto(`/l/${slug}/seasons/${nero}/games`);
  const neroPlays = page.locator(`main a[href^="/l/${slug}/games/"]:not([href*="/games/new"])`);
  await expect(neroPlays).toHaveCount(1); // one play, not two
  const neroGame = (await neroPlays.getAttribute("href"))!;
  await page.goto(`/l/${slug}/seasons/${nero}/members`);
  for (const p of PLAYERS)
    await expect(page.getByTestId(`leaderboard-row-${p.name}`).getByTestId("played")).toContainText("1/");

  // Julius Caesar: 5 VP each after the fifth year, Rome vacant: a draw
  await newNightFromHome(page, slug, "Cesare 2026", jc);
  await page.getByTestId("seat-0-player").selectOption({ label: "Anna" });
  await page.getByTestId("seat-1-player").selectOption({ label: "Bruno" });
  await page.getByTestId("seat-0-identity-side").selectOption({ label: "Giulio Cesare" });
  await page.getByTestId("seat-1-identity-side").selectOption({ label: "Pompeo Magno" });
  await saveJuliusCaesarDraw(page);
  await page.waitForURL(gamePage);
  const jcGame = new URL(page.url()).pathname.split("/").pop()!;
  await expect(page.getByTestId("play-outcome")).toHaveText("Risultato: pareggio");

  // recap and its share text
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "share", {
      configurable: true,
      value: async (data: ShareData) => void ((window as unknown as { shared: ShareData }).shared = data),
    });
  });
  await page.goto(`/l/${slug}/recap/${jcGame}`);
  await expect(page.getByTestId("recap-winner")).toHaveText(/Pareggio/);
  await expect(page.getByTestId("recap-winner")).not.toHaveText(/condivisa|Vittoria|vince/i);
  await page.getByTestId("share-recap").click();
  const shared = await page
    .waitForFunction(() => (window as unknown as { shared?: ShareData }).shared)
    .then((h) => h.jsonValue() as Promise<ShareData>);
  // the whole night's share text: one line per table (three seasons played tonight), the Julius Caesar one a draw
  const lines = shared.text!.split("; ");
  expect(lines).toHaveLength(3);
  const jcLine = lines.find((line) => line.includes("Cesare 2026"))!;
  expect(jcLine).toMatch(/pareggio/i);
  expect(jcLine).not.toMatch(/vince|vittoria/i);

  // standings: a draw each, no win
  await page.goto(`/l/${slug}/seasons/${jc}/members`);
  for (const p of ["Anna", "Bruno"]) {
    await expect(page.getByTestId(`leaderboard-row-${p}`).getByTestId("draws")).toHaveText("1");
  }
  // the player page of that season: a draw in the summary, a draw in the head-to-head
  await page.getByTestId("leaderboard-row-Anna").getByRole("link", { name: /Anna/ }).click();
  await expect(page).toHaveURL(new RegExp(`/players/[a-z0-9]+\\?season=${jc}$`));
  await expect(page.getByTestId("player-season-game")).toContainText("Julius Caesar");
  await expect(page.getByTestId("player-summary")).toContainText("nessuna vittoria, 1 pareggio");
  const h2h = page.getByTestId("head-to-head");
  await expect(h2h.getByRole("columnheader", { name: "Pareggi" })).toBeVisible();
  const bruno = h2h.getByRole("row", { name: /Bruno/ });
  await expect(bruno.getByRole("cell")).toHaveText(["1", "0", "0", "1"]);
  // the same in English
  await context.addCookies([{ name: "NEXT_LOCALE", value: "en", url: new URL(page.url()).origin }]);
  await page.reload();
  await expect(page.getByTestId("player-summary")).toContainText("0 wins, 1 draw");
  await expect(h2h.getByRole("columnheader", { name: "Draws" })).toBeVisible();
  await page.goto(`/l/${slug}/recap/${jcGame}`);
  await expect(page.getByTestId("recap-winner")).toHaveText(/Draw/);
  await context.addCookies([{ name: "NEXT_LOCALE", value: "it", url: new URL(page.url()).origin }]);

  // the league home: each active season's latest night and leader, for all three games; the leaders are the top of
  // the season's standings: the RisiKo! night's winner, Carla by her automatic victory, both of the Julius Caesar draw
  const leaders = new Map<number, { names: string[]; points: string }>();
  for (const edition of [risiko, nero, jc]) leaders.set(edition, await standingsLeaders(page, slug, edition));
  for (const name of leaders.get(risiko)!.names) expect(risikoWinner).toContain(name);
  expect(leaders.get(nero)!.names).toEqual(["Carla"]);
  expect(leaders.get(jc)!.names.toSorted()).toEqual(["Anna", "Bruno"]);
  await page.goto(`/l/${slug}`);
  const latest: [number, string][] = [
    [risiko, risikoGame],
    [nero, neroGame],
    [jc, `/l/${slug}/games/${jcGame}`],
  ];
  for (const [edition, game] of latest) {
    const season = page.getByTestId(`active-season-${edition}`);
    const { names, points } = leaders.get(edition)!;
    const lead = names.length > 1 ? "In testa a pari merito" : "In testa";
    const who = new Intl.ListFormat("it", { type: "conjunction" }).format(names);
    await expect(season).toContainText(`${lead}: ${who} (${points} punti)`);
    await expect(season.getByRole("link", { name: /^Ultima serata: partita 1 del / })).toHaveAttribute("href", game);
  }
  // the last night: the three tables played tonight, each under its season, and one recap for the whole night
  const lastNight = page.getByTestId("last-night");
  await expect(lastNight.getByTestId("last-night-day")).toContainText("3 tavoli");
  await expect(lastNight.getByTestId("last-night-table")).toHaveCount(3);
  for (const season of ["RisiKo! 2026", "Nero 2026", "Cesare 2026"]) await expect(lastNight).toContainText(season);
  await lastNight.getByTestId("home-recap-link").click();
  await expect(page.getByTestId("recap-table")).toHaveCount(3);
});
