// Fair tables (decision 0052) on phones (390×844), in a league of its own: a two-table RisiKo! night with guests,
// scheduled beside a Julius Caesar and a (newer) Nero season. The organiser's tables page opens on the night's RisiKo!
// season; nine players checked in, the seed committed (its hash shown), two tables drawn (5 + 4) and accepted: both
// games dealt, each seat in its player's colour (another where two at a table share one), a seated phone shows its
// table and turn in Italian and in English. One table's players report their own territories, members signed in and
// guests by reveal link, two of them claiming one territory: the save is refused next to its button, the two (and
// nobody else) are asked on their cards to check; one resends, the result is saved. The other table is recorded by
// hand. The home's last night lists both tables with one recap, which both games open, with one share; every page of
// the walk reads in Italian, decimals with a comma. Then (decision 0062) a Julius Caesar league: two tables accepted
// are two planned plays, sides as drawn, and one's result is recorded from it, on that same game.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import type { Browser, Locator, Page } from "@playwright/test";
import { databaseUrl, query, serverOfTest } from "./support/database";
import { expect, phone as phoneOf, test } from "./fixtures";
import { saveJuliusCaesarDraw } from "./support/julius-caesar";
import { message, readable, Walk } from "./support/page-walk";
import { reportOwnTerritories } from "./support/risiko-night";

test.describe.configure({ timeout: 180_000 });

const PASSWORD = "tables-password";

type Seeded = { slug: string; organiser: string; players: { name: string; email: string | null }[] };

function seedLeague(systemId = "risiko"): Seeded {
  const out = execFileSync(
    "npx",
    ["tsx", "--conditions=react-server", "tests/e2e/support/seed-tables-league.ts", systemId],
    { env: { ...process.env, DATABASE_URL: databaseUrl() }, encoding: "utf8" },
  );
  return JSON.parse(out.trim().split("\n").pop()!) as Seeded;
}

/** A phone of its own (fixtures.ts) at the club night's 390×844. */
const phone = (browser: Browser, account?: { email: string; password: string }) =>
  phoneOf(browser, account, { viewport: { width: 390, height: 844 } });

const gamesOf = (slug: string) =>
  query<{ id: string; status: string; seats: number; committed: number }>(
    `SELECT g."id", g."status", COUNT(s."id") AS "seats", COUNT(s."commitment") AS "committed" FROM "Game" g JOIN "Season" se ON se."id" = g."seasonId" JOIN "League" l ON l."id" = se."leagueId" JOIN "Seat" s ON s."gameId" = g."id" WHERE l."slug" = ? GROUP BY g."id", g."status" ORDER BY g."id"`,
    slug,
  );

/** A game's seats in turn order: the player, the seat's and the player's colour, the dealt card (read by the test only). */
const seatsOf = (gameId: string) =>
  query<{ id: string; name: string; seatColor: string; playerColor: string; objectiveId: string }>(
    `SELECT s."id", p."displayName" AS "name", s."armyColor" AS "seatColor", p."armyColor" AS "playerColor", s."objectiveId" FROM "Seat" s JOIN "Player" p ON p."id" = s."playerId" WHERE s."gameId" = ? ORDER BY s."turnOrder"`,
    gameId,
  );

const ORDINAL = ["primo", "secondo", "terzo", "quarto", "quinto"];
const ORDINAL_EN = ["first", "second", "third", "fourth", "fifth"];
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

/** Ticks or unticks, in a card's report, the territory shown as `name`. */
const tick = (report: Locator, name: string, on = true) =>
  report
    .locator("li")
    .filter({ has: report.page().locator("label > span:first-of-type", { hasText: exactly(name) }) })
    .getByRole("checkbox")
    .setChecked(on);

/** Sends a card's report and waits for the count it answers. */
async function send(report: Locator, count: number) {
  await report.getByRole("button", { name: "Invia i miei territori" }).click();
  await expect(report.getByTestId("form-success")).toContainText(`Inviato: ${count} territor`, { timeout: 15_000 });
}

