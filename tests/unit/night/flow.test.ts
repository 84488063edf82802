import { describe, expect, it } from "vitest";
import { nightFlow } from "@/components/night/flow";

const seats = (...viewed: boolean[]) => viewed.map((v) => ({ viewed: v }));

describe("nightFlow", () => {
  it.each([
    ["planned RisiKo! night", { status: "planned", deals: true, seats: seats(false, false, false) }, "deal"],
    ["dealt, cards still closed", { status: "dealt", deals: true, seats: seats(true, false, false) }, "cards"],
    ["dealt, every card opened", { status: "dealt", deals: true, seats: seats(true, true, true) }, "result"],
    ["finished", { status: "finished", deals: true, seats: seats(true, true, true) }, "recap"],
    ["a play of another game, finished", { status: "finished", deals: false, seats: seats(false, false) }, "recap"],
    ["a play of another game, planned", { status: "planned", deals: false, seats: seats(false, false) }, "result"],
    ["a night with nobody seated", { status: "planned", deals: true, seats: [] }, "seat"],
  ])("%s → %s", (_, game, current) => {
    expect(nightFlow(game)?.current).toBe(current);
  });

  it("has the deal and the cards only for games that deal objectives", () => {
    expect(nightFlow({ status: "planned", deals: true, seats: seats(false) })?.steps).toEqual([
      "create",
      "seat",
      "deal",
      "cards",
      "result",
      "recap",
    ]);
    expect(nightFlow({ status: "finished", deals: false, seats: seats(false) })?.steps).toEqual([
      "create",
      "seat",
      "result",
      "recap",
    ]);
  });

  it("leaves a voided game out of the flow", () => {
    expect(nightFlow({ status: "void", deals: true, seats: seats(true) })).toBeNull();
  });
});
