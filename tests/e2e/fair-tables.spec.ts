// Issue 23 §2 (decision 0052) on a phone, in a league of its own: the organiser checks in nine players, commits the
// seed (its hash shown), draws two RisiKo! tables (5 + 4), accepts them: both games exist, dealt; a seated player's
// phone shows their table and turn, in Italian and in English.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { query } from "./support/database";
import { expect, login, phone, test } from "./fixtures";

test.describe.configure({ timeout: 180_000 });

const PORT = Number(process.env.E2E_PORT ?? 3100);
const PASSWORD = "tables-password";

function databaseUrl(): string {
  if (process.env.E2E_DATABASE !== "postgres") return `file:${process.cwd()}/data/e2e-${PORT}.db`;
  const url = new URL(process.env.TEST_POSTGRES_URL || "postgres://postgres@127.0.0.1:5432/postgres");
  url.pathname = `/iwl_e2e_${PORT}`;
  return url.toString();
}

type Seeded = { slug: string; organiser: string; players: { name: string; email: string }[] };

test("the organiser checks in nine players and accepts two fair RisiKo! tables; a seated phone shows its table and turn", async ({
  browser,
}) => {
  const out = execFileSync("npx", ["tsx", "--conditions=react-server", "tests/e2e/support/seed-tables-league.ts"], {
    env: { ...process.env, DATABASE_URL: databaseUrl() },
    encoding: "utf8",
  });
  const league = JSON.parse(out.trim().split("\n").pop()!) as Seeded;

  const page = await phone(browser, { email: league.organiser, password: PASSWORD });
  await page.goto(`/l/${league.slug}/admin/tables`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tavoli della serata");

  // a count no table sizes can split: a clear message at the field, nothing stored
  for (const p of league.players.slice(0, 2)) await page.getByRole("checkbox", { name: p.name, exact: true }).check();
  await page.getByRole("button", { name: "Impegna il seme e prepara i tavoli" }).click();
  await expect(page.getByTestId("error-max")).toContainText("non si formano tavoli");
  expect(
    await query(
      `SELECT "id" FROM "TablePlan" WHERE "leagueId" = (SELECT "id" FROM "League" WHERE "slug" = ?)`,
      league.slug,
    ),
  ).toHaveLength(0);

  for (const p of league.players.slice(2)) await page.getByRole("checkbox", { name: p.name, exact: true }).check();
  await expect(page.getByText("Presenti (9)")).toBeVisible();
  await page.getByRole("button", { name: "Impegna il seme e prepara i tavoli" }).click();
  const hash = (await page.getByTestId("seed-hash").innerText()).trim();
  expect(hash).toMatch(/^[0-9a-f]{64}$/);

  await page.getByRole("button", { name: "Sorteggia i tavoli" }).click();
  await expect(page.getByTestId("table-1").getByRole("listitem")).toHaveCount(5);
  await expect(page.getByTestId("table-2").getByRole("listitem")).toHaveCount(4);
  const seed = (await page.getByTestId("seed").innerText()).trim();
  expect(createHash("sha256").update(seed).digest("hex")).toBe(hash); // the committed seed, revealed
  await expect(page.getByTestId("balance")).toBeVisible();
  const third = (await page.getByTestId("table-2").getByRole("listitem").nth(2).innerText()).trim();

  await page.getByRole("button", { name: "Accetta: crea le partite e distribuisci gli obiettivi" }).click();
  await expect(page.getByTestId("tables-accepted")).toBeVisible();
  await expect(page.getByTestId("tables-accepted").getByRole("link")).toHaveCount(2);

  // both nights exist, dealt: every seat holds a commitment
  const games = await query<{ id: string; status: string; seats: number; committed: number }>(
    `SELECT g."id", g."status", COUNT(s."id") AS "seats", COUNT(s."commitment") AS "committed" FROM "Game" g JOIN "Season" se ON se."id" = g."seasonId" JOIN "League" l ON l."id" = se."leagueId" JOIN "Seat" s ON s."gameId" = g."id" WHERE l."slug" = ? GROUP BY g."id", g."status" ORDER BY g."id"`,
    league.slug,
  );
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

  await player.context().addCookies([{ name: "NEXT_LOCALE", value: "en", url: `http://127.0.0.1:${PORT}` }]);
  await player.goto(`/l/${league.slug}`);
  await expect(player.getByTestId("my-table")).toContainText("Table 2, you play third");
});
