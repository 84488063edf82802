import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mostInvolved, raceLeaders, type EliminationMatrix, type PointsRace } from "../../../../src/scoring";

// the parts of the season statistics a phone shows for a large league (issue 25: bytes linear in players)

const matrixOf = (counts: number[][]): EliminationMatrix => ({
  playerIds: counts.map((_, i) => `p${i}`),
  counts,
  unknown: 1,
});
const involvement = (m: EliminationMatrix, i: number) =>
  m.counts[i].reduce((a, b) => a + b, 0) + m.counts.reduce((a, row) => a + row[i], 0);

// p0 eliminated p1 twice; p2 eliminated p3 once and was eliminated by p1 once; p3 was never involved but once
const FOUR = matrixOf([
  [0, 2, 0, 0],
  [0, 0, 1, 0],
  [0, 0, 0, 1],
  [0, 0, 0, 0],
]);

describe("mostInvolved: the players of the elimination matrix a phone shows", () => {
  it.each([
    { label: "k >= players: the whole matrix", k: 4, viewer: null, players: ["p0", "p1", "p2", "p3"], omitted: 0 },
    {
      label: "the two most involved (p1: 3, p0 and p2: 2, p0 first by season order)",
      k: 2,
      viewer: null,
      players: ["p0", "p1"],
      omitted: 2,
    },
    { label: "the viewer in place of the last of them", k: 2, viewer: "p3", players: ["p1", "p3"], omitted: 2 },
    {
      label: "a viewer already among them changes nothing",
      k: 3,
      viewer: "p2",
      players: ["p0", "p1", "p2"],
      omitted: 1,
    },
    {
      label: "a viewer who is not a player of the season is ignored",
      k: 3,
      viewer: "zz",
      players: ["p0", "p1", "p2"],
      omitted: 1,
    },
  ])("$label", ({ k, viewer, players, omitted }) => {
    const m = mostInvolved(FOUR, k, viewer);
    expect(m.playerIds).toEqual(players);
    expect(m.omitted).toBe(omitted);
    expect(m.unknown).toBe(FOUR.unknown);
  });

  it("counts the season's eliminations, also when none is among the players shown", () => {
    // p0→p1, p2→p3, p4→p5; k = 2 with the viewer p2 shows p0 and p2: no elimination between them, three in the season
    const pairs = matrixOf([
      [0, 1, 0, 0, 0, 0],
      [0, 0, 0, 0, 0, 0],
      [0, 0, 0, 1, 0, 0],
      [0, 0, 0, 0, 0, 0],
      [0, 0, 0, 0, 0, 1],
      [0, 0, 0, 0, 0, 0],
    ]);
    const m = mostInvolved(pairs, 2, "p2");
    expect(m.playerIds).toEqual(["p0", "p2"]);
    expect(m.counts.flat().every((c) => c === 0)).toBe(true);
    expect(m.known).toBe(3);
    expect(mostInvolved(FOUR, 4).known).toBe(4);
  });

  it("keeps the counts among the players shown", () => {
    expect(mostInvolved(FOUR, 3).counts).toEqual([
      [0, 2, 0],
      [0, 0, 1],
      [0, 0, 0],
    ]);
  });

  it("property: a sub-matrix of the most involved, in season order, the viewer included", () => {
    const arb = fc.integer({ min: 1, max: 14 }).chain((n) =>
      fc.record({
        counts: fc.array(fc.array(fc.nat(4), { minLength: n, maxLength: n }), { minLength: n, maxLength: n }),
        k: fc.integer({ min: 1, max: 16 }),
        viewer: fc.option(fc.nat(n - 1), { nil: null }),
      }),
    );
    fc.assert(
      fc.property(arb, ({ counts, k, viewer }) => {
        const full = matrixOf(counts);
        const viewerId = viewer === null ? null : `p${viewer}`;
        const m = mostInvolved(full, k, viewerId);
        const n = counts.length;
        expect(m.playerIds.length).toBe(Math.min(k, n));
        expect(m.omitted).toBe(n - m.playerIds.length);
        expect(m.known).toBe(counts.flat().reduce((a, b) => a + b, 0));
        const idx = m.playerIds.map((id) => full.playerIds.indexOf(id));
        expect(idx).toEqual([...idx].sort((a, b) => a - b));
        m.counts.forEach((row, i) => row.forEach((c, j) => expect(c).toBe(counts[idx[i]][idx[j]])));
        if (viewerId) expect(m.playerIds).toContain(viewerId);
        // every player left out was at most as involved as every player kept on merit (the viewer may be forced in)
        const kept = idx.filter((i) => full.playerIds[i] !== viewerId || n <= k);
        const floor = Math.min(...kept.map((i) => involvement(full, i)));
        for (let i = 0; i < n; i++)
          if (!idx.includes(i) && kept.length) expect(involvement(full, i)).toBeLessThanOrEqual(floor);
      }),
    );
  });
});

