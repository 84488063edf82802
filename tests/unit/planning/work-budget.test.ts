import { describe, expect, it } from "vitest";
import { proposeTables, proposeTablesCounted, WORK_BUDGET, type PlanningInput } from "@/planning";
import { seededRng, shuffle } from "@/scoring/seeded-rng";

/** n rated players with strength balance and 20 earlier nights of random tables of 5: the planner's hardest case. */
function night(n: number, seed = "s"): PlanningInput {
  const ids = Array.from({ length: n }, (_, i) => `p${i + 1}`);
  const rng = seededRng(7);
  const history = Array.from({ length: 20 }, () => {
    const order = shuffle(ids, rng);
    return { tables: Array.from({ length: Math.floor(n / 5) }, (_, t) => order.slice(t * 5, t * 5 + 5)) };
  });
  return {
    players: ids.map((id, i) => ({ id, rating: (i * 37) % 101 })),
    history,
    sizes: { min: 3, max: 6, preferred: [4, 5] },
    seed,
    balanceStrength: true,
  };
}

describe("the planner's work budget", () => {
  it("bounds the swap evaluations of a 200-player night with strength balance, and still seats everyone", () => {
    const run = proposeTablesCounted(night(200));
    expect(run.evaluations).toBeLessThanOrEqual(WORK_BUDGET);
    expect(run.restarts).toBeGreaterThanOrEqual(1);
    expect(run.proposal.tables.flat()).toHaveLength(200);
    expect(new Set(run.proposal.tables.flat()).size).toBe(200);
  });

  it("leaves a 30-player night its full search (twelve restarts, well inside the budget)", () => {
    const run = proposeTablesCounted(night(30));
    expect(run.restarts).toBe(12);
    expect(run.evaluations).toBeLessThan(WORK_BUDGET / 2);
  });

  it("is deterministic when the budget cuts the search: the same seed recomputes the same tables", () => {
    expect(proposeTables(night(200, "checked"))).toEqual(proposeTables(night(200, "checked")));
  });
});
