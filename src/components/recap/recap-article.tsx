import type { Metadata } from "next";
import type { ReactNode } from "react";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { ArmyBadge } from "@/components/leaderboard/army-badge";
import { Movement } from "@/components/leaderboard/movement";
import { ShareButton } from "@/components/recap/share-button";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { numeric, TableHead } from "@/components/ui/table-head";
import { endingLabel } from "@/lib/plays/play-labels";
import { SeasonRules } from "@/components/rules/season-rules";
import { getSystem } from "@/scoring";
import type { GameRecap } from "@/server/queries/recap";

type Seat = Pick<
  GameRecap["result"]["seats"][number],
  | "id"
  | "playerId"
  | "playerName"
  | "armyColor"
  | "turnOrder"
  | "rank"
  | "points"
  | "objectiveCompleted"
  | "eliminatedOrder"
  | "eliminatedByName"
>;
/** What a recap shows of a night: the members' recap (GameRecap) and a share link's (results only) both fit. */
export type RecapResults = {
  result: {
    game: Omit<GameRecap["result"]["game"], "notes" | "version" | "voidedFromStatus" | "status"> & {
      notes?: string | null;
    };
    seats: Seat[];
    players: Record<string, string>;
  };
  season: GameRecap["season"];
  movement: GameRecap["movement"];
  players: GameRecap["players"];
  gameTieBreak?: GameRecap["gameTieBreak"];
};

/** Winners first (shared wins share rank 1), then by rank and turn. */
export function bySeatRank<T extends { rank: number | null; turnOrder: number }>(seats: T[]): T[] {
  return [...seats].sort((a, b) => (a.rank ?? 99) - (b.rank ?? 99) || a.turnOrder - b.turnOrder);
}

/** Title, description and chat preview texts of a recap (its picture comes from the route's opengraph-image). */
export async function recapMetadata(recap: RecapResults): Promise<Metadata> {
  const t = await getTranslations("recap");
  const winners = recap.result.seats.filter((s) => s.rank === 1).map((s) => s.playerName);
  const leader = recap.movement.leader ? recap.players[recap.movement.leader.playerId]?.displayName : null;
  const title = t("metaTitle", { sequence: recap.result.game.sequence, season: recap.season.name });
  const description = !winners.length
    ? t("metaDescriptionNoWinner")
    : recap.movement.drawn
      ? t("metaDescriptionDraw", { names: winners.join(", "), leader: leader ?? "—" })
      : t("metaDescription", { winner: winners.join(", "), leader: leader ?? "—" });
  return {
    title,
    description,
    openGraph: { title, description, type: "article" },
    twitter: { card: "summary_large_image", title, description },
  };
}

/**
 * A finished night's results: winner, podium, how it ended, the share button, standings movement and eliminations.
 * `before` goes above the header (the "saved" banner), `shareExtra` under the share button (the organiser's share links),
 * `children` after the results (the members' objectives).
 */
