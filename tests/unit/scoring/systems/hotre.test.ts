import { describe, expect, it } from "vitest";
import {
  getSystem,
  olderRecordOf,
  rankPlay,
  ScoringInputError,
  type CheckOptions,
  type Play,
  type Value,
} from "../../../../src/scoring";
import { expectRanking, expectRejected, ranking, s, type Case, type Rejection } from "./helpers";

const seat = (id: string, P: number, F: number, emperor: number, identity?: Record<string, string>) =>
  s(id, { vpPopulation: P, vpFaction: F, lastEmperorNumber: emperor }, identity ? { identity } : {});
/** §15.1: a 2-player seat with its two groups' P, F and Emperor counters */
const two = (
  id: string,
  first: [number, number, number],
  second: [number, number, number],
  identity?: Record<string, string>,
  extra: Record<string, Value> = {},
) =>
  s(
    id,
    {
      vpPopulation: first[0],
      vpFaction: first[1],
      lastEmperorNumber: first[2],
      vpPopulation2: second[0],
      vpFaction2: second[1],
      lastEmperorNumber2: second[2],
      ...extra,
    },
    identity ? { identity } : {},
  );
const hotre = (...seats: ReturnType<typeof seat>[]) => ({ game: { periodsPlayed: 7 }, seats });

describe("HOTRE: ranking (rulebook §14.1)", () => {
  it.each<Case>([
    [
      "§14.1: P and F are summed only at the end; most total wins",
      hotre(seat("a", 30, 10, 1), seat("b", 12, 33, 2), seat("c", 20, 15, 3), seat("d", 5, 5, 4)),
      "win",
      "b:1 a:2 c:3 d:4",
    ],
    [
      "§14.1: equal totals: the higher last-Period Emperor counter wins",
      hotre(seat("a", 30, 10, 2), seat("b", 20, 20, 5), seat("c", 1, 1, 6)),
      "win",
      "b:1 a:2 c:3",
    ],
    [
      "§14.1 [default, §8 #16]: the counter orders every tied place, not only the top",
      hotre(seat("a", 50, 0, 1), seat("b", 10, 10, 3), seat("c", 15, 5, 6)),
      "win",
      "a:1 c:2 b:3",
    ],
    [
      "§15.1: 2 players, the combined total of both groups wins (not the best single group)",
      hotre(
        two("a", [20, 10, 1], [15, 5, 2], { startArea: "Italia", secondStartArea: "Syria" }),
        two("b", [40, 5, 3], [1, 1, 4], { startArea: "Aquitania", secondStartArea: "Macedonia" }),
      ),
      "win",
      "a:1 b:2",
    ],
    [
      "§15.1, §14.1 [default §8 #11]: 2 players tied on the combined total: the higher of each seat's two counters",
      hotre(two("a", [20, 10, 1], [5, 5, 6]), two("b", [30, 0, 4], [10, 0, 5])),
      "win",
      "a:1 b:2",
    ],
    [
      "§15.1, §5.7: a dead second group keeps its P, F is 0",
      hotre(two("a", [20, 10, 1], [12, 0, 2], undefined, { factionDead2: true }), two("b", [20, 10, 3], [11, 0, 4])),
      "win",
      "a:1 b:2",
    ],
    [
      "§3.3, §3.4: ended at the last Period after all seven",
      {
        endedBy: "turnLimit",
        game: { periodsPlayed: 7 },
        seats: [seat("a", 3, 3, 1), seat("b", 2, 2, 2), seat("c", 1, 1, 3)],
      },
      "win",
      "a:1 b:2 c:3",
    ],
    [
      "§5.7: a dead Faction still ranks by its points",
      {
        seats: [
          s("a", { vpPopulation: 9, vpFaction: 0, lastEmperorNumber: 1, factionDead: true }),
          seat("b", 3, 3, 2),
          seat("c", 1, 1, 3),
        ],
      },
      "win",
      "a:1 b:2 c:3",
    ],
  ])("%s", (_label, play, result, ranks) => {
    expectRanking("hotre", play, result, ranks);
  });
});

