import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ForbiddenError, NotFoundError } from "@/server/auth/access";
import { loadLeagueContext } from "@/server/queries/league-context";
import { getResultEntry } from "@/server/queries/result-entry";
import { PlayForm } from "@/components/plays/play-form";
import { seasonRulesHref } from "@/lib/plays/season-rules-link";
import { getPlayEntry } from "@/server/queries/play-entry";
import { DealtResultForm } from "./_components/dealt-result-form";
import { SeasonRules } from "@/components/rules/season-rules";

export default async function RecordResultPage({ params }: { params: Promise<{ slug: string; gameId: string }> }) {
  const { slug, gameId } = await params;
  const ctx = await loadLeagueContext(slug);
  const t = await getTranslations("results");
  const playEntry = await getPlayEntry(ctx.league.id, ctx.user?.id ?? null, gameId).catch((e) => {
    if (e instanceof NotFoundError) notFound();
    if (e instanceof ForbiddenError) return "forbidden" as const;
    throw e;
  });
  if (playEntry === "forbidden") return <p className="card">{t("notRecorder")}</p>;
  if (playEntry) {
    if (playEntry.status === "void") return <p className="card">{t("isVoid")}</p>;
    const tp = await getTranslations("plays");
    return (
      <section className="space-y-4" aria-labelledby="result-title">
        <h1 id="result-title" className="h1">
          {playEntry.existing.planned
            ? t("recordTitle", { sequence: playEntry.sequence })
            : tp("editTitle", { sequence: playEntry.sequence })}
        </h1>
        <p className="text-sm text-stone-600">{playEntry.season.name}</p>
        <PlayForm
          slug={slug}
          systemId={playEntry.season.systemId}
          rulesHref={seasonRulesHref(slug, playEntry.season.edition)}
          rules={playEntry.season.rules}
          settings={playEntry.season.settings}
          players={playEntry.players}
          today={playEntry.existing.playedOn}
          existing={playEntry.existing}
        />
      </section>
    );
  }
  const entry = await getResultEntry(ctx.league.id, ctx.user?.id ?? null, gameId).catch((e) => {
    if (e instanceof NotFoundError) notFound();
    if (e instanceof ForbiddenError) return null;
    throw e;
  });
  if (!entry) return <p className="card">{t("notRecorder")}</p>;
  if (entry.game.status === "void") return <p className="card">{t("isVoid")}</p>;
  const title =
    entry.game.status === "finished"
      ? t("editTitle", { sequence: entry.game.sequence })
      : t("recordTitle", { sequence: entry.game.sequence });
  return (
    <section className="space-y-4" aria-labelledby="result-title">
      <h1 id="result-title" className="h1">
        {title}
      </h1>
      <p className="text-sm text-stone-600">{entry.season.name}</p>
      <DealtResultForm entry={entry} slug={slug} />
      {/* the rules the preview applies, the club's marked (issue 22 §2) */}
      <SeasonRules systemId="risiko" systemSettings={null} gameTieBreak={entry.rules.gameTieBreak} />
    </section>
  );
}
