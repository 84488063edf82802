import { expect, test } from "./fixtures";
import { specLeague } from "./support/spec-league";

const LEAGUE = specLeague("recap"); // its own copy of the demo league (support/spec-league.ts)

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

test("after a finished night the leaderboard links its recap: winner, podium, objectives, standings, a share button", async ({
  page,
}) => {
  await page.goto(`/l/${LEAGUE.leagueSlug}/seasons/4`);
  await page.getByTestId("last-recap-link").click();
  await page.waitForURL(/\/recap\/[a-z0-9-]+$/);
  const winner = page.getByTestId("recap-winner");
  await expect(winner).toHaveText(/Vince (Andrea|Luca|Paolo|Stefano|Giorgio)/);
  const name = (await winner.innerText()).match(/Vince (\S+)/)![1];
  await expect(page.getByTestId("recap-podium").locator("li").first()).toContainText(name);
  await expect(page.getByTestId("recap-objectives").locator("li").first()).toContainText(
    "Territori dell'obiettivo tenuti",
  );
  await expect(page.getByTestId("recap-standings").locator("tbody tr").first()).toBeVisible();
  await expect(page.getByTestId("recap-lead")).toContainText("in testa");
  await expect(page).toHaveTitle(/^Partita \d+ — Torneo 2010/);

  // No Web Share API in headless Chromium: the button copies the link instead.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.evaluate(() => Object.defineProperty(navigator, "share", { value: undefined }));
  await page.getByTestId("share-recap").click();
  await expect(page.getByRole("status")).toHaveText("Link copiato: incollalo nella chat.");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

  // The link previews as a picture: og:image is a real PNG.
  const og = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(og).toMatch(/\/recap\/[a-z0-9-]+\/opengraph-image/);
  const image = await page.request.get(og!);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
  expect([...(await image.body()).subarray(0, 8)]).toEqual(PNG);
});

test("a game that is not finished, or does not exist, has no recap", async ({ page }) => {
  const res = await page.goto(`/l/${LEAGUE.leagueSlug}/recap/no-such-game`);
  expect(res?.status()).toBe(404);
});

test("the app is installable: manifest, icons and favicon are served", async ({ page, request }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({ display: "standalone", start_url: "/", theme_color: "#991b1b" });
  const sizes = manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`);
  expect(sizes).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
  for (const icon of manifest.icons) {
    const res = await request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()["content-type"]).toBe(icon.type);
  }
  const favicon = await request.get("/favicon.ico");
  expect(favicon.status()).toBe(200);
  expect((await favicon.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  expect((await request.get(apple!)).status()).toBe(200);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#991b1b");
});

test("the closed Torneo has its recap with correct singular and plural, in Italian and in English", async ({
  page,
}) => {
  await page.goto(`/l/${LEAGUE.leagueSlug}/seasons/3`);
  await page.getByRole("link", { name: "Resoconto", exact: true }).click();
  await expect(page.getByTestId("season-champion")).toContainText(/con [\d.,]+ punti/);
  await expect(page.getByTestId("season-awards")).toContainText("Più vittorie");
  const it = await page.locator("main").innerText();
  expect(it).not.toMatch(/\b1 (vittorie|volte|gare|partite|podi|avversari)\b/);
  expect(it).not.toMatch(/&(amp|lt|gt|quot|#39);/);

  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "en", url: page.url() }]);
  await page.reload();
  await expect(page.getByTestId("season-awards")).toContainText("Most wins");
  // The stored season name is a name: English readers see it as the organiser wrote it.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Torneo 2009 — 3ª edizione");
  const en = await page.locator("main").innerText();
  expect(en).not.toMatch(/\b1 (wins|times|games|podiums|opponents)\b/);
});

test("the leaderboard of the running season says what each player needs tonight, and titles itself", async ({
  page,
}) => {
  await page.goto(`/l/${LEAGUE.leagueSlug}/seasons/4`);
  await expect(page.getByTestId("tonight")).toContainText("Cosa serve stasera");
  await expect(page.getByTestId("tonight").locator("li").first()).toContainText(/per superare|non basta/);
  await expect(page).toHaveTitle(/^Torneo 2010 — 4ª edizione · Italy War$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /in testa con/);
  const og = await page.locator('meta[property="og:image"]').getAttribute("content");
  const image = await page.request.get(og!);
  expect(image.headers()["content-type"]).toBe("image/png");
});
