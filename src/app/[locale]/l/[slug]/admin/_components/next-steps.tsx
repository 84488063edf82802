import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { NEXT_STEPS, type NextStep } from "@/server/queries/leagues";
import { DismissNextStepsButton } from "./dismiss-next-steps-button";

/**
 * A new league's first steps (decision 0027): each shown done when the data says so (leagueSetupState), the block
 * gone once all are done or the organiser hides it.
 */
export async function NextSteps({
  slug,
  leagueName,
  done,
}: {
  slug: string;
  leagueName: string;
  done: Record<NextStep, boolean>;
}) {
  const t = await getTranslations("leagues.nextSteps");
  const href: Record<NextStep, string> = {
    season: `/l/${slug}/admin/seasons`,
    players: `/l/${slug}/admin/players`,
    night: `/l/${slug}/schedule`,
    result: `/l/${slug}/games/new`,
    members: `/l/${slug}/admin/members`,
  };
  return (
    <section className="card space-y-2 border-brand-600" aria-labelledby="next-steps" data-testid="next-steps">
      <h2 id="next-steps" className="h2">
        {t("title")}
      </h2>
      <p className="break-words text-sm text-stone-600">{t("intro", { name: leagueName })}</p>
      <ol className="space-y-1">
        {NEXT_STEPS.map((step) => (
          <li key={step} className="flex items-center gap-2" data-testid={`next-step-${step}`} data-done={done[step]}>
            <span aria-hidden className={done[step] ? "text-green-700" : "text-stone-400"}>
              {done[step] ? "✓" : "○"}
            </span>
            <Link href={href[step]} className={done[step] ? "text-stone-500 underline" : "text-brand-800 underline"}>
              {t(step)}
            </Link>
            <span className={done[step] ? "text-xs text-stone-500" : "sr-only"}>
              {done[step] ? t("done") : t("toDo")}
            </span>
          </li>
        ))}
      </ol>
      <DismissNextStepsButton slug={slug} label={t("dismiss")} />
    </section>
  );
}
