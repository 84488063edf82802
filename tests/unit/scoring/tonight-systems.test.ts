import { describe, expect, test } from "vitest";
import { computeStandings, maxGamePoints, parseRules, passTargets, type GameInput } from "../../../src/scoring";

// Julius Caesar: two seats, plays reach the season with their ranks given (result "win" / "draw")
const play = (id: string, playedAt: string, winner: string, loser: string): GameInput => ({
  id,
  playedAt,
  result: "win",
  seats: [winner, loser].map((playerId, i) => ({
    playerId,
    turnOrder: i + 1,
    objectivePoints: 0,
    objectiveTotal: 1,
    objectiveCompleted: false,
    eliminatedOrder: null,
    rank: i + 1,
  })),
});
const rules = parseRules({ formula: { kind: "winsFirst" } });
const season = [
  play("a", "2026-01-01", "ada", "bea"),
  play("b", "2026-01-08", "ada", "bea"),
  play("c", "2026-01-15", "bea", "ada"),
];

describe("what each player needs tonight, for a system whose plays come ranked", () => {
  test.each([
    {
      name: "Julius Caesar, 2 seats, preset ranks",
      tableSize: 2,
      preset: true,
      want: [{ playerId: "bea", aboveId: "ada", place: null }],
    },
  ])("$name", ({ tableSize, preset, want }) => {
    expect(passTargets(season, rules, tableSize, "2026-01-22", 1, { preset })).toEqual(want);
  });

  test.each([
    { name: "level on wins", games: [play("a", "2026-01-01", "ada", "bea"), play("b", "2026-01-08", "bea", "ada")] },
    { name: "one win behind", games: [play("a", "2026-01-01", "ada", "bea")] },
    { name: "two wins behind", games: season.slice(0, 2) },
  ])("$name: the answer is what a 2-seat play won tonight does to the standings", ({ games }) => {
    const [target] = passTargets(games, rules, 2, "2026-01-22", 1, { preset: true });
    const after = computeStandings(
      [...games, play("tonight", "2026-01-22", target.playerId, target.aboveId)],
      rules,
    ).map((r) => r.playerId);
    const passes = after.indexOf(target.playerId) < after.indexOf(target.aboveId);
    expect(target.place).toBe(passes ? 1 : null);
  });

  test.each([{ name: "a 2-seat table with ranks given", sizes: [2], preset: true }])(
    "the most one play pays: $name",
    ({ sizes, preset }) => {
      expect(maxGamePoints(rules, 1, sizes, { preset })).toBeGreaterThan(0);
    },
  );
});