/** The holder's card opened on their phone (a member's game page, a guest's reveal page), its report part. */
async function openCard(page: Page) {
  await page.getByRole("button", { name: "Mostra il mio obiettivo" }).click();
  const report = page.getByTestId("report-held");
  await expect(report.getByRole("checkbox").first()).toBeVisible({ timeout: 15_000 });
  return report;
}

test("a two-table RisiKo! night with guests beside two other seasons: drawn, coloured, reported with a clash, recorded, one recap, in Italian", async ({
  browser,
}) => {
  const league = seedLeague();
  const guests = new Set(league.players.filter((p) => p.email === null).map((p) => p.name));
  const account = (name: string) => ({
    email: league.players.find((p) => p.name === name)!.email!,
    password: PASSWORD,
  });

  const page = await phone(browser, { email: league.organiser, password: PASSWORD });
  await page.goto(`/l/${league.slug}/admin/tables`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tavoli della serata");
  // three active seasons; the check-in is on tonight's scheduled one (RisiKo!), not the newest (Nero)
  const season = page.getByLabel("Torneo", { exact: true });
  await expect(season.locator("option")).toHaveText(["Nero del circolo", "Cesare del circolo", "Torneo dei tavoli"]);
  await expect(season.locator("option:checked")).toHaveText("Torneo dei tavoli");

  // (a count no table sizes can split is refused at the field, nothing stored: tests/integration/fair-tables.test.ts)
  for (const p of league.players) await page.getByRole("checkbox", { name: p.name, exact: true }).check();
  await expect(page.getByText("Presenti (9)")).toBeVisible();
  await page.getByRole("button", { name: "Impegna il seme e prepara i tavoli" }).click();
  const hash = (await page.getByTestId("seed-hash").innerText()).trim();
  expect(hash).toMatch(/^[0-9a-f]{64}$/);
  // the hash and the draw come into view above the form; the check-in keeps the nine, for a latecomer's one tick
  await expect(page.getByTestId("seed-hash")).toBeInViewport();
  await expect(page.getByText("Presenti (9)")).toBeVisible();

  await page.getByRole("button", { name: "Sorteggia i tavoli" }).click();
  await expect(page.getByTestId("table-1").getByRole("listitem")).toHaveCount(5);
  await expect(page.getByTestId("table-2").getByRole("listitem")).toHaveCount(4);
  await expect(page.getByText("Presenti (9)")).toBeVisible(); // still, after the draw
  const seed = (await page.getByTestId("seed").innerText()).trim();
  expect(createHash("sha256").update(seed).digest("hex")).toBe(hash); // the committed seed, revealed
  await expect(page.getByTestId("balance")).toBeVisible();
  const drawn = [
    (await page.getByTestId("table-1").getByRole("listitem").allInnerTexts()).map((n) => n.trim()),
    (await page.getByTestId("table-2").getByRole("listitem").allInnerTexts()).map((n) => n.trim()),
  ];

  await page.getByRole("button", { name: "Accetta: crea le partite e distribuisci gli obiettivi" }).click();
  await expect(page.getByTestId("tables-accepted")).toBeVisible();
  const links = page.getByTestId("tables-accepted").getByRole("link");
  await expect(links).toHaveCount(2);
  const gameUrls = [(await links.nth(0).getAttribute("href"))!, (await links.nth(1).getAttribute("href"))!];
  const gameIds = gameUrls.map((u) => u.split("/").pop()!);

  // both nights exist, dealt: every seat holds a commitment
  const games = await gamesOf(league.slug);
  expect(games.map((g) => [g.status, Number(g.seats), Number(g.committed)]).sort()).toEqual([
    ["dealt", 4, 4],
    ["dealt", 5, 5],
  ]);
  // each table seated as drawn, each seat in its player's colour unless one before it at the table has that colour
  // (six colours, nine players): then one nobody at the table has
  const seats = await Promise.all(gameIds.map(seatsOf));
  for (const [t, table] of seats.entries()) {
    expect(table.map((s) => s.name)).toEqual(drawn[t]);
    expect(new Set(table.map((s) => s.seatColor)).size).toBe(table.length);
    for (const [i, s] of table.entries())
      if (!table.slice(0, i).some((before) => before.playerColor === s.playerColor))
        expect(s.seatColor, s.name).toBe(s.playerColor);
  }

  // a member seated at table 2, on their own phone: their table and turn, in Italian and in English
  const phones = new Map<string, Page>();
  const at2 = drawn[1].findIndex((n) => !guests.has(n));
  const player = await phone(browser, account(drawn[1][at2]));
  phones.set(drawn[1][at2], player);
  await player.goto(`/l/${league.slug}`);
  await expect(player.getByTestId("my-table")).toContainText(`Tavolo 2, sei ${ORDINAL[at2]} di mano`);
  await player.getByTestId("my-table").getByRole("link", { name: "Apri la partita" }).click();
  await expect(player).toHaveURL(new RegExp(`${gameUrls[1]}$`));
  const origin = serverOfTest().baseURL;
  await player.context().addCookies([{ name: "NEXT_LOCALE", value: "en", url: origin }]);
  await player.goto(`/l/${league.slug}`);
  await expect(player.getByTestId("my-table")).toContainText(`Table 2, you play ${ORDINAL_EN[at2]}`);
  await player.context().addCookies([{ name: "NEXT_LOCALE", value: "it", url: origin }]);

  // and a member of table 1, on theirs: each phone shows its own table and turn
  const at1 = drawn[0].findIndex((n) => !guests.has(n));
  const other = await phone(browser, account(drawn[0][at1]));
  phones.set(drawn[0][at1], other);
  await other.goto(`/l/${league.slug}`);
  await expect(other.getByTestId("my-table")).toContainText(`Tavolo 1, sei ${ORDINAL[at1]} di mano`);

  // The table with a guest (table 2 when it has one) reports its territories from its own phones; the other table is
  // recorded by hand.
  const reported = drawn[1].some((n) => guests.has(n)) ? 1 : 0;
  const byHand = 1 - reported;
  const table = seats[reported];
  await page.goto(gameUrls[reported]);
  for (const [i, name] of drawn[reported].entries())
    await expect(page.getByTestId(`game-seat-${i + 1}`)).toContainText(name); // the game page shows the table
  const cards = new Map<string, Locator>();
  for (const s of table) {
    let holder = phones.get(s.name);
    if (guests.has(s.name)) {
      // a guest: the organiser's link for the seat, its code typed on the guest's phone, whose card shows the seat's colour
      await page.getByRole("button", { name: `Link per ${s.name}` }).click();
      await expect(page.getByTestId("reveal-link")).toContainText(`Link per ${s.name}`);
      const code = (await page.getByTestId("reveal-code").innerText()).trim();
      holder = await phone(browser);
      await holder.goto(`/reveal?code=${code.toLowerCase()}`);
    } else {
      holder ??= await phone(browser, account(s.name));
      await holder.goto(gameUrls[reported]);
    }
    phones.set(s.name, holder);
    cards.set(s.name, await openCard(holder));
    if (guests.has(s.name)) await expect(holder.getByTestId("guest-seat")).toContainText(`armata ${s.seatColor}`);
  }

  // two holders whose cards share a territory both claim it; the others each report one territory nobody else holds
  const territories = await query<{ objectiveId: string; name: string }>(
    `SELECT ot."objectiveId", t."nameIt" AS "name" FROM "ObjectiveTerritory" ot JOIN "Territory" t ON t."id" = ot."territoryId" WHERE ot."objectiveId" IN (${table.map(() => "?").join(", ")}) ORDER BY t."sortOrder"`,
    ...table.map((s) => s.objectiveId),
  );
  const on = (s: (typeof table)[number]) =>
    territories.filter((x) => x.objectiveId === s.objectiveId).map((x) => x.name);
  const pairs = table.flatMap((a, i) => table.slice(i + 1).map((b) => [a, b] as const));
  const [a, b] = pairs.find(([x, y]) => on(x).some((n) => on(y).includes(n)))!;
  const clash = on(a).find((n) => on(b).includes(n))!;
  const taken = new Set([clash]);
  for (const s of table) {
    const report = cards.get(s.name)!;
    if (s === a || s === b) {
      await tick(report, clash);
      await send(report, 1);
    } else await reportOwnTerritories(report, taken, 1);
  }

  // the recorder saves from the reports: refused right above the Save button, nothing saved
  await page.goto(gameUrls[reported]);
  await expect(page.getByTestId("night-reported")).toHaveText(
    `Territori inviati dai giocatori: ${table.length} su ${table.length}.`,
  );
  await page.getByRole("link", { name: "Registra il risultato", exact: true }).click();
  for (let turn = 1; turn <= table.length; turn++)
    await expect(page.getByTestId(`seat-${turn}-reported`)).toBeVisible();
  await page.getByLabel("Motivo della fine").selectOption({ label: "Tempo scaduto" });
  await page.getByRole("button", { name: "Salva il risultato" }).click();
  await expect(page.getByTestId("save-bar")).toContainText("Due giocatori hanno segnato lo stesso territorio");

  // the two holders, and only they, are asked on their cards to check and send again
  const recheck = message("it", "gameNight", "mine.reportRecheck");
  const third = table.find((s) => s !== a && s !== b)!;
  for (const s of [a, b, third]) {
    const holder = phones.get(s.name)!;
    await holder.reload();
    cards.set(s.name, await openCard(holder));
    if (s === third) await expect(cards.get(s.name)!).not.toContainText(recheck);
    else await expect(cards.get(s.name)!).toContainText(recheck);
  }
  // one of them looks at the map: the territory is not theirs; another of their card is
  const fixed = cards.get(b.name)!;
  await tick(fixed, clash, false);
  await tick(
    fixed,
    on(b).find((n) => !taken.has(n))!,
  );
  await send(fixed, 1);
  await expect(fixed).not.toContainText(recheck);

  // saved again from the same form: recorded
  await page.getByRole("button", { name: "Salva il risultato" }).click();
  await page.waitForURL(/\/recap\/[a-z0-9]+$/);

  // The other table, by hand on the organiser's phone: each card as turned over at the table (the test reads the dealt
  // card), one or two of its territories held, the ending.
  await page.goto(gameUrls[byHand]);
  for (const [i, name] of drawn[byHand].entries())
    await expect(page.getByTestId(`game-seat-${i + 1}`)).toContainText(name);
  await page.getByRole("link", { name: "Registra il risultato", exact: true }).click();
  for (const [i, s] of seats[byHand].entries()) {
    const seat = page.getByTestId(`seat-${i + 1}`);
    await seat.getByLabel("Obiettivo", { exact: true }).selectOption(s.objectiveId);
    const held = seat
      .getByRole("group", { name: "Territori tenuti a fine partita" })
      .getByRole("checkbox", { disabled: false });
    for (let k = 0; k <= i % 2; k++) await held.nth(k).check();
  }
  await page.getByLabel("Motivo della fine").selectOption({ label: "Tempo scaduto" });
  await page.getByRole("button", { name: "Salva il risultato" }).click();
  await page.waitForURL(/\/recap\/[a-z0-9]+$/);
  expect((await gamesOf(league.slug)).map((g) => g.status)).toEqual(["finished", "finished"]);

  // The league home: one last night of two tables, one recap for both; the recap of either game shows both, one share.
  await page.goto(`/l/${league.slug}`);
  const lastNight = page.getByTestId("last-night");
  await expect(lastNight.getByTestId("last-night-day")).toContainText("2 tavoli");
  await expect(lastNight.getByTestId("last-night-table")).toHaveCount(2);
  for (const url of gameUrls) await expect(lastNight.locator(`a[href="${url}"]`)).toHaveCount(1);
  await lastNight.getByTestId("home-recap-link").click();
  await expect(page.getByTestId("recap-table")).toHaveCount(2);
  await expect(page.getByTestId("share-recap")).toHaveCount(1);

  // Every page of the walk, in Italian: no English, no raw key, and decimals with a comma.
  const walk = new Walk(page, "it");
  const paths = [
    `/l/${league.slug}`,
    `/l/${league.slug}/admin/tables`,
    `/l/${league.slug}/tables`,
    ...gameUrls,
    ...gameIds.map((id) => `/l/${league.slug}/recap/${id}`),
    `/l/${league.slug}/seasons/1`,
    `/l/${league.slug}/seasons/1/members`,
    `/l/${league.slug}/seasons/1/stats`,
  ];
  const texts: string[] = [];
  for (const path of paths) {
    const html = await walk.visit(path);
    texts.push(readable(html));
    if (path.includes("/recap/")) {
      expect(html.byTestId("recap-table"), path).toHaveLength(2);
      expect(html.byTestId("share-recap"), path).toHaveLength(1);
    }
  }
  expect(walk.problems).toEqual([]);
  for (const [i, text] of texts.entries()) expect(text, paths[i]).not.toMatch(/\d\.\d/);
  const standings = await walk.visit(`/l/${league.slug}/seasons/1/members`);
  const points = standings.byTestId("points").map((p) => standings.textContent(p).trim());
  expect(
    points.some((p) => /^\d+,\d+$/.test(p)),
    points.join(" "),
  ).toBe(true);

  for (const p of [page, ...new Set(phones.values())]) await p.context().close();
});

test("two Julius Caesar tables accepted are two planned plays; one's result is recorded from it, on that game", async ({
  browser,
}) => {
  const league = seedLeague("julius-caesar");
  const page = await phone(browser, { email: league.organiser, password: PASSWORD });
  await page.goto(`/l/${league.slug}/admin/tables`);
  for (const p of league.players) await page.getByRole("checkbox", { name: p.name, exact: true }).check();
  await page.getByRole("button", { name: "Impegna il seme e prepara i tavoli" }).click();
  await page.getByRole("button", { name: "Sorteggia i tavoli" }).click();
  await expect(page.getByTestId("table-2").getByRole("listitem")).toHaveCount(2);
  const [cesare, pompeo] = await page.getByTestId("table-1").getByRole("listitem").allInnerTexts();
  await page.getByRole("button", { name: "Accetta: crea una partita per tavolo" }).click();
  await expect(page.getByTestId("tables-accepted").getByRole("link")).toHaveCount(2);
  expect((await gamesOf(league.slug)).map((g) => [g.status, Number(g.seats), Number(g.committed)])).toEqual([
    ["planned", 2, 0],
    ["planned", 2, 0],
  ]);

  // table 1's play: seated as drawn, the first seat Cesare, waiting for its result
  await page.getByTestId("tables-accepted").getByRole("link", { name: "Tavolo 1" }).click();
  await expect(page).toHaveURL(/\/games\/[a-z0-9]+$/);
  const gameId = new URL(page.url()).pathname.split("/").pop()!;
  await expect(page.getByTestId("game-status")).toHaveText("In attesa del risultato");
  await expect(page.getByTestId("planned-seat-1")).toContainText(`${cesare.trim()} · Schieramento: Giulio Cesare`);
  await expect(page.getByTestId("planned-seat-2")).toContainText(`${pompeo.trim()} · Schieramento: Pompeo Magno`);

  // its result, from the form prefilled with its seats and sides (no reason asked: nothing is being corrected)
  await page.getByTestId("night-next-action").click();
  await expect(page.getByTestId("play-form")).toBeVisible();
  await expect(page.getByTestId("seat-0-identity-side")).toHaveValue("Cesare");
  await expect(page.getByTestId("seat-1-identity-side")).toHaveValue("Pompeo");
  await expect(page.locator("#play-reason")).toHaveCount(0);
  await saveJuliusCaesarDraw(page);
  await page.waitForURL((url) => url.pathname.endsWith(`/games/${gameId}`));
  await expect(page.getByTestId("play-outcome")).toHaveText("Risultato: pareggio");
  expect((await gamesOf(league.slug)).map((g) => [g.id === gameId, g.status]).sort()).toEqual([
    [false, "planned"],
    [true, "finished"],
  ]);
});
