import { describe, expect, it } from "vitest";
import { DealError, dealObjectives, type DealHistory } from "@/dealing/deal";
import { seededRng } from "@/dealing/rng";
import { commitmentOf } from "@/dealing/commitment";

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ seatId: `s${i + 1}`, playerId: `p${i + 1}` }));
const objectives = (n: number) => Array.from({ length: n }, (_, i) => `o${i + 1}`);
const day = (d: number) => new Date(Date.UTC(2010, 0, d));

describe("dealObjectives", () => {
  it.each([3, 4, 5, 6])("gives %i seats pairwise different objectives", (n) => {
    for (let seed = 0; seed < 50; seed++) {
      const deal = dealObjectives(seats(n), objectives(n), [], seededRng(seed));
      expect(deal).toHaveLength(n);
      expect(new Set(deal.map((d) => d.objectiveId)).size).toBe(n);
      expect(new Set(deal.map((d) => d.seatId)).size).toBe(n);
    }
  });

  it("refuses a set with fewer objectives than players", () => {
    expect(() => dealObjectives(seats(5), objectives(4), [], seededRng(1))).toThrow(DealError);
    expect(() => dealObjectives(seats(5), objectives(4), [], seededRng(1))).toThrow("tooFewObjectives");
  });

  it("is reproducible with the same seed and varies with the seed", () => {
    const a = dealObjectives(seats(5), objectives(20), [], seededRng(42));
    const b = dealObjectives(seats(5), objectives(20), [], seededRng(42));
    expect(a).toEqual(b);
    const outcomes = new Set(
      Array.from({ length: 20 }, (_, s) => JSON.stringify(dealObjectives(seats(5), objectives(20), [], seededRng(s)))),
    );
    expect(outcomes.size).toBeGreaterThan(10);
  });

  it("never repeats an objective a player already had when the set allows it", () => {
    // p1 held o1..o4, p2 held o5..o8; 10 objectives → each must get one they never had
    const history: DealHistory[] = [
      ...["o1", "o2", "o3", "o4"].map((o, i) => ({ playerId: "p1", objectiveId: o, dealtAt: day(i + 1) })),
      ...["o5", "o6", "o7", "o8"].map((o, i) => ({ playerId: "p2", objectiveId: o, dealtAt: day(i + 1) })),
      ...["o9"].map((o) => ({ playerId: "p3", objectiveId: o, dealtAt: day(1) })),
    ];
    for (let seed = 0; seed < 100; seed++) {
      const deal = new Map(
        dealObjectives(seats(3), objectives(10), history, seededRng(seed)).map((d) => [d.seatId, d.objectiveId]),
      );
      expect(["o1", "o2", "o3", "o4"]).not.toContain(deal.get("s1"));
      expect(["o5", "o6", "o7", "o8"]).not.toContain(deal.get("s2"));
      expect(deal.get("s3")).not.toBe("o9");
    }
  });

  it("solves the table as a whole: a greedy first pick must not steal the only fresh objective of another player", () => {
    // p1 has only o1 fresh; p2 has o1 and o2 fresh → p1 must get o1, p2 o2, whatever the order
    const history: DealHistory[] = [
      { playerId: "p1", objectiveId: "o2", dealtAt: day(1) },
      { playerId: "p1", objectiveId: "o3", dealtAt: day(2) },
      { playerId: "p2", objectiveId: "o3", dealtAt: day(3) },
    ];
    for (let seed = 0; seed < 50; seed++) {
      const deal = new Map(
        dealObjectives(seats(2), objectives(3), history, seededRng(seed)).map((d) => [d.seatId, d.objectiveId]),
      );
      expect(deal.get("s1")).toBe("o1");
      expect(deal.get("s2")).toBe("o2");
    }
  });

  it("when every objective is a repeat, gives the one held longest ago", () => {
    const history: DealHistory[] = [
      { playerId: "p1", objectiveId: "o3", dealtAt: day(1) },
      { playerId: "p1", objectiveId: "o1", dealtAt: day(2) },
      { playerId: "p1", objectiveId: "o2", dealtAt: day(3) },
      { playerId: "p1", objectiveId: "o3", dealtAt: day(4) }, // o3 again, so o1 is now the oldest
    ];
    for (let seed = 0; seed < 30; seed++) {
      expect(dealObjectives(seats(1), objectives(3), history, seededRng(seed))[0].objectiveId).toBe("o1");
    }
  });
});

describe("commitmentOf", () => {
  it("is the SHA-256 hex of objective id + salt", () => {
    // echo -n "abcsalt" | sha256sum
    expect(commitmentOf("abc", "salt")).toBe("169b3a2b0977ebee2eb1fd392c6aa470a3281d439ff32f20baea7309d7f40eec");
    expect(commitmentOf("abc", "salt")).not.toBe(commitmentOf("abc", "salt2"));
  });
});
