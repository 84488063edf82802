"use client";
import Link from "next/link";
import { useSession } from "next-auth/react";

/**
 * The header's title: the league's name (a members-only league's from the member's session, decision 0033) or the
 * app's. One line on a phone: a long name ends in an ellipsis, whole in the title attribute.
 */
export function HeaderTitle({
  href,
  league,
  appName,
}: {
  href: string;
  league?: { slug: string; name: string | null };
  appName: string;
}) {
  const leagues = useSession().data?.user?.leagues;
  const name = league ? (league.name ?? leagues?.find((l) => l.slug === league.slug)?.name ?? appName) : appName;
  return (
    <Link
      href={href}
      title={name}
      className="mr-auto min-w-0 truncate text-lg font-bold tracking-tight"
      data-testid="header-title"
    >
      {name}
    </Link>
  );
}
