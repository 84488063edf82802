import { notFound } from "next/navigation";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { toRomeLocal } from "@/calendar/rome-time";
import { publicUrl } from "@/config/env.mjs";
import { AnswerButtons } from "@/components/schedule/answer-buttons";
import { CancelNight } from "@/components/schedule/cancel-night";
import { FeedPanel } from "@/components/schedule/feed-panel";
import { NightCard } from "@/components/schedule/night-card";
import { NightForm } from "@/components/schedule/night-form";
import { Disclosure } from "@/components/ui/disclosure";
import { loadLeagueContext } from "@/server/queries/league-context";
import { getMyCalendarFeed, listPlayersWithoutAccount, listScheduledNights } from "@/server/queries/schedule";
import { listActiveSeasons } from "@/server/queries/seasons";
import { getLeagueSummary } from "@/server/queries/leagues";

export async function generateMetadata() {
  const t = await getTranslations("schedule");
  return { title: t("title") };
}

/**
 * The league's coming nights (issue 23 §1): members answer; the organiser schedules, edits, cancels, sees names and
 * answers for players without an account; everyone gets the calendar links. Members only.
 */
export default async function SchedulePage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const ctx = await loadLeagueContext(slug);
  if (!ctx.access.role) notFound();
  const organiser = ctx.access.role === "organiser";
  const [nights, guests, seasons, feedSince, league, t, tf, tfo, format, locale] = await Promise.all([
    listScheduledNights(ctx),
    listPlayersWithoutAccount(ctx),
    organiser ? listActiveSeasons(ctx.league.id) : Promise.resolve([]),
    getMyCalendarFeed(ctx),
    getLeagueSummary(slug),
    getTranslations("schedule"),
    getTranslations("schedule.form"),
    getTranslations("schedule.forOthers"),
    getFormatter(),
    getLocale(),
  ]);
  const today = toRomeLocal(new Date()).date;
  const base = publicUrl();
  const lang = locale === "en" ? "en" : "it";
  return (
    <section className="space-y-4" aria-labelledby="schedule-title">
      <h1 id="schedule-title" className="h1">
        {t("title")}
      </h1>
      <p className="text-sm text-stone-600">{t("intro")}</p>
      {organiser && (
        // open while nothing is scheduled, then the reader's: the first night saved keeps its "saved" in view
        <Disclosure
          className="card"
          defaultOpen={nights.length === 0}
          summary={<span className="h2">{tf("newHeading")}</span>}
        >
          <div className="mt-3">
            {seasons.length ? (
              <NightForm slug={slug} seasons={seasons} minDate={today} />
            ) : (
              <p className="text-sm">{tf("noActiveSeason")}</p>
            )}
          </div>
        </Disclosure>
      )}
      {nights.length === 0 && <p className="card">{t("none")}</p>}
      {nights.map((night) => {
        const local = toRomeLocal(night.startsAt);
        const open = !night.cancelled && !night.started;
        return (
          <NightCard
            key={night.id}
            slug={slug}
            night={night}
            hasPlayer={ctx.access.playerId !== null}
            organiser={ctx.access.role === "organiser"}
          >
            {organiser && open && guests.length > 0 && (
              <details className="rounded-lg border border-stone-200 p-3">
                <summary className="cursor-pointer font-semibold">{tfo("heading")}</summary>
                <div className="mt-2">
                  <AnswerButtons
                    slug={slug}
                    nightId={night.id}
                    current={null}
                    label={tfo("submit")}
                    testId={`answer-for-${night.id}`}
                  >
                    <label htmlFor={`for-${night.id}`} className="label">
                      {tfo("player")}
                    </label>
                    <select id={`for-${night.id}`} name="playerId" className="input" required defaultValue="">
                      <option value="" disabled>
                        {tfo("choose")}
                      </option>
                      {guests.map((g) => (
                        <option key={g.id} value={g.id}>
                          {g.displayName}
                        </option>
                      ))}
                    </select>
                  </AnswerButtons>
                </div>
              </details>
            )}
            {organiser && open && (
              <details className="rounded-lg border border-stone-200 p-3">
                <summary className="cursor-pointer font-semibold">{tf("edit")}</summary>
                <div className="mt-2 space-y-3">
                  <NightForm
                    slug={slug}
                    nightId={night.id}
                    minDate={today}
                    values={{ date: local.date, time: local.time, place: night.place, note: night.note ?? "" }}
                  />
                  <CancelNight slug={slug} nightId={night.id} />
                </div>
              </details>
            )}
          </NightCard>
        );
      })}
      <section className="card space-y-3" aria-labelledby="feed-title">
        <h2 id="feed-title" className="h2">
          {t("feed.heading")}
        </h2>
        <FeedPanel
          slug={slug}
          base={base}
          locale={lang}
          publicUrl={league?.isPublic ? `${base}/api/calendar/public/${slug}.ics?lang=${lang}` : null}
          activeSince={feedSince ? format.dateTime(feedSince, { dateStyle: "medium" }) : null}
        />
      </section>
    </section>
  );
}
