// Security headers on every kind of answer, pages that still work under the CSP, session cookie flags, and Next's
// cross-origin refusal of server actions (decision 0012).
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, login, phone, test } from "./fixtures";
import { specLeague } from "./support/spec-league";

const LEAGUE = specLeague("security-headers"); // its own copy of the demo league (support/spec-league.ts)

const league = `/l/${LEAGUE.leagueSlug}`;

test("pages, cached pages and files carry the security headers", async ({ request }) => {
  // the leaderboard twice: the second answer may come from the server's page cache (decision 0010)
  for (const url of [
    "/login",
    league,
    `${league}/seasons/4`,
    `${league}/seasons/4`,
    "/robots.txt",
    `${league}/admin/members`,
  ]) {
    const res = await request.get(url, { maxRedirects: 0, failOnStatusCode: false });
    const h = res.headers();
    expect(h["content-security-policy"], url).toContain("frame-ancestors 'none'");
    expect(h["content-security-policy"], url).toContain("object-src 'none'");
    expect(h["content-security-policy"], url).not.toContain("unsafe-eval");
    expect(h["x-frame-options"], url).toBe("DENY");
    expect(h["x-content-type-options"], url).toBe("nosniff");
    expect(h["referrer-policy"], url).toBe("same-origin");
    expect(h["permissions-policy"], url).toContain("camera=()");
  }
});

/** Collects CSP violations the page reports, and console errors (a blocked script shows up there too). */
async function watch(page: Page, problems: string[]) {
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`console: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
}

test("the main pages render and hydrate under the CSP, for a visitor and for the organiser", async ({ browser }) => {
  const problems: string[] = [];
  const visitor = await phone(browser);
  await watch(visitor, problems);
  for (const url of [
    "/login",
    league,
    `${league}/seasons`,
    `${league}/seasons/4`,
    `${league}/seasons/4/stats`,
    `${league}/players`,
    `${league}/hall-of-fame`,
  ]) {
    await visitor.goto(url);
    await visitor.waitForLoadState("networkidle");
  }
  // hydrated: the language switch (a client component calling a server action) works
  await visitor.goto(league);
  await visitor.getByRole("button", { name: "en", exact: true }).click();
  await expect(visitor.getByRole("link", { name: "Seasons" })).toBeVisible();
  await visitor.getByRole("button", { name: "it", exact: true }).click();
  await expect(visitor.getByRole("link", { name: "Tornei" })).toBeVisible();

  const organiser = await phone(browser);
  await watch(organiser, problems);
  await login(organiser, LEAGUE.organiser);
  for (const url of [
    `${league}/admin`,
    `${league}/admin/members`,
    `${league}/admin/seasons`,
    `${league}/seasons/4/objectives`,
    `${league}/games/new`,
  ]) {
    await organiser.goto(url);
    await organiser.waitForLoadState("networkidle");
  }
  expect(problems).toEqual([]);
});

test("the session cookie is httpOnly and SameSite=Lax", async ({ browser }) => {
  const page = await phone(browser, LEAGUE.players.greenPanzer);
  const cookies = await page.context().cookies();
  const session = cookies.find((c) => c.name.endsWith("next-auth.session-token"));
  expect(session).toBeDefined();
  expect(session!.httpOnly).toBe(true);
  expect(session!.sameSite).toBe("Lax");
  // over plain http (this test server) it cannot be Secure; next-auth sets Secure and the __Secure- prefix when
  // NEXTAUTH_URL is https (decision 0012)
  expect(session!.name.startsWith("__Secure-")).toBe(session!.secure);
});

test("a cross-origin POST to a server action is refused, even with the victim's session cookie", async ({
  browser,
}) => {
  const manifest = JSON.parse(
    fs.readFileSync(
      path.join(process.env.NEXT_DIST_DIR ?? ".next", "server", "server-reference-manifest.json"),
      "utf8",
    ),
  );
  const setLocale = Object.entries(manifest.node as Record<string, { exportedName?: string }>).find(
    ([, v]) => v.exportedName === "setLocale",
  )![0];
  const page = await phone(browser, LEAGUE.organiser);
  const res = await page.request.post("/", {
    headers: { "next-action": setLocale, "content-type": "text/plain;charset=UTF-8", origin: "http://evil.example" },
    data: '["en"]',
    failOnStatusCode: false,
    maxRedirects: 0,
  });
  expect(res.status()).toBe(403);
  expect(res.headers()["set-cookie"] ?? "").not.toContain("NEXT_LOCALE");
  // the same call from the app's own origin goes through
  const own = await page.request.post("/", {
    headers: {
      "next-action": setLocale,
      "content-type": "text/plain;charset=UTF-8",
      origin: new URL(page.url()).origin,
    },
    data: '["en"]',
    failOnStatusCode: false,
  });
  expect(own.status()).toBe(200);
  expect(own.headers()["set-cookie"] ?? "").toContain("NEXT_LOCALE=en");
});
