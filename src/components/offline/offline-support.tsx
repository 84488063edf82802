"use client";
import { useSession } from "next-auth/react";
import { useEffect, useSyncExternalStore } from "react";
import { browserStore, forgetDevice, OWNER_KEY } from "./owner";

const subscribe = (notify: () => void) => {
  window.addEventListener("online", notify);
  window.addEventListener("offline", notify);
  return () => {
    window.removeEventListener("online", notify);
    window.removeEventListener("offline", notify);
  };
};

/**
 * Mounted once in the root layout (decision 0025): registers the service worker (public/sw.js, production builds
 * only), makes this phone forget the previous user's kept pages and cards when someone else signs in, and says so
 * when the page on screen is a copy because the connection is gone.
 */
export function OfflineSupport({ offlineLabel }: { offlineLabel: string }) {
  const { data, status } = useSession();
  const userId = (data?.user as { id?: string } | undefined)?.id;
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );

  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    navigator.serviceWorker.register("/sw.js", { scope: "/", updateViaCache: "none" }).catch(() => undefined);
  }, []);

  useEffect(() => {
    if (status !== "authenticated" || !userId) return;
    const store = browserStore();
    const previous = store?.getItem(OWNER_KEY) ?? null;
    // a different person on this phone: what the service worker kept was rendered for the previous one
    if (previous !== null && previous !== userId) void forgetDevice(userId);
    try {
      store?.setItem(OWNER_KEY, userId);
    } catch {
      // storage full or disabled: nothing is kept either
    }
  }, [status, userId]);

  if (online) return null;
  return (
    // fixed over the top of the page: appearing when the connection drops moves nothing under the finger (no layout shift)
    <p
      role="status"
      data-testid="offline-banner"
      className="fixed inset-x-0 top-0 z-50 bg-amber-100 px-3 py-2 text-center text-sm text-amber-900 shadow"
    >
      {offlineLabel}
    </p>
  );
}
