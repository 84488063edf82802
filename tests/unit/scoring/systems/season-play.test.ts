import { describe, expect, it } from "vitest";
import {
  checkRulesForSystem,
  computeStandings,
  formulaAllowed,
  gameSystems,
  parseRules,
  parseSystemSettings,
  playerReportFromSeason,
  presetFor,
  presets,
  rankPlay,
  dealsObjectives,
  scorePlay,
  scoreSeason,
  ScoringInputError,
  playGameInput,
  type Play,
} from "@/scoring";

const draw: Play = {
  endedBy: "yearLimit",
  game: { endedYear: 5 },
  seats: [
    {
      playerId: "a",
      seatOrder: 1,
      identity: { side: "Cesare" },
      values: { cityVp: 5, leadersKilled: 1, controlsRome: false },
    },
    {
      playerId: "b",
      seatOrder: 2,
      identity: { side: "Pompeo" },
      values: { cityVp: 6, leadersKilled: 0, controlsRome: false },
    },
  ],
};
const win: Play = {
  game: { endedYear: 3 },
  seats: [
    { ...draw.seats[0], values: { cityVp: 8, leadersKilled: 2, controlsRome: true } },
    { ...draw.seats[1], values: { cityVp: 4, leadersKilled: 0, controlsRome: false } },
  ],
};

describe("seasons of any system", () => {
  it("score-based formulas only where a score scale is declared", () => {
    expect(gameSystems.filter((s) => s.scoreScale !== undefined).map((s) => s.id)).toEqual(["risiko"]);
    for (const s of gameSystems) {
      expect(formulaAllowed(s.id, "placement")).toBe(true);
      expect(formulaAllowed(s.id, "winsFirst")).toBe(true);
      expect(formulaAllowed(s.id, "winnerBonus")).toBe(s.id === "risiko");
    }
    expect(() => checkRulesForSystem("nero", presets.league100)).toThrow(
      /league100 uses the score itself, and Nero declares no score scale/,
    );
  });

  it("only RisiKo! deals objectives; every other system records plays", () => {
    expect(gameSystems.filter((s) => dealsObjectives(s.id)).map((s) => s.id)).toEqual(["risiko"]);
  });

  it("the placement preset gains the table sizes a system allows (Julius Caesar: 2)", () => {
    expect(() => checkRulesForSystem("julius-caesar", presets.placement)).toThrow(/formula.table.2: is missing/);
    const rules = presetFor("julius-caesar", "placement");
    expect(rules.formula.kind === "placement" && rules.formula.table[2]).toEqual([12, 7]);
    expect(() => checkRulesForSystem("julius-caesar", rules)).not.toThrow();
    // RisiKo! keeps its presets and contract (2 seats are scored only where the rules give a table)
    expect(presetFor("risiko", "placement")).toBe(presets.placement);
    expect(() => checkRulesForSystem("risiko", presets.placement)).not.toThrow();
  });

  it("season settings are checked against the system's club rules", () => {
    expect(parseSystemSettings("nero", { unresolved: "draw", tieBreak: ["areasControlled"] })).toEqual({
      unresolved: "draw",
      tieBreak: ["areasControlled"],
    });
    expect(parseSystemSettings("nero", {})).toBeUndefined();
    expect(() => parseSystemSettings("julius-caesar", { unresolved: "shareRank" })).toThrow(ScoringInputError);
  });

  it("a draw shares rank 1 without a win: no win points, counted as a draw in the standings", () => {
    const rules = parseRules({ ...presetFor("julius-caesar", "winsFirst") });
    const scored = scorePlay("julius-caesar", draw, rules);
    expect(scored.result.result).toBe("draw");
    expect(scored.seats.map((s) => [s.rank, s.isWinner, s.points])).toEqual([
      [1, false, 0],
      [1, false, 0],
    ]);

    const games = [
      playGameInput({ id: "g1", playedAt: "2026-01-01" }, draw, rankPlay("julius-caesar", draw)),
      playGameInput({ id: "g2", playedAt: "2026-01-02" }, win, rankPlay("julius-caesar", win)),
    ];
    const rows = computeStandings(games, presetFor("julius-caesar", "placement"));
    expect(rows.map((r) => [r.playerId, r.wins, r.draws, r.points])).toEqual([
      ["a", 1, 1, 21.5],
      ["b", 0, 1, 16.5],
    ]);
    const season = scoreSeason(games, presetFor("julius-caesar", "placement"));
    expect(season.games[0].seats.map((s) => s.isWinner)).toEqual([false, false]);
    const report = playerReportFromSeason(season, "b");
    expect(report.streaks.longestWin.length).toBe(0);
  });

  it("refuses a preset rank that does not match the result", () => {
    const g = playGameInput({ id: "g", playedAt: "2026-01-01" }, draw, {
      result: "win",
      seats: [
        { playerId: "a", rank: 1, isWinner: true, decidedBy: "x" },
        { playerId: "b", rank: 1, isWinner: true, decidedBy: "x" },
      ],
    });
    expect(() => computeStandings([g], presetFor("julius-caesar", "placement"))).toThrow(
      /a win has one seat at rank 1/,
    );
  });
});
