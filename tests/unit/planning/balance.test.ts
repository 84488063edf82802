import { describe, expect, it } from "vitest";
import { assignSides, balanceCost, describeBalance, proposeTables, type PlanningInput } from "@/planning";

const input: PlanningInput = {
  players: ["a", "b", "c", "d", "e", "f"].map((id) => ({ id })),
  history: [
    {
      tables: [
        ["a", "b", "c"],
        ["d", "e", "f"],
      ],
    },
    {
      tables: [
        ["a", "b", "d"],
        ["c", "e", "f"],
      ],
    },
  ],
  sizes: { min: 3, max: 3 },
  seed: "balance",
};

describe("balanceCost", () => {
  it.each([
    {
      label: "the same tables as last night",
      tables: [
        ["a", "b", "d"],
        ["c", "e", "f"],
      ],
      pairRepeats: 8,
      repeatedPairs: 6,
      maxPairMeetings: 3,
      firstPlayerRepeats: 3,
    },
    {
      label: "mixed tables, fresh first players",
      tables: [
        ["e", "a", "c"],
        ["f", "b", "d"],
      ],
      pairRepeats: 4,
      repeatedPairs: 4,
      maxPairMeetings: 2,
      firstPlayerRepeats: 0,
    },
  ])("$label", ({ tables, pairRepeats, repeatedPairs, maxPairMeetings, firstPlayerRepeats }) => {
    expect(balanceCost({ tables }, input)).toMatchObject({
      pairRepeats,
      repeatedPairs,
      maxPairMeetings,
      firstPlayerRepeats,
    });
  });

  it("a proposal costs no more than the swaps around it", () => {
    const proposal = proposeTables(input);
    const cost = balanceCost(proposal, input);
    const [t0, t1] = proposal.tables;
    for (let i = 0; i < 3; i++) {
      for (let j = 0; j < 3; j++) {
        const a = [...t0];
        const b = [...t1];
        [a[i], b[j]] = [b[j], a[i]];
        const delta = describeBalance(cost, balanceCost({ tables: [a, b] }, input));
        expect(delta.cost).toBeGreaterThanOrEqual(-1e-9);
      }
    }
  });

  it("reports the strength gap between tables when players are rated", () => {
    const rated = { ...input, players: input.players.map((p, i) => ({ ...p, rating: i < 3 ? 30 : 10 })) };
    expect(
      balanceCost(
        {
          tables: [
            ["a", "b", "c"],
            ["d", "e", "f"],
          ],
        },
        rated,
      ).strengthGap,
    ).toBe(20);
    expect(
      balanceCost(
        {
          tables: [
            ["a", "b", "c"],
            ["d", "e", "f"],
          ],
        },
        input,
      ).strengthGap,
    ).toBeNull();
  });
});

describe("assignSides", () => {
  it.each([
    {
      label: "fewer first sides goes first",
      history: [{ tables: [["a", "x"]] }, { tables: [["a", "y"]] }, { tables: [["b", "z"]] }],
      want: [["b", "a"]],
    },
    {
      label: "tie: who had the second side last goes first",
      history: [{ tables: [["a", "b"]] }, { tables: [["b", "a"]] }, { tables: [["a", "z"]] }, { tables: [["z", "b"]] }],
      want: [["b", "a"]],
    },
    { label: "no history keeps the order given", history: [], want: [["a", "b"]] },
  ])("$label", ({ history, want }) => {
    expect(assignSides([["a", "b"]], history)).toEqual(want);
  });

  it("leaves tables of other sizes alone", () => {
    expect(assignSides([["c", "a", "b"]], [])).toEqual([["c", "a", "b"]]);
  });
});
