import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Forbidden } from "@/components/ui/forbidden";
import { getLeagueSettings, leagueSetupState } from "@/server/queries/leagues";
import { loadOrganiserPage } from "../_lib/page-access";
import { LeagueVisibilityForm } from "./_components/league-visibility-form";
import { NextSteps } from "./_components/next-steps";
import { ReminderHoursForm } from "./_components/reminder-hours-form";

export default async function AdminPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const ctx = await loadOrganiserPage(slug, "/admin");
  if (!ctx) return <Forbidden />;
  const [t, tt, setup, settings] = await Promise.all([
    getTranslations("admin"),
    getTranslations("tables"),
    leagueSetupState(ctx),
    getLeagueSettings(ctx),
  ]);
  const sections = [
    { href: `/l/${slug}/admin/seasons`, title: t("seasons.title"), text: t("seasons.intro") },
    { href: `/l/${slug}/admin/players`, title: t("players.title"), text: t("players.intro") },
    { href: `/l/${slug}/admin/members`, title: t("members.title"), text: t("members.intro") },
    { href: `/l/${slug}/games/new`, title: t("gameNight.title"), text: t("gameNight.intro") },
    { href: `/l/${slug}/admin/tables`, title: tt("adminLink.title"), text: tt("adminLink.intro") },
    { href: `/l/${slug}/admin/history`, title: t("history.title"), text: t("history.intro") },
  ];
  return (
    <section className="space-y-4">
      <h1 className="h1">{t("title")}</h1>
      {/* a new league (docs/decisions/0027-many-leagues.md): what to do first, until it is done or hidden */}
      {setup.shown && <NextSteps slug={slug} leagueName={ctx.league.name} done={setup.done} />}
      <ul className="grid gap-3 sm:grid-cols-2">
        {sections.map((s) => (
          <li key={s.href}>
            <Link href={s.href} className="card block hover:border-brand-600">
              <span className="h2 block text-brand-800">{s.title}</span>
              <span className="text-sm text-stone-600">{s.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <LeagueVisibilityForm slug={slug} isPublic={settings.isPublic} />
      <ReminderHoursForm slug={slug} hours={settings.reminderHours} />
    </section>
  );
}
