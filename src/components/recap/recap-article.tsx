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

type Translate = Awaited<ReturnType<typeof getTranslations<"recap">>>;

/** A table's outcome in words: who won, a draw, a shared win, or none. */
function outcome(t: Translate, recap: RecapResults): string | null {
  const winners = recap.result.seats.filter((s) => s.rank === 1).map((s) => s.playerName);
  if (!winners.length) return null;
  const names = winners.join(", ");
  return recap.movement.drawn
    ? t("draw", { names })
    : winners.length > 1
      ? t("sharedWin", { names })
      : t("winner", { name: names });
}

/** One line per table of a night, for its share text and its chat preview: season, game, outcome. */
function nightLines(t: Translate, tables: RecapResults[]): string {
  return tables
    .map((r) =>
      t("night.line", {
        season: r.season.name,
        sequence: r.result.game.sequence,
        result: outcome(t, r) ?? t("night.noWinner"),
      }),
    )
    .join("; ");
}

/**
 * Title, description and chat preview texts of a recap (its picture comes from the route's opengraph-image): one
 * game's, or, when `tables` holds several, the night's (every table's outcome).
 */
export async function recapMetadata(recap: RecapResults, tables: RecapResults[] = [recap]): Promise<Metadata> {
  const [t, format] = await Promise.all([getTranslations("recap"), getFormatter()]);
  let title: string;
  let description: string;
  if (tables.length > 1) {
    title = t("night.metaTitle", {
      date: format.dateTime(new Date(recap.result.game.playedOn), { dateStyle: "long" }),
    });
    description = nightLines(t, tables);
  } else {
    const winners = recap.result.seats.filter((s) => s.rank === 1).map((s) => s.playerName);
    const leader = recap.movement.leader ? recap.players[recap.movement.leader.playerId]?.displayName : null;
    title = t("metaTitle", { sequence: recap.result.game.sequence, season: recap.season.name });
    description = !winners.length
      ? t("metaDescriptionNoWinner")
      : recap.movement.drawn
        ? t("metaDescriptionDraw", { names: winners.join(", "), leader: leader ?? "—" })
        : t("metaDescription", { winner: winners.join(", "), leader: leader ?? "—" });
  }
  return {
    title,
    description,
    openGraph: { title, description, type: "article" },
    twitter: { card: "summary_large_image", title, description },
  };
}

/**
 * A finished night's recap: the game it was opened for, then every other table of its night (`tables`, that game
 * first). One table reads as it always did: header, winner, podium, how it ended, the share button, standings
 * movement, eliminations. Several: the night's header and one share button for the whole night, then each table
 * under its own heading. `before` goes above the header (the "saved" banner), `shareExtra` under the share button (the
 * organiser's share links), `extra` after each table's results (the members' objectives, at the heading level given).
 */
export async function RecapArticle<T extends RecapResults>({
  tables,
  sharePath,
  before,
  shareExtra,
  extra,
}: {
  tables: [T, ...T[]];
  sharePath: string;
  before?: ReactNode;
  shareExtra?: ReactNode;
  extra?: (table: T, level: 2 | 3, primary: boolean) => ReactNode;
}) {
  const [t, format, locale] = await Promise.all([getTranslations("recap"), getFormatter(), getLocale()]);
  const labels = { share: t("share"), copied: t("copied"), copyFailed: t("copyFailed"), link: t("shareLabel") };
  if (tables.length === 1) {
    const [recap] = tables;
    const g = recap.result.game;
    const winners = bySeatRank(recap.result.seats)
      .filter((s) => s.rank === 1)
      .map((s) => s.playerName)
      .join(", ");
    return (
      <article className="space-y-6" data-testid="game-recap">
        {before}
        <header className="space-y-1">
          <h1 className="h1">{t("title", { sequence: g.sequence })}</h1>
          <p className="text-sm text-stone-600">
            {t("playedOn", {
              season: recap.season.name,
              date: format.dateTime(new Date(g.playedOn), { dateStyle: "full" }),
            })}
          </p>
        </header>
        <TableRecap
          recap={recap}
          level={2}
          primary
          share={
            <>
              <ShareButton
                path={sharePath}
                title={t("metaTitle", { sequence: g.sequence, season: recap.season.name })}
                text={
                  recap.movement.drawn
                    ? t("shareTextDraw", { sequence: g.sequence, names: winners })
                    : t("shareText", { sequence: g.sequence, winner: winners })
                }
                labels={labels}
              />
              {shareExtra}
            </>
          }
        />
        {extra?.(recap, 2, true)}
      </article>
    );
  }
  const date = format.dateTime(new Date(tables[0].result.game.playedOn), { dateStyle: "full" });
  const seasons = [...new Set(tables.map((r) => r.season.name))];
  return (
    <article className="space-y-6" data-testid="game-recap">
      {before}
      <header className="space-y-1">
        <h1 className="h1 first-letter:uppercase">{t("night.title", { date })}</h1>
        <p className="text-sm text-stone-600" data-testid="recap-night-tables">
          {t("night.tables", {
            count: tables.length,
            seasons: format.list(seasons, { type: "conjunction" }),
          })}
        </p>
      </header>
      <section className="card space-y-3 border-brand-700" aria-label={t("night.shareLabel")}>
        <ShareButton
          path={sharePath}
          title={t("night.metaTitle", {
            date: format.dateTime(new Date(tables[0].result.game.playedOn), { dateStyle: "long" }),
          })}
          text={t("night.shareText", { date, lines: nightLines(t, tables) })}
          labels={labels}
        />
        {shareExtra}
      </section>
      {tables.map((recap, i) => (
        <section
          key={recap.result.game.id}
          className="space-y-4 border-t-2 border-stone-300 pt-4"
          aria-labelledby={`table-${recap.result.game.id}`}
          data-testid="recap-table"
        >
          <h2 id={`table-${recap.result.game.id}`} className="h2">
            {t("night.tableTitle", { season: recap.season.name, sequence: recap.result.game.sequence })}
            {seasons.length > 1 && (
              <span className="block text-sm font-normal text-stone-600">
                {getSystem(recap.season.systemId).name[locale === "en" ? "en" : "it"]}
              </span>
            )}
          </h2>
          <TableRecap recap={recap} level={3} primary={i === 0} />
          {extra?.(recap, 3, i === 0)}
        </section>
      ))}
    </article>
  );
}

