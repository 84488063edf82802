// The main pages render and hydrate under the Content-Security-Policy (decision 0012), for a visitor and for the
// organiser, in a browser: a blocked script or style shows as a violation or a console error. The headers themselves
// are checked over HTTP (http/security-headers.spec.ts).
import type { Page } from "@playwright/test";
import { expect, login, phone, test } from "./fixtures";
import { specLeague } from "./support/spec-league";

const LEAGUE = specLeague("csp"); // its own copy of the demo league (support/spec-league.ts)

const league = `/l/${LEAGUE.leagueSlug}`;

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
