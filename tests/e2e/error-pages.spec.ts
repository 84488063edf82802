// Issue 24 §3: the app's own not-found and error pages, in Italian and English, as the browser draws them (the HTML
// is an empty shell, the page comes in the RSC payload); an error's page shows a reference the operator finds in the
// server log next to the error's message. The health endpoint and the log's secrets are checked over HTTP
// (http/service.spec.ts).
import fs from "node:fs";
import { DEMO, expect, test } from "./fixtures";
import { serverOfTest } from "./support/database";
import { logFileOf } from "./support/log-secrets";

for (const [locale, notFound, backHome] of [
  ["it", "Pagina non trovata", "Torna alla home"],
  ["en", "Page not found", "Back to the home page"],
] as const) {
  test(`an unknown page is the app's 404 in ${locale}`, async ({ page }) => {
    if (locale === "en")
      await page.context().addCookies([{ name: "NEXT_LOCALE", value: "en", url: serverOfTest().baseURL }]);
    // an unknown player or game of a league: the app's page, in the visitor's language
    for (const url of [`/l/${DEMO.leagueSlug}/players/no-such-player`, `/l/${DEMO.leagueSlug}/games/no-such-game`]) {
      const res = await page.goto(url);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: notFound })).toBeVisible();
      await expect(page.getByRole("link", { name: backHome })).toBeVisible();
    }
  });
}

// Next answers an address outside the locale tree (a file name) with the root 404, which has no locale: both languages
test("an address outside the app is a 404 in both languages", async ({ page }) => {
  for (const url of ["/no-such-file.txt", "/icons/no-such-icon.png"]) {
    const res = await page.goto(url);
    expect(res?.status()).toBe(404);
    await expect(page.getByText("Pagina non trovata")).toBeVisible();
    await expect(page.getByText("Page not found")).toBeVisible();
  }
});

for (const [locale, title, retry] of [
  ["it", "Qualcosa è andato storto", "Riprova"],
  ["en", "Something went wrong", "Try again"],
] as const) {
  test(`an unexpected error shows the app's error page in ${locale}, with a reference found in the server log`, async ({
    page,
  }) => {
    const { port, baseURL } = serverOfTest();
    if (locale === "en") await page.context().addCookies([{ name: "NEXT_LOCALE", value: "en", url: baseURL }]);
    const res = await page.goto("/error-check?fail=1");
    expect(res?.status()).toBe(500);
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    await expect(page.getByRole("button", { name: retry })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible(); // the app's header stays
    const reference = await page.getByText(/: [\w-]+$/).innerText();
    const digest = reference.split(": ").pop()!;
    // the operator finds the error with its message next to that reference
    await expect.poll(() => fs.readFileSync(logFileOf(port), "utf8")).toContain(digest);
    expect(fs.readFileSync(logFileOf(port), "utf8")).toContain("error page check (IWL_ERROR_CHECK)");
  });
}