/**
 * One table's results: winner, podium, how it ended (and `share` under it), standings movement, eliminations. Its
 * sections' headings are at `level`; `primary` (the game the page was opened for) carries the page's test ids, and
 * its heading ids are the plain ones only on a one-table page.
 */
async function TableRecap({
  recap,
  level,
  primary,
  share,
}: {
  recap: RecapResults;
  level: 2 | 3;
  primary: boolean;
  share?: ReactNode;
}) {
  const [t, format, locale] = await Promise.all([getTranslations("recap"), getFormatter(), getLocale()]);
  const { result, movement, players, season } = recap;
  const g = result.game;
  const H = level === 2 ? "h2" : "h3";
  const Sub = level === 2 ? "h3" : "h4";
  const id = (name: string) => (level === 2 ? name : `${name}-${g.id}`);
  const tid = (name: string) => (primary ? `recap-${name}` : undefined);
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
    <>
      <section className="card space-y-3 border-brand-700" aria-labelledby={id("winner")}>
        <H id={id("winner")} className="text-xl font-bold" data-testid={tid("winner")}>
          <span aria-hidden="true">🏆 </span>
          {movement.drawn
            ? t("draw", { names: shareWinner })
            : winners.length > 1
              ? t("sharedWin", { names: shareWinner })
              : t("winner", { name: shareWinner })}
        </H>
        <div>
          <Sub className="text-sm font-semibold text-stone-600">{t("podium")}</Sub>
          <ol className="mt-1 space-y-1" data-testid={tid("podium")}>
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
          <Sub className="text-sm font-semibold text-stone-600">{t("howItEnded")}</Sub>
          <p>
            {ending} {g.durationMinutes ? t("duration", { minutes: g.durationMinutes }) : null}
          </p>
          {g.notes && <p className="mt-1 text-sm italic">{g.notes}</p>}
        </div>
        {share}
      </section>

      <section className="space-y-2" aria-labelledby={id("standings")}>
        <H id={id("standings")} className="h2">
          {t("standings")}
        </H>
        {lead && (
          <p data-testid={tid("lead")}>
            {lead.secondId === null
              ? t("leadAlone", { leader: name(lead.playerId) })
              : lead.lead === 0
                ? t("leadTied", { leader: name(lead.playerId), second: name(lead.secondId) })
                : t("lead", { leader: name(lead.playerId), lead: lead.lead ?? 0, second: name(lead.secondId) })}
          </p>
        )}
        <ScrollRegion label={t("standingsCaption", { sequence: g.sequence })} hint={t("scrollHint")}>
          <table className="w-full min-w-max text-sm" data-testid={tid("standings")}>
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
        <section className="space-y-2" aria-labelledby={id("eliminations")}>
          <H id={id("eliminations")} className="h2">
            {t("eliminations")}
          </H>
          {eliminated.length === 0 ? (
            <p>{t("noEliminations")}</p>
          ) : (
            <ul className="list-disc space-y-1 pl-5" data-testid={tid("eliminations")}>
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
    </>
  );
}
