import { describe, it } from "vitest";
import { expectRanking, expectRejected, s, type Case, type Rejection } from "./helpers";

const seat = (id: string, P: number, F: number, emperor: number, identity?: Record<string, string>) =>
  s(id, { vpPopulation: P, vpFaction: F, lastEmperorNumber: emperor }, identity ? { identity } : {});
const hotre = (...seats: ReturnType<typeof seat>[]) => ({ game: { periodsPlayed: 7 }, seats });

describe("HOTRE: ranking (rulebook §14.1)", () => {
  it.each<Case>([
    ["§14.1: P and F are summed only at the end; most total wins", hotre(seat("a", 30, 10, 1), seat("b", 12, 33, 2), seat("c", 20, 15, 3), seat("d", 5, 5, 4)), "win", "b:1 a:2 c:3 d:4"],
    ["§14.1: equal totals: the higher last-Period Emperor counter wins", hotre(seat("a", 30, 10, 2), seat("b", 20, 20, 5), seat("c", 1, 1, 6)), "win", "b:1 a:2 c:3"],
    ["§14.1 [default, §8 #16]: the counter orders every tied place, not only the top", hotre(seat("a", 50, 0, 1), seat("b", 10, 10, 3), seat("c", 15, 5, 6)), "win", "a:1 c:2 b:3"],
    ["§15.1: 2 players, each seat's two groups summed and the higher counter", hotre(seat("a", 40, 22, 6, { startArea: "Italia", secondStartArea: "Syria" }), seat("b", 31, 31, 4, { startArea: "Aquitania", secondStartArea: "Macedonia" })), "win", "a:1 b:2"],
    ["§5.7: a dead Faction still ranks by its points", { seats: [s("a", { vpPopulation: 9, vpFaction: 0, lastEmperorNumber: 1, factionDead: true }), seat("b", 3, 3, 2), seat("c", 1, 1, 3)] }, "win", "a:1 b:2 c:3"],
  ])("%s", (_label, play, result, ranks) => {
    expectRanking("hotre", play, result, ranks);
  });
});

describe("HOTRE: rejected plays", () => {
  it.each<Rejection>([
    ["§14.1: two seats with the same Emperor counter", hotre(seat("a", 1, 1, 3), seat("b", 2, 2, 3), seat("c", 3, 3, 1)), "seats[1].values.lastEmperorNumber"],
    ["§14.1: an Emperor counter above 6", hotre(seat("a", 1, 1, 7), seat("b", 2, 2, 3)), "seats[0].values.lastEmperorNumber"],
    ["§14.3 (§8 #12): F is a balance, never negative", hotre(seat("a", 1, -2, 1), seat("b", 2, 2, 3)), "seats[0].values.vpFaction"],
    ["§14.2: P never negative", hotre(seat("a", -1, 2, 1), seat("b", 2, 2, 3)), "seats[0].values.vpPopulation"],
    ["§5.5: two seats start in Italia", hotre(seat("a", 1, 1, 1, { startArea: "Italia" }), seat("b", 2, 2, 3, { startArea: "Italia" }), seat("c", 3, 3, 2)), "seats[1].identity.startArea"],
    ["§15.1: a second group with 3 players", hotre(seat("a", 1, 1, 1, { startArea: "Italia", secondStartArea: "Syria" }), seat("b", 2, 2, 3), seat("c", 3, 3, 2)), "seats[0].identity.secondStartArea"],
    ["§15.1: 2 players, one start area only", hotre(seat("a", 1, 1, 1, { startArea: "Italia" }), seat("b", 2, 2, 3, { startArea: "Syria", secondStartArea: "Aquitania" })), "seats[0].identity.secondStartArea"],
    ["§15.1: 2 players, the same area for both groups of two seats", hotre(seat("a", 1, 1, 1, { startArea: "Italia", secondStartArea: "Syria" }), seat("b", 2, 2, 3, { startArea: "Syria", secondStartArea: "Aquitania" })), "seats[1].identity.startArea"],
    ["§3.3: an eighth Period", { game: { periodsPlayed: 8 }, seats: [seat("a", 1, 1, 1), seat("b", 2, 2, 3)] }, "game.periodsPlayed"],
    ["§15.1: 5 players", hotre(seat("a", 1, 1, 1), seat("b", 2, 2, 2), seat("c", 2, 2, 3), seat("d", 2, 2, 4), seat("e", 2, 2, 5)), "seats"],
    ["§14.1: the Emperor counter is required", { seats: [s("a", { vpPopulation: 1, vpFaction: 1 }), seat("b", 2, 2, 3)] }, "seats[0].values.lastEmperorNumber"],
    ["vpTotal is derived, never typed", { seats: [s("a", { vpPopulation: 1, vpFaction: 1, lastEmperorNumber: 1, vpTotal: 2 }), seat("b", 2, 2, 3)] }, "seats[0].values.vpTotal"],
  ])("%s", (_label, play, path) => {
    expectRejected("hotre", play, path);
  });
});