describe("HOTRE: rejected plays", () => {
  it.each<Rejection>([
    [
      "§14.1: two seats with the same Emperor counter",
      hotre(seat("a", 1, 1, 3), seat("b", 2, 2, 3), seat("c", 3, 3, 1)),
      "seats[1].values.lastEmperorNumber",
    ],
    [
      "§14.1: an Emperor counter above 6",
      hotre(seat("a", 1, 1, 7), seat("b", 2, 2, 3)),
      "seats[0].values.lastEmperorNumber",
    ],
    [
      "§14.3 (§8 #12): F is a balance, never negative",
      hotre(seat("a", 1, -2, 1), seat("b", 2, 2, 3)),
      "seats[0].values.vpFaction",
    ],
    ["§14.2: P never negative", hotre(seat("a", -1, 2, 1), seat("b", 2, 2, 3)), "seats[0].values.vpPopulation"],
    [
      "§5.5: two seats start in Italia",
      hotre(
        seat("a", 1, 1, 1, { startArea: "Italia" }),
        seat("b", 2, 2, 3, { startArea: "Italia" }),
        seat("c", 3, 3, 2),
      ),
      "seats[1].identity.startArea",
    ],
    [
      "§15.1: a second group with 3 players",
      hotre(
        seat("a", 1, 1, 1, { startArea: "Italia", secondStartArea: "Syria" }),
        seat("b", 2, 2, 3),
        seat("c", 3, 3, 2),
      ),
      "seats[0].identity.secondStartArea",
    ],
    [
      "§15.1: 2 players, one start area only",
      hotre(
        two("a", [1, 1, 1], [1, 1, 2], { startArea: "Italia" }),
        two("b", [2, 2, 3], [1, 1, 4], { startArea: "Syria", secondStartArea: "Aquitania" }),
      ),
      "seats[0].identity.secondStartArea",
    ],
    [
      "§15.1: 2 players, the same area for both groups of two seats",
      hotre(
        two("a", [1, 1, 1], [1, 1, 2], { startArea: "Italia", secondStartArea: "Syria" }),
        two("b", [2, 2, 3], [1, 1, 4], { startArea: "Syria", secondStartArea: "Aquitania" }),
      ),
      "seats[1].identity.startArea",
    ],
    [
      "§3.3: an eighth Period",
      { game: { periodsPlayed: 8 }, seats: [seat("a", 1, 1, 1), seat("b", 2, 2, 3)] },
      "game.periodsPlayed",
    ],
    [
      "§15.1: 5 players",
      hotre(seat("a", 1, 1, 1), seat("b", 2, 2, 2), seat("c", 2, 2, 3), seat("d", 2, 2, 4), seat("e", 2, 2, 5)),
      "seats",
    ],
    [
      "§14.1: the Emperor counter is required",
      { seats: [s("a", { vpPopulation: 1, vpFaction: 1 }), seat("b", 2, 2, 3)] },
      "seats[0].values.lastEmperorNumber",
    ],
    [
      "§15.1: 2 players, the second group's P is required",
      hotre(seat("a", 1, 1, 1), two("b", [2, 2, 3], [1, 1, 4])),
      "seats[0].values.vpPopulation2",
    ],
    [
      "§15.1: a second group's F with 3 players",
      hotre(
        s("a", { vpPopulation: 1, vpFaction: 1, lastEmperorNumber: 1, vpFaction2: 3 }),
        seat("b", 2, 2, 3),
        seat("c", 3, 3, 2),
      ),
      "seats[0].values.vpFaction2",
    ],
    [
      "§15.1, §14.1: the second group's counter is another seat's",
      hotre(two("a", [1, 1, 1], [1, 1, 3]), two("b", [2, 2, 3], [1, 1, 4])),
      "seats[0].values.lastEmperorNumber2",
    ],
    [
      "§15.1, §14.1: both groups of a seat with one counter",
      hotre(two("a", [1, 1, 2], [1, 1, 2]), two("b", [2, 2, 3], [1, 1, 4])),
      "seats[0].values.lastEmperorNumber2",
    ],
    [
      "§3.3, §3.4: 'end of the last Period' after 5 of the seven",
      {
        endedBy: "turnLimit",
        game: { periodsPlayed: 5 },
        seats: [seat("a", 1, 1, 1), seat("b", 2, 2, 3), seat("c", 3, 3, 2)],
      },
      "game.periodsPlayed",
    ],
    [
      "§3.3, §3.4: 'end of the last Period' at Period 5, without the Periods played",
      { endedBy: "turnLimit", endedAt: 5, seats: [seat("a", 1, 1, 1), seat("b", 2, 2, 3), seat("c", 3, 3, 2)] },
      "endedAt",
    ],
    [
      "§5.7: a dead Faction has no PVR left, F is 0",
      hotre(
        s("a", { vpPopulation: 9, vpFaction: 4, lastEmperorNumber: 1, factionDead: true }),
        seat("b", 3, 3, 2),
        seat("c", 1, 1, 3),
      ),
      "seats[0].values.vpFaction",
    ],
    [
      "§15.1, §5.7: a dead second group has F 0",
      hotre(two("a", [1, 1, 1], [1, 2, 2], undefined, { factionDead2: true }), two("b", [2, 2, 3], [1, 1, 4])),
      "seats[0].values.vpFaction2",
    ],
    [
      "emperorCounter is derived, never typed",
      {
        seats: [
          s("a", { vpPopulation: 1, vpFaction: 1, lastEmperorNumber: 1, emperorCounter: 1 }),
          seat("b", 2, 2, 3),
          seat("c", 3, 3, 2),
        ],
      },
      "seats[0].values.emperorCounter",
    ],
    [
      "vpTotal is derived, never typed",
      { seats: [s("a", { vpPopulation: 1, vpFaction: 1, lastEmperorNumber: 1, vpTotal: 2 }), seat("b", 2, 2, 3)] },
      "seats[0].values.vpTotal",
    ],
  ])("%s", (_label, play, path) => {
    expectRejected("hotre", play, path);
  });
});

