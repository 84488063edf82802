"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useSession } from "next-auth/react";

type NavLink = { href: string; label: string };

export function LeagueNav(props: {
  slug: string;
  /** null for a members-only league: the member's session has the name (decision 0033) */
  leagueName: string | null;
  links: NavLink[];
  admin: NavLink;
  /** shown to members (organisers and players): the scheduled nights */
  member?: NavLink;
  roleLabels: Record<"organiser" | "player", string>;
  label: string;
}) {
  const pathname = usePathname();
  const user = useSession().data?.user;
  const role = user?.roles?.[props.slug];
  // a members-only league's name comes from the member's session (decision 0033)
  const leagueName = props.leagueName ?? user?.leagues?.find((l) => l.slug === props.slug)?.name ?? "";
  const memberLinks = role && props.member ? [...props.links, props.member] : props.links;
  const links = role === "organiser" ? [...memberLinks, props.admin] : memberLinks;
  const isCurrent = (href: string, i: number) => (i === 0 ? pathname === href : pathname.startsWith(href));
  return (
    <>
      <div className="flex items-baseline justify-between gap-2">
        {/* one line: a long name ends in an ellipsis, whole in the title attribute */}
        <p
          className="min-w-0 truncate text-sm font-semibold uppercase tracking-wide text-brand-700"
          title={leagueName || undefined}
          data-testid="league-name"
        >
          {leagueName}
        </p>
        {(role === "organiser" || role === "player") && (
          <p className="shrink-0 text-xs text-stone-500">{props.roleLabels[role]}</p>
        )}
      </div>
      {/* At 360 px the tabs scroll sideways when narrow (px-2); the list ends with its own padding so the last tab is never cut. */}
      <nav aria-label={props.label} className="-mx-3 overflow-x-auto px-3 sm:mx-0 sm:px-0">
        <ul className="flex w-max min-w-full gap-0.5 whitespace-nowrap border-b border-stone-200 pr-3 sm:gap-1 sm:pr-0">
          {links.map((l, i) => (
            <li key={l.href}>
              <Link
                href={l.href}
                aria-current={isCurrent(l.href, i) ? "page" : undefined}
                className="inline-block min-h-11 border-b-2 border-transparent px-2 py-3 text-sm sm:px-3 font-medium text-stone-600 hover:text-stone-900 aria-[current=page]:border-brand-700 aria-[current=page]:text-brand-800"
              >
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
