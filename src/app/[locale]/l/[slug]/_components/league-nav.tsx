"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";

export function LeagueNav({ links, label }: { links: { href: string; label: string }[]; label: string }) {
  const pathname = usePathname();
  const isCurrent = (href: string, i: number) => (i === 0 ? pathname === href : pathname.startsWith(href));
  return (
    <nav aria-label={label} className="-mx-3 overflow-x-auto px-3">
      <ul className="flex gap-1 whitespace-nowrap border-b border-stone-200">
        {links.map((l, i) => (
          <li key={l.href}>
            <Link
              href={l.href}
              aria-current={isCurrent(l.href, i) ? "page" : undefined}
              className="inline-block min-h-11 border-b-2 border-transparent px-3 py-3 text-sm font-medium text-stone-600 hover:text-stone-900 aria-[current=page]:border-brand-700 aria-[current=page]:text-brand-800"
            >
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
