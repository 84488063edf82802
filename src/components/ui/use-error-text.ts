"use client";
import { useTranslations } from "next-intl";

/**
 * Translates error keys from actions/zod (e.g. "required") via the "errors" namespace; unknown keys pass through.
 * "key:N" carries a number of minutes or seconds (lock-outs: "Locked:12" → "… try again in 12 minutes", waits:
 * "Wait:30" → "… try again in 30 seconds").
 */
export function useErrorText() {
  const t = useTranslations("errors");
  return (key: string | undefined | null) => {
    if (!key) return undefined;
    const [name, count] = key.split(":", 2);
    if (!t.has(name)) return key;
    const n = Number(count) > 0 ? Number(count) : null;
    return t(name, { minutes: n ?? 15, seconds: n ?? 30, count: n ?? 0 });
  };
}
