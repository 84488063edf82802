import { expect, type Page } from "@playwright/test";

/** The service worker is installed and answers this page's requests (what a second visit on a phone has). */
export async function workerControls(page: Page) {
  // after sign-in the page may still be navigating (the redirect to the league): wait again if the context goes away
  await expect(async () => {
    await page.waitForLoadState("load");
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
  }).toPass({ timeout: 30_000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}
