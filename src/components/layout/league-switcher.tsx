"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useSession } from "next-auth/react";
import { useEffect, useId, useRef, useState } from "react";

type Labels = { switchLeague: string; myLeagues: string; createLeague: string; noOwnLeagues: string };

/**
 * The leagues the signed-in user belongs to (from the session) and "create a league": a disclosure button with a list
 * of links, a fixed 36 px square in the header whether signed in or not (no layout shift).
 */
export function LeagueSwitcher({ currentSlug, labels }: { currentSlug?: string; labels: Labels }) {
  const { data } = useSession();
  // open on the page where it was opened: following a link closes it
  const pathname = usePathname();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const leagues = data?.user?.leagues ?? [];

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpenOn(null);
      button.current?.focus();
    };
    const onClick = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpenOn(null);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("mousedown", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("mousedown", onClick);
    };
  }, [open]);

  return (
    <div ref={root} className="relative shrink-0">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
        className="flex h-9 w-9 items-center justify-center rounded-md bg-white/10 hover:bg-white/20"
        data-testid="league-switcher"
      >
        <svg aria-hidden viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
          <path d="M3 5h14v2H3zm0 4h14v2H3zm0 4h14v2H3z" />
        </svg>
        <span className="sr-only">{labels.switchLeague}</span>
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute right-0 top-11 z-40 w-64 max-w-[calc(100vw-1.5rem)] rounded-lg border border-stone-200 bg-white p-2 text-stone-900 shadow-lg"
      >
        <p className="px-2 pb-1 text-xs font-semibold uppercase tracking-wide text-stone-500">{labels.myLeagues}</p>
        {leagues.length ? (
          <ul>
            {leagues.map((l) => (
              <li key={l.slug}>
                <Link
                  href={`/l/${l.slug}`}
                  aria-current={l.slug === currentSlug ? "page" : undefined}
                  className="block min-h-11 truncate rounded px-2 py-3 text-sm hover:bg-stone-100 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800"
                >
                  {l.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="px-2 py-2 text-sm text-stone-600">{labels.noOwnLeagues}</p>
        )}
        <Link
          href="/leagues/new"
          className="mt-1 block min-h-11 rounded border-t border-stone-200 px-2 py-3 text-sm font-semibold text-brand-800 hover:bg-stone-100"
        >
          + {labels.createLeague}
        </Link>
      </div>
    </div>
  );
}
