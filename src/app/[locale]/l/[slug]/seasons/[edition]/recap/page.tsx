import type { Metadata } from "next";
import { cache } from "react";
import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { ArmyBadge } from "@/components/leaderboard/army-badge";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { numeric, TableHead } from "@/components/ui/table-head";
import { NotFoundError } from "@/server/auth/access";
import { loadLeagueContext } from "@/server/queries/league-context";
import { getSeasonRecap } from "@/server/queries/recap";
import { SeasonHeader } from "../_components/season-header";
import { PlayerCommentForm } from "./_components/player-comment-form";
import { ClientMessages } from "@/i18n/client-messages";

type Props = { params: Promise<{ slug: string; edition: string }> };

const load = cache(async (slug: string, edition: string) => {
  const n = Number(edition);
  if (!Number.isInteger(n)) notFound();
  const ctx = await loadLeagueContext(slug).catch((e) => {
    if (e instanceof NotFoundError) notFound();
    throw e;
  });
  const recap = await getSeasonRecap(ctx.league.id, ctx.user?.id ?? null, n);
  if (!recap) notFound();
  // the form is a convenience: the action checks the organiser again
  return { ...recap, organiser: ctx.access.leagueId === ctx.league.id && ctx.access.role === "organiser" };
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, edition } = await params;
  const recap = await load(slug, edition);
  const t = await getTranslations("recap.season");
  const champion = recap.lines[0] ? recap.players[recap.lines[0].playerId]?.displayName : "—";
  const title = t("title", { season: recap.season.name });
  const description = t("metaDescription", { champion: champion ?? "—", games: recap.gamesPlayed });
  return { title, description, openGraph: { title, description } };
}

