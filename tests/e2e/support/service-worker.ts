import { expect, type Page } from "@playwright/test";

/** The service worker is installed and answers this page's requests (what a second visit on a phone has). */
export async function workerControls(page: Page) {
  // After sign-in the page may still be navigating (the redirect to the league): a context that goes away is
  // tried again. A document whose request left before the worker was active stays uncontrolled even after the
  // worker's clients.claim() (seen once in CI: a 120 s wait for a controller that never came): such a page is
  // reloaded, as a phone's next visit would be, and checked again.
  await expect(async () => {
    await page.waitForLoadState("load");
    const controlled = await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (navigator.serviceWorker.controller) return true;
      await new Promise((resolve) => setTimeout(resolve, 1_000)); // claim() may be on its way
      return navigator.serviceWorker.controller !== null;
    });
    if (!controlled) {
      await page.reload();
      throw new Error("the page is not controlled by the service worker yet");
    }
  }).toPass({ timeout: 60_000 });
}

/**
 * The phone keeps the page on screen (or `path`): a page reached by a client-side navigation asks the worker for its
 * copy and the worker fetches it in the background, so on a busy machine a reload without a connection could come
 * before the copy and open the offline page instead.
 */
export async function pageKept(page: Page, path?: string) {
  await expect
    .poll(
      () =>
        page.evaluate(
          async (p) => (await caches.match(p ?? window.location.href.split("#")[0])) !== undefined,
          path ?? null,
        ),
      { timeout: 20_000 },
    )
    .toBe(true);
}
