import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  computeRatings,
  parseRules,
  presets,
  PROVISIONAL_GAMES,
  ratingsFromSeason,
  scoreSeason,
  updateRatings,
  type GameInput,
} from "../../../src/scoring";
import { permutedSeason, seasonArb } from "./arbitraries";
import { finishing, seat } from "./helpers";

const nights = (n: number): GameInput[] =>
  Array.from({ length: n }, (_, i) =>
    finishing(`n${i}`, `2009-02-${String(i + 1).padStart(2, "0")}`, i % 2 ? ["b", "a", "c"] : ["a", "b", "c"]),
  );

describe("computeRatings", () => {
  it("rates a full finishing order: the winner rises, the last falls; shown as mu − 3 sigma", () => {
    const { players } = computeRatings([finishing("g1", "2009-01-10", ["a", "b", "c"])]);
    const [a, b, c] = ["a", "b", "c"].map((id) => players.find((p) => p.playerId === id)!);
    expect(a.mu).toBeGreaterThan(b.mu);
    expect(b.mu).toBeGreaterThan(c.mu);
    expect(a.mu).toBeGreaterThan(25);
    expect(c.mu).toBeLessThan(25);
    expect(a.ordinal).toBeCloseTo(a.mu - 3 * a.sigma, 12);
    expect(players.map((p) => p.playerId)).toEqual(["a", "b", "c"]);
    expect(a.series).toEqual([{ gameId: "g1", date: "2009-01-10", mu: a.mu, sigma: a.sigma, ordinal: a.ordinal }]);
  });

  it("a shared rank is a tie: equal ratings stay equal", () => {
    const game = { id: "t", playedAt: "2009-01-10", seats: [seat("a", 1, 40), seat("b", 2, 40), seat("c", 3, 10)] };
    const { players } = computeRatings([game], parseRules({ gameTieBreak: ["shared"] }));
    const mu = Object.fromEntries(players.map((p) => [p.playerId, p.mu]));
    expect(mu.a).toBe(mu.b);
    expect(mu.a).toBeGreaterThan(mu.c);
  });

  it(`is provisional under ${PROVISIONAL_GAMES} games`, () => {
    expect(computeRatings(nights(4)).players.every((p) => p.provisional)).toBe(true);
    expect(computeRatings(nights(5)).players.every((p) => !p.provisional && p.games === 5)).toBe(true);
  });

  it("only ranking matters: a 2-seat game needs no placement table", () => {
    expect(
      computeRatings([finishing("duel", "2009-01-10", ["a", "b"])], presets.placement).players.map((p) => p.playerId),
    ).toEqual(["a", "b"]);
  });

  it("does not depend on the input order of games and seats", () => {
    fc.assert(
      fc.property(
        seasonArb().chain((g) => fc.tuple(fc.constant(g), permutedSeason(g))),
        ([games, permuted]) => {
          expect(computeRatings(permuted)).toEqual(computeRatings(games));
        },
      ),
    );
  });

  it("the scored-season path gives the same ratings", () => {
    const games = nights(6);
    expect(ratingsFromSeason(scoreSeason(games, presets.placement))).toEqual(computeRatings(games));
  });
});

describe("updateRatings: incremental equals replay from scratch", () => {
  it("appending games continues from the previous state with identical numbers", () => {
    fc.assert(
      fc.property(seasonArb(), fc.nat(), (games, cut) => {
        const ordered = [...games].sort((a, b) => a.playedAt.localeCompare(b.playedAt) || a.id.localeCompare(b.id));
        const k = cut % (ordered.length + 1);
        const before = computeRatings(ordered.slice(0, k));
        expect(updateRatings(before, games)).toEqual(computeRatings(games));
      }),
      { numRuns: 60 },
    );
  });

  it("after an edit of an earlier game it replays from scratch", () => {
    const games = nights(8);
    const before = computeRatings(games);
    const edited = games.map((g) => (g.id === "n2" ? finishing("n2", g.playedAt, ["c", "b", "a"]) : g));
    const after = updateRatings(before, edited);
    expect(after).toEqual(computeRatings(edited));
    expect(after.players.find((p) => p.playerId === "c")!.mu).not.toBe(
      before.players.find((p) => p.playerId === "c")!.mu,
    );
  });

  it("after deleting a game it replays from scratch", () => {
    const games = nights(8);
    const fewer = games.filter((g) => g.id !== "n0");
    expect(updateRatings(computeRatings(games), fewer)).toEqual(computeRatings(fewer));
  });
});
