// Issue 23 §2 (decision 0052) on a phone, in a league of its own: the organiser checks in nine players, commits the
// seed (its hash shown), draws two RisiKo! tables (5 + 4), accepts them: both games exist, dealt; a seated player's
// phone shows their table and turn, in Italian and in English. Then (decision 0062) a Julius Caesar league: two
// tables accepted are two planned plays, sides as drawn, and one's result is recorded from it, on that same game.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { databaseUrl, query, serverOfTest } from "./support/database";
import { expect, login, phone, test } from "./fixtures";
import { saveJuliusCaesarDraw } from "./support/julius-caesar";

test.describe.configure({ timeout: 180_000 });

const PASSWORD = "tables-password";

type Seeded = { slug: string; organiser: string; players: { name: string; email: string }[] };

function seedLeague(systemId = "risiko"): Seeded {
  const out = execFileSync(
    "npx",
    ["tsx", "--conditions=react-server", "tests/e2e/support/seed-tables-league.ts", systemId],
    { env: { ...process.env, DATABASE_URL: databaseUrl() }, encoding: "utf8" },
  );
  return JSON.parse(out.trim().split("\n").pop()!) as Seeded;
}

const gamesOf = (slug: string) =>
  query<{ id: string; status: string; seats: number; committed: number }>(
    `SELECT g."id", g."status", COUNT(s."id") AS "seats", COUNT(s."commitment") AS "committed" FROM "Game" g JOIN "Season" se ON se."id" = g."seasonId" JOIN "League" l ON l."id" = se."leagueId" JOIN "Seat" s ON s."gameId" = g."id" WHERE l."slug" = ? GROUP BY g."id", g."status" ORDER BY g."id"`,
    slug,
  );

test("the organiser checks in nine players and accepts two fair RisiKo! tables; a seated phone shows its table and turn", async ({
  browser,
}) => {
  const league = seedLeague();

  const page = await phone(browser, { email: league.organiser, password: PASSWORD });
  await page.goto(`/l/${league.slug}/admin/tables`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tavoli della serata");

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
  const third = (await page.getByTestId("table-2").getByRole("listitem").nth(2).innerText()).trim();
  const first = (await page.getByTestId("table-1").getByRole("listitem").nth(0).innerText()).trim();

  await page.getByRole("button", { name: "Accetta: crea le partite e distribuisci gli obiettivi" }).click();
  await expect(page.getByTestId("tables-accepted")).toBeVisible();
  await expect(page.getByTestId("tables-accepted").getByRole("link")).toHaveCount(2);

  // both nights exist, dealt: every seat holds a commitment
  const games = await gamesOf(league.slug);
  expect(games.map((g) => [g.status, Number(g.seats), Number(g.committed)]).sort()).toEqual([
    ["dealt", 4, 4],
    ["dealt", 5, 5],
  ]);

  // the third player of table 2, on their own phone
  const seated = league.players.find((p) => p.name === third)!;
  const player = await phone(browser);
  await login(player, { email: seated.email, password: PASSWORD });
  await player.goto(`/l/${league.slug}`);
  await expect(player.getByTestId("my-table")).toContainText("Tavolo 2, sei terzo di mano");
  await player.getByTestId("my-table").getByRole("link", { name: "Apri la partita" }).click();
  await expect(player).toHaveURL(/\/games\/[a-z0-9]+$/);

  await player.context().addCookies([{ name: "NEXT_LOCALE", value: "en", url: serverOfTest().baseURL }]);
  await player.goto(`/l/${league.slug}`);
  await expect(player.getByTestId("my-table")).toContainText("Table 2, you play third");

  // and the first player of table 1, on theirs: each phone shows its own table and turn
  const opener = league.players.find((p) => p.name === first)!;
  const other = await phone(browser, { email: opener.email, password: PASSWORD });
  await other.goto(`/l/${league.slug}`);
  await expect(other.getByTestId("my-table")).toContainText("Tavolo 1, sei primo di mano");
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
