"use client";
import { useSession } from "next-auth/react";
import { forgetOthers } from "@/lib/offline/outbox";
// the service worker's cache of visited pages; the browser's Cache API reaches it from the page too
import { PAGE_CACHE } from "@/lib/offline/sw-rules";

/** Where the last signed-in user's id is kept, so drafts stay theirs while the session cannot be read offline. */
export const OWNER_KEY = "iwl.owner";

export function browserStore(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // storage disabled: forms still work online, nothing is kept
  }
}

/**
 * Whose drafts, outbox and cards these are: the session's user, or (session unreadable, e.g. the page came from the
 * service worker's cache while offline) the last user seen on this phone. null: nobody signed in yet.
 */
export function useOfflineOwner(): string | null {
  const { data, status } = useSession();
  const id = (data?.user as { id?: string } | undefined)?.id;
  if (status === "authenticated" && id) return id;
  return browserStore()?.getItem(OWNER_KEY) ?? null;
}

/**
 * Sign-out (or another user signing in): this phone forgets every opened card, the pages the service worker kept
 * (they were rendered for the previous user), and the drafts and queue of anyone but `keep`.
 */
export async function forgetDevice(keep: string | null): Promise<void> {
  const store = browserStore();
  if (store) forgetOthers(store, keep);
  if (typeof caches !== "undefined") await caches.delete(PAGE_CACHE).catch(() => false);
}

/**
 * Asks the service worker to keep the page on screen for offline reading (src/service-worker/sw.ts, "keep-page"): a
 * page reached by a client-side navigation is an RSC fetch, which the worker's navigation route never sees, so a
 * reload without a connection would open the offline page instead (decision 0025; issue 22 §4 for the card).
 */
export function keepThisPage(): void {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator) || !navigator.onLine) return;
  navigator.serviceWorker.controller?.postMessage({ type: "keep-page", url: window.location.href.split("#")[0] });
}