/** The end-of-Torneo recap, in the spirit of the group's blog posts: champion, final table, awards, one line each. */
export default async function SeasonRecapPage({ params }: Props) {
  const { slug, edition } = await params;
  const recap = await load(slug, edition);
  const [t, tr, format] = await Promise.all([
    getTranslations("recap.season"),
    getTranslations("recap"),
    getFormatter(),
  ]);
  const name = (id: string) => recap.players[id]?.displayName ?? "—";
  const names = (ids: string[]) => ids.map(name).join(", ");
  const pts = (n: number) => format.number(n, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const champion = recap.lines[0];
  const a = recap.awards;
  const awards: Array<[string, string | null]> = [
    [t("mostWins"), a.mostWins && t("mostWinsValue", { names: names(a.mostWins.holders), n: a.mostWins.value })],
    [
      t("bestObjectiveGame"),
      a.bestObjectiveGame &&
        t("bestObjectiveGameValue", {
          names: names(a.bestObjectiveGame.holders.map((h) => h.playerId)),
          n: a.bestObjectiveGame.value,
        }),
    ],
    [
      t("mostEliminations"),
      a.mostEliminations &&
        t("mostEliminationsValue", { names: names(a.mostEliminations.holders), n: a.mostEliminations.value }),
    ],
    [
      t("nemesis"),
      a.nemesisPairs &&
        t("nemesisValue", {
          pairs: a.nemesisPairs.holders
            .map((p) => t("nemesisPair", { eliminator: name(p.eliminatorId), victim: name(p.victimId) }))
            .join("; "),
          n: a.nemesisPairs.value,
        }),
    ],
    [
      t("biggestClimb"),
      a.biggestClimb &&
        t("biggestClimbValue", {
          names: names(a.biggestClimb.holders.map((h) => h.playerId)),
          from: a.biggestClimb.holders[0].from,
          to: a.biggestClimb.holders[0].to,
        }),
    ],
  ];
  // the organiser's comment forms are client components: their messages travel with the page (a missing provider was a 500)
  return (
    <ClientMessages namespaces={["recap"]}>
      <article className="space-y-6" data-testid="season-recap">
        <SeasonHeader slug={slug} season={recap.season} played={recap.gamesPlayed} current="recap" />
        <h2 className="h2">{t("title", { season: recap.season.name })}</h2>
        {champion && (
          <section className="card border-brand-700" aria-labelledby="champion">
            <h2 id="champion" className="text-sm font-semibold uppercase tracking-wide text-brand-800">
              {t("champion")}
            </h2>
            <p className="mt-1 text-2xl font-bold" data-testid="season-champion">
              <span aria-hidden="true">🏆 </span>
              {t("championLine", { name: name(champion.playerId), points: pts(champion.points) })}
            </p>
          </section>
        )}

        <section className="space-y-2" aria-labelledby="final-table">
          <h2 id="final-table" className="h2">
            {t("finalTable")}
          </h2>
          <ScrollRegion label={t("finalCaption", { season: recap.season.name })} hint={tr("scrollHint")}>
            <table className="w-full min-w-max text-sm">
              <caption className="sr-only">{t("finalCaption", { season: recap.season.name })}</caption>
              <TableHead
                cell="px-2 py-2"
                className="border-b border-stone-300 text-xs text-stone-600"
                columns={[
                  numeric(tr("rank")),
                  tr("player"),
                  numeric(t("games")),
                  numeric(t("wins")),
                  numeric(t("podiums")),
                  numeric(tr("points")),
                ]}
              />
              <tbody>
                {recap.lines.map((l) => (
                  <tr key={l.playerId} className="border-b border-stone-100">
                    <td className="px-2 py-2 text-right font-semibold tabular-nums">{l.rank}</td>
                    <th scope="row" className="px-2 py-2 text-left font-medium">
                      <ArmyBadge name={name(l.playerId)} color={recap.players[l.playerId]?.armyColor ?? ""} />
                    </th>
                    <td className="px-2 py-2 text-right tabular-nums">{l.gamesPlayed}</td>
                    <td className="px-2 py-2 text-right tabular-nums">{l.wins}</td>
                    <td className="px-2 py-2 text-right tabular-nums">{l.podiums}</td>
                    <td className="px-2 py-2 text-right font-semibold tabular-nums">{pts(l.points)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </section>

        <section className="space-y-2" aria-labelledby="awards">
          <h2 id="awards" className="h2">
            {t("awards")}
          </h2>
          <dl className="grid gap-2 sm:grid-cols-2" data-testid="season-awards">
            {awards.map(([label, value]) => (
              <div key={label} className="card">
                <dt className="text-sm font-semibold text-stone-600">{label}</dt>
                <dd>{value ?? t("none")}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section className="space-y-2" aria-labelledby="players">
          <h2 id="players" className="h2">
            {t("players")}
          </h2>
          <ul className="space-y-2">
            {recap.lines.map((l) => (
              <li key={l.playerId}>
                <span className="font-semibold">{name(l.playerId)}</span>:{" "}
                {t("playerLine", {
                  rank: l.rank,
                  points: pts(l.points),
                  games: l.gamesPlayed,
                  wins: l.wins,
                  podiums: l.podiums,
                  best: pts(l.bestGame),
                })}
                {l.completions > 0 && <> {t("completions", { n: l.completions })}</>}
                {recap.playerComments[l.playerId] && (
                  <blockquote
                    className="mt-1 whitespace-pre-line border-l-2 border-stone-300 pl-3 italic"
                    data-testid={`player-comment-${l.playerId}`}
                  >
                    <span className="sr-only">{t("organiserComment")}: </span>
                    {recap.playerComments[l.playerId]}
                  </blockquote>
                )}
                {recap.organiser && (
                  <PlayerCommentForm
                    slug={slug}
                    edition={recap.season.edition}
                    playerId={l.playerId}
                    playerName={name(l.playerId)}
                    text={recap.playerComments[l.playerId] ?? null}
                  />
                )}
              </li>
            ))}
          </ul>
        </section>

        {recap.season.comments && (
          <section className="space-y-2" aria-labelledby="comments">
            <h2 id="comments" className="h2">
              {t("comments")}
            </h2>
            <p className="whitespace-pre-line">{recap.season.comments}</p>
          </section>
        )}
      </article>
    </ClientMessages>
  );
}
