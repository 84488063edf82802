"use client";
import { useTranslations } from "next-intl";
import type { OfflineStatus as Status } from "./use-offline-submit";

/** The visible state of an offline-safe form: kept on this phone, or sent. role=status: announced, focus stays. */
export function OfflineStatus({ status }: { status: Status }) {
  const t = useTranslations("offline");
  if (status === "idle" || status === "sending") return null;
  const tone =
    status === "sent"
      ? "border-green-300 bg-green-50 text-green-800"
      : status === "queued"
        ? "border-amber-300 bg-amber-50 text-amber-900"
        : "border-red-300 bg-red-50 text-red-800";
  return (
    <p role="status" data-testid={`offline-${status}`} className={`rounded-lg border px-3 py-2 text-sm ${tone}`}>
      {t(status)}
    </p>
  );
}
