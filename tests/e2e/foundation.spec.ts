import { DEMO, expect, test } from "./fixtures";

// The server holds every spec's copy of the demo league (decision 0058), so its home page lists leagues: the home of a
// one-league deployment, which opens on its league, is checked on the first-run server (first-run.spec.ts).
// The login form signing in (every other spec signs its people in over HTTP, fixtures.ts `login`).
test("the organiser signs in and goes from the home page to the league home", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(DEMO.organiser.email);
  await page.getByLabel("Password").fill(DEMO.organiser.password);
  await page.getByRole("button", { name: "Accedi" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  await expect(page.getByTestId("signed-in-as")).toBeVisible();
  await page
    .getByTestId("my-leagues")
    .getByRole("link", { name: /^Italy War/ })
    .click();
  await expect(page).toHaveURL(/\/l\/italy-war$/);
  await expect(page.getByRole("heading", { level: 1, name: "Italy War" })).toBeVisible();
  await expect(page.getByText("Sei organizzatore")).toBeVisible();
});

test("a wrong password is refused with a message and the first-run page is gone", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(DEMO.organiser.email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(page.getByTestId("form-error")).toHaveText("E-mail o password errate.");
  const res = await page.goto("/setup");
  expect(res?.status()).toBe(404);
});

test("an empty e-mail gets a field error next to the field", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(page.getByTestId("error-email")).toHaveText("Indirizzo e-mail non valido.");
});

test("a reader switches the app to English and back; the choice sticks across pages", async ({ page }) => {
  await page.goto("/l/italy-war");
  await expect(page.getByRole("link", { name: "Tornei" })).toBeVisible();
  await page.getByRole("button", { name: "en", exact: true }).click();
  await expect(page.getByRole("link", { name: "Seasons" })).toBeVisible();
  await page.goto("/l/italy-war/seasons/3");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { name: "Leaderboard" })).toBeVisible();
  await page.getByRole("button", { name: "it", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Classifica" })).toBeVisible();
});
