// Issue 24 §2-3, run like a service: the health endpoint for load balancers, the app's own error and not-found pages
// in Italian and English, and a server log that tells what went wrong without a secret in it.
import fs from "node:fs";
import { DEMO, expect, test } from "./fixtures";
import { logFileOf, SESSION_JWE_HEADER, secretsInLog } from "./support/log-secrets";

const PORT = Number(process.env.E2E_PORT ?? 3100);

test("GET /api/health answers 200 ok, never from a cache", async ({ request }) => {
  for (let i = 0; i < 2; i++) {
    const res = await request.get("/api/health");
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
    expect(res.headers()["cache-control"]).toBe("no-store");
    expect(res.headers()["x-page-cache"]).toBeUndefined();
  }
});

for (const [locale, notFound, backHome] of [
  ["it", "Pagina non trovata", "Torna alla home"],
  ["en", "Page not found", "Back to the home page"],
] as const) {
  test(`an unknown page is the app's 404 in ${locale}`, async ({ page }) => {
    if (locale === "en")
      await page.context().addCookies([{ name: "NEXT_LOCALE", value: "en", url: `http://127.0.0.1:${PORT}` }]);
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

test("the error check page is an ordinary 404 unless it is asked to fail", async ({ request }) => {
  expect((await request.get("/error-check")).status()).toBe(404);
});

for (const [locale, title, retry] of [
  ["it", "Qualcosa è andato storto", "Riprova"],
  ["en", "Something went wrong", "Try again"],
] as const) {
  test(`an unexpected error shows the app's error page in ${locale}, with a reference found in the server log`, async ({
    page,
  }) => {
    if (locale === "en")
      await page.context().addCookies([{ name: "NEXT_LOCALE", value: "en", url: `http://127.0.0.1:${PORT}` }]);
    const res = await page.goto("/error-check?fail=1");
    expect(res?.status()).toBe(500);
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    await expect(page.getByRole("button", { name: retry })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible(); // the app's header stays
    const reference = await page.getByText(/: [\w-]+$/).innerText();
    const digest = reference.split(": ").pop()!;
    // the operator finds the error with its message next to that reference
    await expect.poll(() => fs.readFileSync(logFileOf(PORT), "utf8")).toContain(digest);
    expect(fs.readFileSync(logFileOf(PORT), "utf8")).toContain("error page check (IWL_ERROR_CHECK)");
  });
}

test("a signed-in session leaves no password, cookie or secret in the server log", async ({ page, login }) => {
  await login(DEMO.organiser);
  await page.goto("/error-check?fail=1"); // an error while signed in
  await expect(page.getByRole("heading", { name: "Qualcosa è andato storto" })).toBeVisible();
  const session = (await page.context().cookies()).find((c) => c.name.endsWith("next-auth.session-token"));
  expect(session?.value.split(".")[0]).toBe(SESSION_JWE_HEADER); // what the whole-run check looks for (global-teardown.ts)
  expect(secretsInLog(PORT, [session!.value])).toEqual([]);
});
