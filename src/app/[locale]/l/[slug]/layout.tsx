import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { MAIN_CLASS } from "@/components/layout/site-chrome";
import { SiteHeader } from "@/components/layout/site-header";
import { getLeagueSummary } from "@/server/queries/leagues";
import { LeagueNav } from "./_components/league-nav";

type Props = { children: React.ReactNode; params: Promise<{ locale: string; slug: string }> };

/** Every page of a club is titled with the club's name, not the app's ("Classifica · Circolo X"). */
export async function generateMetadata({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> {
  const { slug } = await params;
  const league = await getLeagueSummary(slug);
  // a members-only league's name is for its members (decision 0033): this layout does not know who asks
  return league?.isPublic
    ? { title: { absolute: league.name, template: `%s · ${league.name}` }, applicationName: league.name }
    : {};
}

/**
 * Personal-free, so pages below it may be rendered statically (the leaderboard is). The role badge and the
 * "manage" tab come from the browser's session; every page and action checks rights on the server.
 * A members-only league (decision 0033): this layout runs only for its members (src/proxy.ts sends anyone else to a
 * league that cannot exist, so they get an unknown league's 404 byte for byte); its name is still not drawn here but
 * taken from the member's session in the browser, and every page below checks membership again (loadLeagueContext).
 */
export default async function LeagueLayout({ children, params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const league = await getLeagueSummary(slug);
  if (!league) notFound();
  const t = await getTranslations("league");
  const name = league.isPublic ? league.name : null;
  const links = [
    { href: `/l/${slug}`, label: t("nav.home") },
    { href: `/l/${slug}/seasons`, label: t("nav.seasons") },
    { href: `/l/${slug}/players`, label: t("nav.players") },
    { href: `/l/${slug}/hall-of-fame`, label: t("nav.hallOfFame") },
  ];
  // The header (league name, switcher) and <main> are drawn here, not by the root layout (site-chrome.tsx).
  return (
    <>
      <SiteHeader locale={locale} league={{ slug: league.slug, name }} />
      <main id="main" className={MAIN_CLASS}>
        <div className="space-y-4">
          <LeagueNav
            slug={slug}
            leagueName={name}
            links={links}
            admin={{ href: `/l/${slug}/admin`, label: t("nav.admin") }}
            member={{ href: `/l/${slug}/schedule`, label: t("nav.schedule") }}
            roleLabels={{ organiser: t("role.organiser"), player: t("role.player") }}
            label={t("nav.label")}
          />
          {children}
        </div>
      </main>
    </>
  );
}
