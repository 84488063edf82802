import { describe, expect, test } from "vitest";
import { computeStandings, gameMovement, presets, type GameInput } from "../../../src/scoring";
import { finishing, seat } from "./helpers";

const placement = presets.placement;
const drawRules = { ...placement, gameTieBreak: ["draw" as const] };
const ranked = (id: string, result: GameInput["result"], ranks: number[]): GameInput => ({
  id,
  playedAt: "2026-01-10",
  result,
  seats: ranks.map((rank, i) => seat(["ada", "bea", "cid"][i], i + 1, 50 - 10 * i, { rank })),
});
// two seats tied at the top on every key RisiKo! compares (objective points, armies, turn order left untouched)
const tiedTop: GameInput = {
  id: "t",
  playedAt: "2026-01-10",
  seats: [seat("ada", 1, 40), seat("bea", 2, 40), seat("cid", 3, 10)],
};

describe("gameMovement.drawn: a recap calls a draw what the standings count as one", () => {
  test.each([
    {
      name: "an outright win",
      game: finishing("w", "2026-01-10", ["ada", "bea", "cid"]),
      rules: placement,
      drawn: false,
    },
    {
      name: "a preset shared win (rank 1 twice)",
      game: ranked("s", "sharedWin", [1, 1, 3]),
      rules: placement,
      drawn: false,
    },
    { name: "a preset draw (Julius Caesar §1.2)", game: ranked("d", "draw", [1, 1, 3]), rules: placement, drawn: true },
    {
      name: "a RisiKo! tie at the top under the shared tie-break",
      game: tiedTop,
      rules: { ...placement, gameTieBreak: ["shared" as const] },
      drawn: false,
    },
    {
      name: "a RisiKo! tie at the top under the draw tie-break (decision 0041)",
      game: tiedTop,
      rules: drawRules,
      drawn: true,
    },
  ])("$name → drawn $drawn", ({ game, rules, drawn }) => {
    const m = gameMovement([game], rules, game.id)!;
    expect(m.drawn).toBe(drawn);
    // the same verdict as the standings: a draw adds no win to anybody
    const wins = computeStandings([game], rules).reduce((n, r) => n + r.wins, 0);
    expect(wins === 0).toBe(drawn);
  });
});
