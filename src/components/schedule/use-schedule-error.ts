"use client";
import { useTranslations } from "next-intl";
import { useErrorText } from "@/components/ui/use-error-text";

/** Error keys of the schedule first (its own texts), then the shared ones. */
export function useScheduleError() {
  const t = useTranslations("schedule.errors");
  const shared = useErrorText();
  return (key: string | undefined | null) => (key && t.has(key) ? t(key) : shared(key));
}
