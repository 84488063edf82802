import { test as base, expect, type Browser, type Page } from "@playwright/test";
import { signIn } from "./support/http";

/** Demo accounts created by `npm run db:seed:demo` (documented in the README). */
export const DEMO = {
  organiser: { email: "organizzatore@demo.risiko", password: "demo-organiser" },
  players: {
    brigateNere: { email: "brigate.nere@demo.risiko", password: "demo-player" },
    yellowInvaders: { email: "yellow.invaders@demo.risiko", password: "demo-player" },
    greenPanzer: { email: "green.panzer@demo.risiko", password: "demo-player" },
    falangeViola: { email: "falange.viola@demo.risiko", password: "demo-player" },
  },
  leagueSlug: "italy-war",
} as const;

type Account = { email: string; password: string };
/** Room for a slow first page on a fresh server on a busy 2-core machine; a sign-in that works takes no longer for it,
 * one that fails is reported after this. */
const SIGN_IN_TIMEOUT = 30_000;

/**
 * Signs the page's browser context in through next-auth's credentials endpoint, as the login form does (the form
 * itself is the subject of foundation.spec.ts and known-device.spec.ts), then opens the home page signed in: the
 * session and device cookies land in the context's jar, as after the form. Two page loads fewer per person.
 */
export async function login(page: Page, account: Account) {
  await signIn(page.context().request, base.info().project.use.baseURL!, account);
  await page.goto("/");
  await expect(page.getByTestId("signed-in-as")).toBeVisible({ timeout: SIGN_IN_TIMEOUT });
}

/**
 * A page is read once its streamed parts are in place: a page that shows "Caricamento…" while its data is read
 * (Suspense) first sends the fallback, then the content in a hidden block that React moves in a moment later; until
 * then the content is in the document twice. `goto` waits for that move, so a test reads the page as a person sees it.
 */
function readAfterReveal(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.waitForFunction(() => !document.querySelector('[data-testid="page-loading"]'));
    return response;
  };
  return page;
}

/**
 * A separate browser context per person: separate cookies, like separate phones. The service worker (it precaches
 * some sixty files on install) is registered only where a spec reads the phone's offline copies: `serviceWorker`.
 */
export async function phone(
  browser: Browser,
  account?: Account,
  {
    serviceWorker = false,
    viewport = { width: 360, height: 780 },
  }: { serviceWorker?: boolean; viewport?: { width: number; height: number } } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    isMobile: true,
    hasTouch: true,
    userAgent: "E2E phone",
    serviceWorkers: serviceWorker ? "allow" : "block",
  });
  const page = readAfterReveal(await context.newPage());
  if (account) await login(page, account);
  return page;
}

/** Exact objective name, e.g. "Obiettivo 1" must not match "Obiettivo 12". */
export const nameRegex = (name: string) => new RegExp(`${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?!\\d)`);

export const test = base.extend<{ login: (account: Account) => Promise<void> }>({
  page: async ({ page }, use) => {
    await use(readAfterReveal(page));
  },
  login: async ({ page }, use) => {
    await use((account) => login(page, account));
  },
});
export { expect };