// Decision 0063: a 2-player play recorded before decision 0043 summed both groups' P and F in the first group's
// fields and kept one Emperor counter (the higher). Read from history (an import, a stored play ranked again) it is
// accepted as it is and ranked by those combined figures; a new result (no options) must give both groups (§15.1).
describe("HOTRE: 2-player plays recorded before the two groups (§15.1; decisions 0043, 0063)", () => {
  const combined = (a: [number, number, number], b: [number, number, number]) =>
    hotre(
      seat("a", ...a, { startArea: "Italia", secondStartArea: "Syria" }),
      seat("b", ...b, { startArea: "Aquitania", secondStartArea: "Macedonia" }),
    );
  const history = { olderRecords: true } as const;

  it.each<[label: string, play: Play, ranks: string, decidedBy: string]>([
    ["§14.1, §15.1: the combined total wins", combined([35, 15, 2], [45, 1, 6]), "a:1 b:2", "key:vpTotal"],
    [
      "§14.1 [default §8 #11]: equal combined totals, the higher counter recorded wins",
      combined([30, 20, 5], [40, 10, 3]),
      "a:1 b:2",
      "key:emperorCounter",
    ],
  ])("%s", (_label, play, ranks, decidedBy) => {
    const out = rankPlay("hotre", play, undefined, history);
    expect(ranking(out)).toBe(ranks);
    expect(out.seats[0].decidedBy).toBe(decidedBy);
    expect(olderRecordOf(getSystem("hotre"), play)?.id).toBe("combinedGroups");
  });

  it.each<[label: string, play: Play, options: CheckOptions | undefined, path: string]>([
    [
      "§15.1: a new result (no options) gives both groups",
      combined([35, 15, 2], [45, 1, 6]),
      undefined,
      "seats[0].values.vpPopulation2",
    ],
    [
      "§15.1: a caller accepting no older shape refuses it",
      combined([35, 15, 2], [45, 1, 6]),
      { olderRecords: [] },
      "seats[1].values.lastEmperorNumber2",
    ],
    [
      "§15.1: one seat with a second group is not an older record: the other seat's is required",
      hotre(seat("a", 1, 1, 1), two("b", [2, 2, 3], [1, 1, 4])),
      history,
      "seats[0].values.vpPopulation2",
    ],
    [
      "§15.1: a second group begun (its F only) is not an older record",
      hotre(s("a", { vpPopulation: 1, vpFaction: 1, lastEmperorNumber: 1, vpFaction2: 0 }), seat("b", 2, 2, 3)),
      history,
      "seats[0].values.vpPopulation2",
    ],
    [
      "§14.1: an older record still needs its seats' distinct counters",
      combined([35, 15, 2], [45, 1, 2]),
      history,
      "seats[1].values.lastEmperorNumber",
    ],
  ])("%s", (_label, play, options, path) => {
    let error: unknown = null;
    try {
      rankPlay("hotre", play, undefined, options);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ScoringInputError);
    expect((error as ScoringInputError).issues.map((i) => i.path)).toContain(path);
  });

  it("the shape is named: accepted by its id, and only at a table of 2", () => {
    const play = combined([35, 15, 2], [45, 1, 6]);
    expect(rankPlay("hotre", play, undefined, { olderRecords: ["combinedGroups"] }).result).toBe("win");
    expect(olderRecordOf(getSystem("hotre"), play, [])).toBeNull();
    const three = hotre(seat("a", 1, 1, 1), seat("b", 2, 2, 2), seat("c", 3, 3, 3));
    expect(olderRecordOf(getSystem("hotre"), three)).toBeNull();
    expect(
      olderRecordOf(getSystem("hotre"), hotre(two("a", [1, 1, 1], [1, 1, 2]), two("b", [2, 2, 3], [1, 1, 4]))),
    ).toBeNull();
  });
});
