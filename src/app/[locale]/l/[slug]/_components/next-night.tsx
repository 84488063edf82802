import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { NightCard } from "@/components/schedule/night-card";
import { ClientMessages } from "@/i18n/client-messages";
import type { LeagueContext } from "@/server/queries/league-context";
import { getNextNight } from "@/server/queries/schedule";

/** The league home's next scheduled night with the member's own answer, one tap to change it (issue 23 §1). */
export async function NextNight({ ctx }: { ctx: LeagueContext }) {
  const [night, t] = await Promise.all([getNextNight(ctx), getTranslations("schedule")]);
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
