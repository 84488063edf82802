/// <reference lib="webworker" />
// The service worker (decision 0025), built by `serwist build` after `next build` (serwist.config.mjs) into
// public/sw.js and registered by src/components/offline/offline-support.tsx.
import {
  CacheableResponsePlugin,
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  type PrecacheEntry,
  type SerwistGlobalConfig,
} from "serwist";
import {
  isKeptNavigation,
  isKeptPageUrl,
  isStaticAsset,
  keepsPage,
  OFFLINE_PAGE,
  PAGE_CACHE,
  STATIC_CACHE,
} from "../lib/offline/sw-rules";
import { clickOutcome, notificationFromPush } from "../lib/notifications/show";

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

const origin = self.location.origin;

const serwist = new Serwist({
  // build assets (hashed), public icons and the bilingual offline page
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      // pages: the network first (always fresh when online); without it, the copy last seen on this phone
      matcher: ({ request }) => isKeptNavigation(request, origin),
      handler: new NetworkFirst({
        cacheName: PAGE_CACHE,
        plugins: [
          {
            // past the browser's HTTP cache: a page's stale-while-revalidate would otherwise hand back the copy from
            // before a write (a navigation request cannot be copied with a new init, so it is rebuilt from its URL)
            requestWillFetch: async ({ request }) =>
              new Request(request.url, {
                method: "GET",
                headers: request.headers,
                credentials: "include",
                redirect: "manual",
                cache: "no-cache",
              }),
          },
          new CacheableResponsePlugin({ statuses: [200] }),
          {
            cacheWillUpdate: async ({ response }) =>
              keepsPage({
                status: response.status,
                type: response.type,
                redirected: response.redirected,
                contentType: response.headers.get("content-type"),
              })
                ? response
                : null,
          },
          new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 14 * 24 * 3600 }),
        ],
      }),
    },
    {
      matcher: ({ request }) => request.method === "GET" && isStaticAsset(request.url, origin),
      handler: new CacheFirst({
        cacheName: STATIC_CACHE,
        plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 300 })],
      }),
    },
  ],
  // a page never visited (or one that is never kept) while offline: the bilingual offline page
  fallbacks: { entries: [{ url: OFFLINE_PAGE, matcher: ({ request }) => request.mode === "navigate" }] },
});

serwist.addEventListeners();

// A page reached by a client-side navigation is an RSC fetch, never a navigation request, so the route above does not
// keep it. A page with a draft form asks for it ({ type: "keep-page", url }): a reload without a connection then opens
// the form again, with its draft (decision 0025). Same rules as a navigation: this origin, kept paths, 200 HTML.
self.addEventListener("message", (event) => {
  const data = event.data as { type?: unknown; url?: unknown } | null;
  if (data?.type !== "keep-page" || typeof data.url !== "string" || !isKeptPageUrl(data.url, origin)) return;
  const url = data.url;
  event.waitUntil(
    (async () => {
      const res = await fetch(new Request(url, { credentials: "include", redirect: "manual", cache: "no-cache" }));
      if (
        keepsPage({
          status: res.status,
          type: res.type,
          redirected: res.redirected,
          contentType: res.headers.get("content-type"),
        })
      )
        await (await caches.open(PAGE_CACHE)).put(url, res);
    })().catch(() => undefined),
  );
});

// Web Push (decision 0071): the server's payload is shown as it is written (in the member's language); a reminder's
// "Vengo" / "Non vengo" answers with the notification's one-purpose token, without opening the app; any other tap
// opens the page the notification names, in an open window of the app when there is one.
self.addEventListener("push", (event) => {
  let json: unknown = null;
  try {
    json = event.data?.json();
  } catch {
    return;
  }
  const shown = notificationFromPush(json);
  if (shown) event.waitUntil(self.registration.showNotification(shown.title, shown.options));
});

self.addEventListener("notificationclick", (event) => {
  const outcome = clickOutcome(event.action, event.notification.data);
  event.notification.close();
  if (!outcome) return;
  if ("answer" in outcome) {
    event.waitUntil(
      fetch("/api/push/answer", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ token: outcome.token, answer: outcome.answer }),
        credentials: "omit",
      }).catch(() => undefined),
    );
    return;
  }
  const url = new URL(outcome.open, origin).href;
  event.waitUntil(
    (async () => {
      // an open window of the app goes to the page (navigate works on a window this worker controls), then comes
      // to the front; without one, a new window opens
      const windows = await self.clients.matchAll({ type: "window" });
      const open = windows.find((w) => new URL(w.url).origin === origin);
      const shown = open ? await open.navigate(url).catch(() => null) : null;
      if (shown) await shown.focus().catch(() => undefined);
      else await self.clients.openWindow(url);
    })().catch(() => undefined),
  );
});
