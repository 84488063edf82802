"use client";
import { useSession } from "next-auth/react";

/**
 * A members-only league's name, from the signed-in member's session (decision 0033): the league's shared layout is
 * rendered without knowing who asks, so it never carries that name itself.
 */
export function SessionLeagueName({ slug, fallback }: { slug: string; fallback: string }) {
  const leagues = useSession().data?.user?.leagues;
  return <>{leagues?.find((l) => l.slug === slug)?.name ?? fallback}</>;
}
