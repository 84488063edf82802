"use client";
import { useTranslations } from "next-intl";
import { useErrorText } from "@/components/ui/use-error-text";

/** Result-specific error keys first (results.errors), then the shared ones; unknown text passes through. */
export function useResultErrorText() {
  const t = useTranslations("results.errors");
  const shared = useErrorText();
  return (key: string | null | undefined) => (key ? (t.has(key) ? t(key) : shared(key)) : undefined);
}
