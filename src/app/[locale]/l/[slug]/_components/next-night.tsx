import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { NightCard } from "@/components/schedule/night-card";
import { ClientMessages } from "@/i18n/client-messages";
import type { LeagueContext } from "@/server/queries/league-context";
import type { ScheduledNightView } from "@/server/queries/schedule";

/**
 * The league home's next scheduled night (`getNextNight`, read once by the home, whose next-game card names it too)
 * with the member's own answer, one tap to change it.
 */
export async function NextNight({ ctx, night }: { ctx: LeagueContext; night: ScheduledNightView | null }) {
  const t = await getTranslations("schedule");
  const slug = ctx.league.slug;
  return (
    <section className="space-y-2" aria-labelledby="next-night-title" data-testid="next-night">
      <h2 id="next-night-title" className="h2">
        {t("homeHeading")}
      </h2>
      {night ? (
        <ClientMessages namespaces={["schedule"]}>
          <NightCard
            slug={slug}
            night={night}
            hasPlayer={ctx.access.playerId !== null}
            organiser={ctx.access.role === "organiser"}
            headingLevel={3}
          >
            <Link href={`/l/${slug}/schedule`} className="btn-secondary w-full">
              {t("allNights")}
            </Link>
          </NightCard>
        </ClientMessages>
      ) : (
        <p className="card text-sm">
          {t("homeNone")}{" "}
          <Link href={`/l/${slug}/schedule`} className="underline">
            {t("allNights")}
          </Link>
        </p>
      )}
    </section>
  );
}
