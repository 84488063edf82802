/**
 * What the service worker (src/service-worker/sw.ts) may keep, as pure functions (decision 0025).
 * Pages: only full-page GET navigations of this origin, answered 200 as HTML without a redirect, and never the
 * sign-in, invitation, address-confirmation, reset, reveal-by-link, recap share link, first-run, account or e-mail
 * unsubscribe pages (their URLs carry tokens or their HTML is about credentials), nor anything under /api (auth).
 * Actions are POSTs and never reach a cache.
 */
export const PAGE_CACHE = "iwl-pages";
export const STATIC_CACHE = "iwl-static";
export const OFFLINE_PAGE = "/offline.html";

const NEVER_KEPT =
  /^\/(?:(?:it|en)\/)?(?:api|login|reveal|invite|reset|confirm|share|setup|forgot-password|account|notifications)(?:\/|$)/;

export type RequestFacts = { method: string; mode: string; url: string };
export type ResponseFacts = { status: number; type: string; redirected: boolean; contentType: string | null };

/** A navigation whose page may be kept for offline reading (the response must still pass `keepsPage`). */
export function isKeptNavigation(req: RequestFacts, origin: string): boolean {
  if (req.method !== "GET" || req.mode !== "navigate") return false;
  const url = new URL(req.url);
  if (url.origin !== origin) return false;
  return !NEVER_KEPT.test(url.pathname);
}

/**
 * A page the app asks the worker to keep although it was reached by a client-side navigation (an RSC fetch, which the
 * navigation route never sees): the same pages as `isKeptNavigation`, asked for by a page with a draft form.
 */
export function isKeptPageUrl(url: string, origin: string): boolean {
  return isKeptNavigation({ method: "GET", mode: "navigate", url }, origin);
}

/** A page answer worth keeping: the page itself, not an error, a redirect to sign-in or another origin's answer. */
export function keepsPage(res: ResponseFacts): boolean {
  return (
    res.status === 200 && res.type === "basic" && !res.redirected && (res.contentType ?? "").startsWith("text/html")
  );
}

/** Build output with a content hash in its URL and the app's icons: the same URL is always the same bytes. */
export function isStaticAsset(url: string, origin: string): boolean {
  const u = new URL(url);
  if (u.origin !== origin) return false;
  return u.pathname.startsWith("/_next/static/") || u.pathname.startsWith("/icons/") || u.pathname === "/favicon.ico";
}
