import Link from "next/link";
import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { DrawList } from "@/components/tables/draw-list";
import { loadLeagueContext } from "@/server/queries/league-context";
import { getNightDraws } from "@/server/queries/table-draws";

export async function generateMetadata() {
  const t = await getTranslations("tables.draws");
  return { title: t("title") };
}

/**
 * The members' page of the night's table draws (decision 0052): every commitment of the open round before its draw
 * (time, hash, status; a seed only once drawn), and each round accepted in the last day with all its seeds and, for
 * the members seated in it, the way to the check. Members only, like the schedule.
 */
export default async function TableDrawsPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const ctx = await loadLeagueContext(slug);
  if (!ctx.access.role) notFound();
  const [draws, t, format] = await Promise.all([getNightDraws(ctx), getTranslations("tables.draws"), getFormatter()]);
  const when = (d: Date) => format.dateTime(d, { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Rome" });
  return (
    <section className="space-y-4" aria-labelledby="draws-title">
      <h1 id="draws-title" className="h1">
        {t("title")}
      </h1>
      <p className="text-sm text-stone-600">{t("intro")}</p>
      <section className="card space-y-2" aria-labelledby="open-draws-title">
        <h2 id="open-draws-title" className="h2">
          {t("openTitle")}
        </h2>
        {draws.open.length ? (
          <>
            <p className={draws.open.length > 1 ? "font-semibold text-red-700" : ""}>
              {t("count", { count: draws.open.length })}
            </p>
            <DrawList draws={draws.open} testId="open-draws" />
          </>
        ) : (
          <p className="text-sm">{t("noOpen")}</p>
        )}
      </section>
      {draws.accepted.map((round) => (
        <section
          key={round.planId}
          className="card space-y-2"
          aria-labelledby={`round-${round.planId}`}
          data-testid="accepted-round"
        >
          <h2 id={`round-${round.planId}`} className="h2">
            {t("acceptedTitle", { season: round.seasonName, when: when(round.acceptedAt) })}
          </h2>
          <p className={round.draws.length > 1 ? "font-semibold text-red-700" : ""}>
            {t("count", { count: round.draws.length })}
          </p>
          <DrawList draws={round.draws} testId="round-draws" />
          {round.canCheck ? (
            <Link href={`/l/${slug}/tables/${round.planId}`} className="btn-primary w-full" data-testid="verify-link">
              {t("verifyLink")}
            </Link>
          ) : (
            <p className="text-sm text-stone-600">{t("notSeated")}</p>
          )}
        </section>
      ))}
    </section>
  );
}
