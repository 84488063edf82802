// The leaderboard and the player page's head-to-head of a 40-player league (the federation benchmark's shape) stay
// small: their rows carry no per-cell classes (issue 25, decision 0060). Each row is in the page's HTML and again in
// its RSC payload, so a row's HTML here is about half of what it costs the page. Rendered outside Next: the
// translations come from messages/it, next/link is a plain link.
import fs from "node:fs";
import path from "node:path";
import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createFormatter, createTranslator } from "next-intl";
import { describe, expect, it, vi } from "vitest";

const dir = path.join(__dirname, "..", "..", "..", "messages", "it");
const messages = Object.fromEntries(
  fs.readdirSync(dir).map((f) => [f.replace(/\.json$/, ""), JSON.parse(fs.readFileSync(path.join(dir, f), "utf8"))]),
);
vi.mock("next-intl/server", () => ({
  getTranslations: async (namespace: string) => createTranslator({ locale: "it", messages, namespace }),
  getFormatter: async () => createFormatter({ locale: "it" }),
}));
vi.mock("next/link", () => ({
  default: ({ href, children, ...rest }: { href: string; children: ReactNode }) =>
    createElement("a", { href, ...rest }, children),
}));

const { LeaderboardTable } = await import("@/components/leaderboard/leaderboard-table");
const { PlayerRivals } = await import("@/app/[locale]/l/[slug]/players/[playerId]/_components/player-rivals");
type Row = Parameters<typeof LeaderboardTable>[0]["rows"][number];
type Stats = Parameters<typeof PlayerRivals>[0]["stats"];

const N = 40;
// 25 characters, like the database's ids
const id = (i: number) => `cmwx4r94n510ad5000000${String(i).padStart(2, "0")}`;
const colours = ["blu", "rosso", "verde", "giallo", "viola", "nero"];
const player = (i: number) => ({
  id: id(i),
  displayName: `Giocatore 1-${i + 1}`,
  armyName: `ARMATA ${i + 1}`,
  armyColor: colours[i % 6],
});
const rows: Row[] = Array.from({ length: N }, (_, i) => ({
  rank: i + 1,
  playerId: id(i),
  player: player(i),
  points: 235.74 - i * 3.5,
  gamesPlayed: 31,
  gamesCounted: 31,
  wins: 12,
  draws: 0,
  bestGame: 40,
  objectivePoints: 974,
  completions: i % 3,
  qualified: i < 38,
  podiums: 22,
  averageRank: 2.42,
  averageObjectivePoints: 31.4,
  eliminations: 1,
  movement: [0, 1, -1, null][i % 4],
  discardedGameIds: [],
  totalWithoutDiscards: 235.74 - i * 3.5,
  tieBreak: { key: "points", shared: false },
}));

/** The markup of the table's body rows, one string a row. */
const bodyRows = (html: string) => {
  const body = /<tbody>(.*)<\/tbody>/s.exec(html)?.[1] ?? "";
  return [...body.matchAll(/<tr[^>]*>.*?<\/tr>/gs)].map((m) => m[0]);
};
const cells = (row: string) =>
  [...row.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/gs)].map((m) => m[1].replace(/<[^>]+>/g, "").replace(/<!-- -->/g, ""));

describe("a 40-player league's tables stay small (issue 25)", () => {
  it("the leaderboard: every column of every row, at most 600 bytes a row", async () => {
    const html = renderToStaticMarkup(
      await LeaderboardTable({
        rows,
        caption: "Classifica",
        plannedGames: 225,
        systemId: "risiko",
        playerHref: (p) => `/l/circolo-0001/players/${p}?season=1`,
      }),
    );
    const trs = bodyRows(html);
    expect(trs).toHaveLength(N);
    // nothing dropped: rank, movement, player and army, points, played, wins, podiums, average place, objective
    // points, completions, qualified
    expect(cells(trs[1])).toEqual([
      "2",
      "▲1salito di 1",
      "Giocatore 1-2ARMATA 2",
      "232,24",
      "31/225",
      "12",
      "22",
      "2,42",
      "974",
      "1",
      "sì",
    ]);
    expect(trs[1]).toContain(`href="/l/circolo-0001/players/${id(1)}?season=1"`);
    expect(cells(trs[3])[1]).toBe("nuovo");
    expect(trs[39]).toContain('class="text-stone-500"'); // not qualified: the row is greyed
    expect(cells(trs[39]).at(-1)).toBe("no");
    const perRow = trs.join("").length / N;
    expect(perRow).toBeLessThanOrEqual(600); // was ~1,200 with classes on every cell and element
  });

  it("the player's head-to-head: one row an opponent, at most 250 bytes a row", async () => {
    const headToHead = Array.from({ length: N - 1 }, (_, i) => ({
      opponentId: id(i + 1),
      games: 3,
      ahead: 2,
      behind: 1,
      even: 0,
    }));
    const stats = {
      players: Object.fromEntries(Array.from({ length: N }, (_, i) => [id(i), player(i)])),
      sequences: {},
      report: {
        headToHead,
        eliminationRecord: { eliminatedBy: [], eliminated: [], eliminatedByUnknown: 0 },
        bestAndWorstGame: { best: null, worst: null },
        nemesisAndVictim: { nemesis: null, victim: null },
        streaks: {
          longestWin: { length: 0 },
          currentWin: 0,
          longestPodium: { length: 0 },
          longestWithoutWin: { length: 0 },
        },
      },
    } as unknown as Stats;
    const html = renderToStaticMarkup(await PlayerRivals({ stats, twoPlayers: false, eliminations: false }));
    const table = /<table[^>]*data-testid="head-to-head".*?<\/table>/s.exec(html)?.[0] ?? "";
    const trs = bodyRows(table);
    expect(trs).toHaveLength(N - 1);
    expect(cells(trs[0])).toEqual(["Giocatore 1-2", "3", "2", "1", "0"]);
    expect(trs.join("").length / (N - 1)).toBeLessThanOrEqual(250); // was ~480
  });
});