/** A race of players whose rank after the last game is given (0 = no game yet). */
const raceOf = (lastRanks: number[]): PointsRace => ({
  games: [
    { gameId: "g1", date: "2026-01-01", index: 0 },
    { gameId: "g2", date: "2026-01-08", index: 1 },
  ],
  players: lastRanks.map((r, i) => ({
    playerId: `p${i}`,
    points: Float64Array.from([NaN, r ? 10 - r : NaN]),
    ranks: Int32Array.from([0, r]),
  })),
});
const ids = (players: PointsRace["players"]) => players.map((p) => p.playerId);

describe("raceLeaders: the lines of the points race a phone shows", () => {
  it.each([
    {
      label: "k >= players: every line, in season order",
      ranks: [2, 1, 3],
      k: 3,
      viewer: null,
      shown: ["p0", "p1", "p2"],
    },
    { label: "the top two by rank after the last game", ranks: [3, 1, 2, 4], k: 2, viewer: null, shown: ["p1", "p2"] },
    { label: "shared ranks: season order", ranks: [2, 1, 1, 2], k: 2, viewer: null, shown: ["p1", "p2"] },
    { label: "a player without a game yet comes last", ranks: [0, 2, 1], k: 2, viewer: null, shown: ["p2", "p1"] },
    { label: "the viewer's own line is added", ranks: [3, 1, 2, 4], k: 2, viewer: "p3", shown: ["p1", "p2", "p3"] },
    {
      label: "a viewer among the leaders is not repeated",
      ranks: [3, 1, 2, 4],
      k: 2,
      viewer: "p2",
      shown: ["p1", "p2"],
    },
  ])("$label", ({ ranks, k, viewer, shown }) => {
    expect(ids(raceLeaders(raceOf(ranks), k, viewer))).toEqual(shown);
  });

  it("property: at most k lines plus the viewer's, none worse placed than one left out", () => {
    const arb = fc.record({
      ranks: fc.array(fc.nat(12), { minLength: 1, maxLength: 30 }),
      k: fc.integer({ min: 1, max: 12 }),
      viewer: fc.option(fc.nat(29), { nil: null }),
    });
    fc.assert(
      fc.property(arb, ({ ranks, k, viewer }) => {
        const race = raceOf(ranks);
        const viewerId = viewer !== null && viewer < ranks.length ? `p${viewer}` : null;
        const shown = raceLeaders(race, k, viewerId);
        expect(new Set(ids(shown)).size).toBe(shown.length);
        if (ranks.length <= k) {
          expect(shown).toBe(race.players);
          return;
        }
        expect(shown.length).toBeLessThanOrEqual(k + 1);
        if (viewerId) expect(ids(shown)).toContain(viewerId);
        const rank = (r: number) => (r > 0 ? r : Infinity);
        const onMerit = shown.slice(0, k).map((p) => rank(ranks[race.players.indexOf(p)]));
        const worst = Math.max(...onMerit);
        ranks.forEach((r, i) => {
          if (!ids(shown).includes(`p${i}`)) expect(rank(r)).toBeGreaterThanOrEqual(worst);
        });
      }),
    );
  });
});
