"use client";
import { useTranslations } from "next-intl";

/**
 * Translates error keys from actions/zod (e.g. "required") via the "errors" namespace; unknown keys pass through.
 * "key:N" carries a number of minutes (lock-outs: "Locked:12" → "… try again in 12 minutes").
 */
export function useErrorText() {
  const t = useTranslations("errors");
  return (key: string | undefined | null) => {
    if (!key) return undefined;
    const [name, minutes] = key.split(":", 2);
    if (!t.has(name)) return key;
    return t(name, { minutes: Number(minutes) > 0 ? Number(minutes) : 15 });
  };
}
