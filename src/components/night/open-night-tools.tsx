import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { AuditTrail } from "@/components/results/audit-trail";
import { VoidGameForm } from "@/components/results/void-game-form";
import type { GameResultView } from "@/server/queries/game-result";

/**
 * The bottom of the page of a RisiKo! night not played yet (planned or dealt): no "record the result" button here
 * (it is the next action once dealt). A planned night keeps a clearly labelled way to log a night whose cards were
 * drawn by hand, which the result form supports (decision 0005); recorders may void it; the change history.
 * `view` comes from the game page's loader (src/server/queries/game-page.ts), which authorized the caller.
 */
export async function OpenNightTools({ view, resultHref }: { view: GameResultView | null; resultHref: string }) {
  const t = await getTranslations("night.next");
  if (!view || (view.game.status !== "planned" && view.game.status !== "dealt")) return null;
  const recorder = view.access.canRecordResults;
  return (
    <section className="space-y-4" aria-label={t("tools")} data-testid="open-night-tools">
      {recorder && view.game.status === "planned" && (
        <div className="card space-y-2" data-testid="paper-deal">
          <h2 className="font-semibold">{t("paperTitle")}</h2>
          <p className="text-sm text-stone-600">{t("paperIntro")}</p>
          <Link href={resultHref} className="btn-secondary w-full">
            {t("paperLink")}
          </Link>
        </div>
      )}
      {recorder && <VoidGameForm gameId={view.game.id} version={view.game.version} sequence={view.game.sequence} />}
      {view.audit.length > 0 && <AuditTrail entries={view.audit} players={view.players} />}
    </section>
  );
}
