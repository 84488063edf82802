import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { NotFoundError } from "@/server/auth/access";
import { loadLeagueContext } from "@/server/queries/league-context";
import { LeagueNav } from "./_components/league-nav";

export default async function LeagueLayout({ children, params }: { children: React.ReactNode; params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const ctx = await loadLeagueContext(slug).catch((e) => {
    if (e instanceof NotFoundError) notFound();
    throw e;
  });
  const t = await getTranslations("league");
  const links = [
    { href: `/l/${slug}`, label: t("nav.home") },
    { href: `/l/${slug}/seasons`, label: t("nav.seasons") },
    { href: `/l/${slug}/players`, label: t("nav.players") },
    { href: `/l/${slug}/hall-of-fame`, label: t("nav.hallOfFame") },
    ...(ctx.access.role === "organiser" ? [{ href: `/l/${slug}/admin`, label: t("nav.admin") }] : []),
  ];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700" data-testid="league-name">
          {ctx.league.name}
        </p>
        {ctx.access.role && <p className="text-xs text-stone-500">{t(`role.${ctx.access.role}`)}</p>}
      </div>
      <LeagueNav links={links} label={t("nav.label")} />
      {children}
    </div>
  );
}