export async function RecapArticle({
  recap,
  sharePath,
  before,
  shareExtra,
  children,
}: {
  recap: RecapResults;
  sharePath: string;
  before?: ReactNode;
  shareExtra?: ReactNode;
  children?: ReactNode;
}) {
  const [t, format, locale] = await Promise.all([getTranslations("recap"), getFormatter(), getLocale()]);
  const { result, movement, players, season } = recap;
  const g = result.game;
  const seats = bySeatRank(result.seats);
  const winners = seats.filter((s) => s.rank === 1);
  const completer = seats.find((s) => s.objectiveCompleted);
  const survivors = seats.filter((s) => s.eliminatedOrder === null);
  const survivor = survivors.length === 1 ? survivors[0] : undefined;
  const name = (id: string) => players[id]?.displayName ?? result.players[id] ?? "—";
  const pts = (n: number) => format.number(n, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const ending =
    g.endReason === "objective"
      ? completer
        ? t("endReason.objective", { name: completer.playerName })
        : t("endReason.objectiveNoName")
      : g.endReason === "sdadata"
        ? g.sdadataRound
          ? g.sdadataThreshold
            ? t("endReason.sdadataThreshold", { round: g.sdadataRound, threshold: g.sdadataThreshold })
            : t("endReason.sdadata", { round: g.sdadataRound })
          : t("endReason.sdadataNoRound")
        : g.endReason === "time" || g.endReason === "agreement"
          ? t(`endReason.${g.endReason}`)
          : g.endReason === "lastStanding"
            ? survivor
              ? t("endReason.lastStanding", { name: survivor.playerName })
              : t("endReason.lastStandingNoName")
            : endingLabel(season.systemId, g.endReason ?? g.endedBy, locale)
              ? t("endReason.system", { ending: endingLabel(season.systemId, g.endReason ?? g.endedBy, locale)! })
              : completer
                ? t("endReason.objective", { name: completer.playerName })
                : t("endReason.unknown");
  const eliminated = seats
    .filter((s) => s.eliminatedOrder !== null)
    .sort((a, b) => a.eliminatedOrder! - b.eliminatedOrder!);
  const lead = movement.leader;
  const shareWinner = winners.map((w) => w.playerName).join(", ");

  return (
    <article className="space-y-6" data-testid="game-recap">
      {before}
      <header className="space-y-1">
        <h1 className="h1">{t("title", { sequence: g.sequence })}</h1>
        <p className="text-sm text-stone-600">
          {t("playedOn", { season: season.name, date: format.dateTime(new Date(g.playedOn), { dateStyle: "full" }) })}
        </p>
      </header>

      <section className="card space-y-3 border-brand-700" aria-labelledby="winner">
        <h2 id="winner" className="text-xl font-bold" data-testid="recap-winner">
          <span aria-hidden="true">🏆 </span>
          {movement.drawn
            ? t("draw", { names: shareWinner })
            : winners.length > 1
              ? t("sharedWin", { names: shareWinner })
              : t("winner", { name: shareWinner })}
        </h2>
        <div>
          <h3 className="text-sm font-semibold text-stone-600">{t("podium")}</h3>
          <ol className="mt-1 space-y-1" data-testid="recap-podium">
            {seats
              .filter((s) => s.rank !== null && s.rank <= 3)
              .map((s) => (
                <li key={s.id} className="flex items-center justify-between gap-2">
                  <span className="flex items-center gap-2">
                    <span className="w-8 font-semibold tabular-nums">{t("place", { place: s.rank! })}</span>
                    <ArmyBadge name={s.playerName} color={s.armyColor} />
                  </span>
                  <span className="tabular-nums">{s.points === null ? "—" : pts(s.points)}</span>
                </li>
              ))}
          </ol>
        </div>
        <div>
          <h3 className="text-sm font-semibold text-stone-600">{t("howItEnded")}</h3>
          <p>
            {ending} {g.durationMinutes ? t("duration", { minutes: g.durationMinutes }) : null}
          </p>
          {g.notes && <p className="mt-1 text-sm italic">{g.notes}</p>}
        </div>
        <ShareButton
          path={sharePath}
          title={t("metaTitle", { sequence: g.sequence, season: season.name })}
          text={
            movement.drawn
              ? t("shareTextDraw", { sequence: g.sequence, names: shareWinner })
              : t("shareText", { sequence: g.sequence, winner: shareWinner })
          }
          labels={{ share: t("share"), copied: t("copied"), copyFailed: t("copyFailed"), link: t("shareLabel") }}
        />
        {shareExtra}
      </section>

      <section className="space-y-2" aria-labelledby="standings">
        <h2 id="standings" className="h2">
          {t("standings")}
        </h2>
        {lead && (
          <p data-testid="recap-lead">
            {lead.secondId === null
              ? t("leadAlone", { leader: name(lead.playerId) })
              : lead.lead === 0
                ? t("leadTied", { leader: name(lead.playerId), second: name(lead.secondId) })
                : t("lead", { leader: name(lead.playerId), lead: lead.lead ?? 0, second: name(lead.secondId) })}
          </p>
        )}
        <ScrollRegion label={t("standingsCaption", { sequence: g.sequence })} hint={t("scrollHint")}>
          <table className="w-full min-w-max text-sm" data-testid="recap-standings">
            <caption className="sr-only">{t("standingsCaption", { sequence: g.sequence })}</caption>
            <TableHead
              cell="px-2 py-2"
              className="border-b border-stone-300 text-xs text-stone-600"
              columns={[numeric(t("rank")), t("player"), t("movement"), numeric(t("points")), numeric(t("gained"))]}
            />
            <tbody>
              {movement.rows.map((r) => (
                <tr
                  key={r.playerId}
                  className={`border-b border-stone-100 ${r.playedThisGame ? "" : "text-stone-600"}`}
                >
                  <td className="px-2 py-2 text-right font-semibold tabular-nums">{r.rankAfter}</td>
                  <th scope="row" className="px-2 py-2 text-left font-medium">
                    <ArmyBadge name={name(r.playerId)} color={players[r.playerId]?.armyColor ?? ""} />
                  </th>
                  <td className="px-2 py-2">
                    <Movement value={r.change} />
                  </td>
                  <td className="px-2 py-2 text-right tabular-nums">{pts(r.pointsAfter)}</td>
                  <td className="px-2 py-2 text-right tabular-nums">{r.playedThisGame ? `+${pts(r.gained)}` : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        <SeasonRules
          systemId={season.systemId}
          systemSettings={season.systemSettings}
          gameTieBreak={recap.gameTieBreak ?? []}
        />
      </section>

      {/* only the parts the season's game has: eliminations where its rules record them */}
      {getSystem(season.systemId).ranking.elimination && (
        <section className="space-y-2" aria-labelledby="eliminations">
          <h2 id="eliminations" className="h2">
            {t("eliminations")}
          </h2>
          {eliminated.length === 0 ? (
            <p>{t("noEliminations")}</p>
          ) : (
            <ul className="list-disc space-y-1 pl-5" data-testid="recap-eliminations">
              {eliminated.map((s) => (
                <li key={s.id}>
                  {s.eliminatedByName
                    ? t("eliminatedBy", { victim: s.playerName, by: s.eliminatedByName, order: s.eliminatedOrder! })
                    : t("eliminatedUnknown", { victim: s.playerName, order: s.eliminatedOrder! })}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {children}
    </article>
  );
}
