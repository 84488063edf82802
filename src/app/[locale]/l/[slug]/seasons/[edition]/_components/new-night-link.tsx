"use client";
import Link from "next/link";
import { useSession } from "next-auth/react";

/** "New night" of this season, for its organisers only (the season page is cached and the same for everyone: the role is read on the phone). */
export function NewNightLink({ slug, edition, label }: { slug: string; edition: number; label: string }) {
  const role = useSession().data?.user?.roles?.[slug];
  if (role !== "organiser") return null;
  return (
    <Link href={`/l/${slug}/games/new?season=${edition}`} className="btn-primary w-full" data-testid="season-new-night">
      {label}
    </Link>
  );
}
