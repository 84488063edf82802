"use client";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { FormMessage } from "@/components/ui/form-error";

type State = "checking" | "notConfigured" | "unsupported" | "denied" | "off" | "on" | "failed";

/** The VAPID public key (base64url) as the bytes pushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

const supported = () =>
  typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

async function registration() {
  return (
    (await navigator.serviceWorker.getRegistration("/")) ??
    (await navigator.serviceWorker.register("/sw.js", { scope: "/", updateViaCache: "none" }))
  );
}

/**
 * This phone's subscription: asks the browser's permission (only on the tap, as browsers require), subscribes with the
 * server's VAPID key and sends the subscription to POST /api/push/subscriptions; turning off unsubscribes here and
 * DELETEs it there.
 */
export function PushDevice({ publicKey, subscriptions }: { publicKey: string | null; subscriptions: number }) {
  const t = useTranslations("notifications.settings");
  const [state, setState] = useState<State>("checking");
  const [count, setCount] = useState(subscriptions);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    const check = async (): Promise<State> => {
      if (!publicKey) return "notConfigured";
      if (!supported()) return "unsupported";
      if (Notification.permission === "denied") return "denied";
      const reg = await navigator.serviceWorker.getRegistration("/");
      return (await reg?.pushManager.getSubscription()) ? "on" : "off";
    };
    void check()
      .catch((): State => "unsupported")
      .then((s) => live && setState(s));
    return () => {
      live = false;
    };
  }, [publicKey]);

  const send = (method: "POST" | "DELETE", body: unknown) =>
    fetch("/api/push/subscriptions", {
      method,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  async function enable() {
    if (!publicKey) return;
    if ((await Notification.requestPermission()) !== "granted") return setState("denied");
    const reg = await registration();
    await navigator.serviceWorker.ready;
    const sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
    const res = await send("POST", sub.toJSON());
    if (!res.ok) {
      await sub.unsubscribe();
      return setState("failed");
    }
    setCount((c) => c + 1);
    setState("on");
  }

  async function disable() {
    const sub = await (await navigator.serviceWorker.getRegistration("/"))?.pushManager.getSubscription();
    if (sub) {
      await send("DELETE", { endpoint: sub.endpoint });
      await sub.unsubscribe();
      setCount((c) => Math.max(0, c - 1));
    }
    setState("off");
  }

  const run = (f: () => Promise<unknown>) => {
    setBusy(true);
    void f()
      .catch(() => setState("failed"))
      .finally(() => setBusy(false));
  };

  const problem = state === "on" || state === "off" || state === "checking" ? null : t(state);
  return (
    <div className="card space-y-3" data-testid="push-device">
      <h2 className="h2">{t("device")}</h2>
      <p className="text-sm text-stone-600">{t("iphone")}</p>
      <FormMessage message={state === "on" ? t("enabled") : null} tone="success" />
      <FormMessage message={problem} />
      {state === "off" && <p className="text-sm">{t("disabled")}</p>}
      {(state === "off" || state === "failed" || state === "denied") && (
        <button type="button" className="btn-primary w-full" disabled={busy} onClick={() => run(enable)}>
          {t("enable")}
        </button>
      )}
      {state === "on" && (
        <button type="button" className="btn-secondary w-full" disabled={busy} onClick={() => run(disable)}>
          {t("disable")}
        </button>
      )}
      <p className="text-sm text-stone-600">{t("devices", { count })}</p>
    </div>
  );
}
