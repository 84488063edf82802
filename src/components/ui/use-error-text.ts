"use client";
import { useTranslations } from "next-intl";

/** Translates error keys from actions/zod (e.g. "required") via the "errors" namespace; unknown keys pass through. */
export function useErrorText() {
  const t = useTranslations("errors");
  return (key: string | undefined | null) => (key ? (t.has(key) ? t(key) : key) : undefined);
}
