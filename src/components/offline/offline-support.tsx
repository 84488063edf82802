"use client";
import { useSession } from "next-auth/react";
import { useEffect, useState, useSyncExternalStore } from "react";
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
 * only), makes this phone forget the previous user's kept pages and cards when someone else signs in, and says what
 * the lost connection means for the page on screen: a page opened without a connection is the copy the phone kept
 * (`copyLabel`); a page that was loaded live stays live — its forms keep what is saved and send it later (`liveLabel`).
 */
export function OfflineSupport({ copyLabel, liveLabel }: { copyLabel: string; liveLabel: string }) {
  const { data, status } = useSession();
  const userId = (data?.user as { id?: string } | undefined)?.id;
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  // read once, when the page starts on this phone: offline then means the service worker answered with its copy
  const [openedOffline] = useState(() => typeof navigator !== "undefined" && !navigator.onLine);

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
      data-page={openedOffline ? "copy" : "live"}
      className="fixed inset-x-0 top-0 z-50 bg-amber-100 px-3 py-2 text-center text-sm text-amber-900 shadow"
    >
      {openedOffline ? copyLabel : liveLabel}
    </p>
  );
}
