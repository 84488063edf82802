"use client";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { locales } from "@/i18n/config";
import { setLocale } from "@/server/actions/locale";

export function LanguageSwitch({ current, label }: { current: string; label: string }) {
  const router = useRouter();
  const [pending, start] = useTransition();
  return (
    <div
      role="group"
      aria-label={label}
      className="flex shrink-0 overflow-hidden rounded-md border border-white/30 text-xs"
    >
      {locales.map((l) => (
        <button
          key={l}
          type="button"
          lang={l}
          aria-pressed={l === current}
          disabled={pending}
          onClick={() =>
            start(async () => {
              await setLocale(l);
              router.refresh();
            })
          }
          className={`min-h-9 px-2 font-semibold uppercase ${l === current ? "bg-white text-brand-800" : "hover:bg-white/20"}`}
        >
          {l}
        </button>
      ))}
    </div>
  );
}
