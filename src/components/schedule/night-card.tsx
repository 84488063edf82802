import Link from "next/link";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { getSystem } from "@/scoring";
import { NIGHT_ANSWERS } from "@/schemas/schedule";
import type { ScheduledNightView } from "@/server/queries/schedule";
import { AnswerButtons } from "./answer-buttons";

/** A scheduled night: when, where, the counts, the viewer's answer (one tap to change) and the .ics download. */
export async function NightCard({
  slug,
  night,
  hasPlayer,
  organiser = false,
  headingLevel = 2,
  children,
}: {
  slug: string;
  night: ScheduledNightView;
  hasPlayer: boolean;
  /** the reader organises the league: without a player of their own they link one, nobody else does it for them */
  organiser?: boolean;
  headingLevel?: 2 | 3;
  children?: React.ReactNode;
}) {
  const [t, format, locale] = await Promise.all([getTranslations("schedule"), getFormatter(), getLocale()]);
  const lang = locale === "en" ? "en" : "it";
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const open = !night.cancelled && !night.started;
  return (
    <article className="card space-y-3" data-testid={`night-${night.id}`} aria-labelledby={`night-${night.id}-title`}>
      <div>
        <Heading id={`night-${night.id}-title`} className="h2 first-letter:uppercase">
          {t("nightHeading", {
            date: format.dateTime(night.startsAt, { dateStyle: "full" }),
            time: format.dateTime(night.startsAt, { timeStyle: "short" }),
          })}
        </Heading>
        <p className="text-sm text-stone-600">
          {t("season", { game: getSystem(night.season.systemId).name[lang], season: night.season.name })}
        </p>
        <p className="text-sm">{t("place", { place: night.place })}</p>
        {night.note && <p className="text-sm text-stone-700">{night.note}</p>}
        {night.cancelled && <p className="font-semibold text-red-800">{t("cancelled")}</p>}
        {!night.cancelled && night.started && <p className="text-sm">{t("started")}</p>}
      </div>
      <p className="text-sm font-medium" data-testid="night-counts">
        {t("counts", night.counts)}
      </p>
      {night.names && (
        <dl className="grid gap-1 text-sm" data-testid="night-names">
          {NIGHT_ANSWERS.map((a) => (
            <div key={a} className="flex gap-2">
              <dt className="font-semibold">{t(`answerGroups.${a}`)}:</dt>
              <dd data-testid={`names-${a}`}>{night.names![a].map((p) => p.displayName).join(", ") || t("nobody")}</dd>
            </div>
          ))}
        </dl>
      )}
      {open && hasPlayer && (
        <AnswerButtons slug={slug} nightId={night.id} current={night.mine} label={t("yourAnswer")} />
      )}
      {open && !hasPlayer && (
        <p className="text-sm text-stone-600">
          {organiser ? (
            <>
              {t("noPlayerOrganiser")}{" "}
              <Link href={`/l/${slug}/admin/members`} className="underline">
                {t("membersLink")}
              </Link>
            </>
          ) : (
            t("noPlayer")
          )}
        </p>
      )}
      {!night.cancelled && (
        <a href={`/api/calendar/night/${night.id}.ics?lang=${lang}`} className="text-sm underline" download>
          {t("download")}
        </a>
      )}
      {children}
    </article>
  );
}
