// Many leagues (docs/decisions/0027-many-leagues.md): a player creates a league from the header's league menu, lands
// on its admin with first steps, sees its name in the header and switches back; a taken address is refused with the
// address; organisers of one league see nothing of the other's admin pages.
import { expect, login, phone, test } from "./fixtures";
import { specLeague } from "./support/spec-league";

const LEAGUE = specLeague("leagues"); // its own copy of the demo league (support/spec-league.ts)

test.describe.configure({ timeout: 120_000 });

const headerHeight = async (page: import("@playwright/test").Page) =>
  (await page.locator("header").first().boundingBox())?.height;

test("a player creates a league, becomes its organiser, and switches between their leagues", async ({ browser }) => {
  const page = await phone(browser);
  await page.goto(`/l/${LEAGUE.leagueSlug}`);
  const signedOut = await headerHeight(page);
  await expect(page.getByTestId("header-title")).toHaveText("Italy War"); // the league's name, not the app's
  await login(page, LEAGUE.players.brigateNere);
  await page.goto(`/l/${LEAGUE.leagueSlug}`);
  expect(await headerHeight(page)).toBe(signedOut); // one row, signed in or not

  const menu = page.getByRole("button", { name: "Cambia lega" });
  const panel = async () => page.locator(`[id="${await menu.getAttribute("aria-controls")}"]`);
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect((await panel()).getByRole("link", { name: "Italy War", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await page.keyboard.press("Escape");
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeFocused();
  await menu.click();
  await (await panel()).getByRole("link", { name: /Crea una lega/ }).click();

  await expect(page).toHaveURL(/\/leagues\/new$/);
  await expect(page.getByTestId("header-title")).toHaveText("Italy War League");
  const name = `Circolo Più Bello della Provincia di Roma ${Date.now() % 100000}`; // longer than a phone's header
  const slug = name.toLowerCase().replace("ù", "u").replace(/ /g, "-");
  await page.getByLabel("Nome della lega").fill(name);
  await expect(page.getByText(`Indirizzo: /l/${slug}`)).toBeVisible();
  const sessionWrites: string[] = [];
  const countWrites = (r: { method(): string; url(): string }) => {
    if (r.method() === "POST" && r.url().endsWith("/api/auth/session")) sessionWrites.push(r.url());
  };
  page.on("request", countWrites);
  await page.getByRole("button", { name: "Crea la lega" }).click();

  await expect(page).toHaveURL(new RegExp(`/l/${slug}/admin$`), { timeout: 20_000 }); // action, session refresh, navigation
  await expect(page.getByTestId("header-title")).toHaveText(name);
  page.off("request", countWrites);
  expect(sessionWrites).toHaveLength(1); // one session refresh, not one per render while the navigation runs
  await expect(page.getByTestId("header-title")).toHaveText(name);
  await expect(page.getByTestId("next-steps")).toContainText("Crea il primo torneo");
  // on a 390 px phone the long name and the organiser's "Gestione" tab fit: the names end in an ellipsis, whole in
  // their title, and nothing is wider than the screen
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("link", { name: "Gestione", exact: true })).toBeVisible();
  for (const id of ["header-title", "league-name"]) {
    await expect(page.getByTestId(id)).toHaveAttribute("title", name);
    expect(await page.getByTestId(id).evaluate((e) => e.scrollWidth > e.clientWidth), `${id} cut`).toBe(true);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // both leagues in the menu; switching shows the other league's name
  await menu.click();
  await expect((await panel()).getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "page");
  await (await panel()).getByRole("link", { name: "Italy War", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/l/${LEAGUE.leagueSlug}$`));
  await expect(page.getByTestId("header-title")).toHaveText("Italy War");

  // the same name again: refused with the address it would take
  await page.goto("/leagues/new");
  await page.getByLabel("Nome della lega").fill(name.toUpperCase());
  await page.getByRole("button", { name: "Crea la lega" }).click();
  await expect(page.getByTestId("error-name")).toHaveText(
    `L'indirizzo /l/${slug} è già usato da un'altra lega: scegli un altro nome.`,
  );

  // the demo organiser is no one in the new league, which is members-only (decision 0033): its pages do not exist for him
  const other = await phone(browser, LEAGUE.organiser);
  for (const path of ["", "/players", "/admin", "/admin/members", "/admin/players", "/admin/seasons"]) {
    await other.goto(`/l/${slug}${path}`);
    await expect(other.getByRole("heading", { name: "Pagina non trovata" })).toBeVisible();
    await expect(other.locator("body")).not.toContainText(name);
    await expect(other.locator("main")).not.toContainText(LEAGUE.players.brigateNere.email);
  }
  // and the new organiser is still a player in Italy War: its admin stays closed to them
  await page.goto(`/l/${LEAGUE.leagueSlug}/admin/members`);
  await expect(page.getByText("Non hai i permessi per questa operazione.")).toBeVisible();
  await expect(page.locator("main")).not.toContainText(LEAGUE.organiser.email);
});

test("signed out, creating a league asks to sign in first", async ({ page }) => {
  await page.goto("/leagues/new");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fleagues%2Fnew|\/login\?callbackUrl=\/leagues\/new/);
});
