import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { AuditTrail } from "@/components/results/audit-trail";
import { RestoreGameForm } from "@/components/results/restore-game-form";
import { ResultTable } from "@/components/results/result-table";
import { VoidGameForm } from "@/components/results/void-game-form";
import { PlayResultTable } from "@/components/plays/play-result-table";
import type { PlayResultView } from "@/server/queries/play-entry";
import type { GameResultView } from "@/server/queries/game-result";

/**
 * The result part of the game page. Finished: the table (objectives are public), edit/void for
 * recorders and the audit trail. Planned/dealt: a link to record the result for recorders. Void: restore (organiser).
 * `view` and `play` come from the page's loader (src/server/queries/game-page.ts), which authorized the caller.
 */
export async function ResultPanel({
  slug,
  view,
  play,
  awaitingResult = false,
}: {
  slug: string;
  view: GameResultView | null;
  play: PlayResultView | null;
  /** a planned play (fair tables, decision 0062): seated, waiting for its result */
  awaitingResult?: boolean;
}) {
  if (!view) return null;
  const t = await getTranslations("results");
  const gameId = view.game.id;
  const recorder = view.access.canRecordResults;
  const resultHref = `/l/${slug}/games/${gameId}/result`;
  return (
    <section aria-labelledby="result-panel-title" className="space-y-4" data-testid="result-panel">
      <h2 id="result-panel-title" className="h2">
        {t("title", { sequence: view.game.sequence })}
      </h2>
      <p className="text-sm text-stone-600">
        {awaitingResult ? t("status.awaitingResult") : t(`status.${view.game.status}`)}
      </p>
      {view.game.status === "finished" && (play ? <PlayResultTable view={play} /> : <ResultTable view={view} />)}
      {recorder && (view.game.status === "planned" || view.game.status === "dealt") && (
        <Link href={resultHref} className="btn-primary w-full sm:w-auto">
          {t("recordLink")}
        </Link>
      )}
      {recorder && view.game.status === "finished" && (
        <Link href={resultHref} className="btn-secondary w-full sm:w-auto">
          {t("editLink")}
        </Link>
      )}
      {recorder && view.game.status !== "void" && (
        <VoidGameForm gameId={view.game.id} version={view.game.version} sequence={view.game.sequence} />
      )}
      {view.access.role === "organiser" && view.game.status === "void" && (
        <RestoreGameForm
          gameId={view.game.id}
          version={view.game.version}
          sequence={view.game.sequence}
          voidedFromStatus={view.game.voidedFromStatus}
        />
      )}
      {view.audit.length > 0 && <AuditTrail entries={view.audit} players={view.players} />}
    </section>
  );
}
