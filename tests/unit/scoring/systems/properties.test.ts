import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  gameSystems,
  getSystem,
  parseRules,
  variantStats,
  rankGame,
  presets,
  rankPlay,
  scorePlay,
  ScoringInputError,
  seasonPlaySettings,
  type GameTieBreakKey,
  type Play,
  type PlayResult,
  type SystemId,
} from "../../../../src/scoring";
import { chainArb, gameArb, shuffled } from "../arbitraries";
import { playArbs } from "./arbitraries";
import { asPlay } from "./helpers";

const ids = gameSystems.map((s) => s.id);
const isCompetitionRanking = (ranks: number[]) =>
  ranks.every((r, i) => (i === 0 ? r === 1 : r === ranks[i - 1] || r === i + 1));

/** A copy of the play with one change; `seats` edits receive each seat's values. */
function edit(play: Play, change: (p: Play) => void): Play {
  const copy = structuredClone(play);
  change(copy);
  return copy;
}
const v = (p: Play, i: number) => p.seats[i].values;

/** For each system, changes that break one rule of the rulebook (or of the club default), whatever the valid play. */
const breakers: Record<SystemId, [string, (p: Play) => Play][]> = {
  risiko: [
    [
      "objective points above the total",
      (p) => edit(p, (c) => void (v(c, 0).objectivePoints = (v(c, 0).objectiveTotal as number) + 1)),
    ],
    [
      "two completed objectives",
      (p) =>
        edit(p, (c) =>
          [0, 1].forEach((i) =>
            Object.assign(v(c, i), {
              objectiveCompleted: true,
              objectivePoints: v(c, i).objectiveTotal,
              eliminatedOrder: null,
            }),
          ),
        ),
    ],
    [
      "completedHoldsAll: a completed objective without all its points",
      (p) =>
        edit(p, (c) =>
          Object.assign(v(c, 0), { objectiveCompleted: true, objectivePoints: (v(c, 0).objectiveTotal as number) - 1 }),
        ),
    ],
    [
      "eliminatedHoldsNothing: points on an eliminated seat",
      (p) =>
        edit(p, (c) =>
          Object.assign(v(c, 0), { objectiveCompleted: false, objectivePoints: 5, eliminatedOrder: c.seats.length }),
        ),
    ],
    ["a repeated turn order", (p) => edit(p, (c) => void (c.seats[1].seatOrder = c.seats[0].seatOrder))],
    [
      "eliminatedByAtTable: eliminated by someone not at the table",
      (p) => edit(p, (c) => void (v(c, 0).eliminatedBy = "nobody-here")),
    ],
    [
      "lastStandingLeavesOne: last one standing with several survivors",
      (p) =>
        edit(p, (c) => {
          c.endedBy = "lastStanding";
          c.seats.forEach((s) =>
            Object.assign(s.values, { eliminatedOrder: null, objectiveCompleted: false, objectivePoints: 0 }),
          );
        }),
    ],
  ],
  spqr: [
    [
      "two seats at the target",
      (p) =>
        edit(p, (c) => {
          c.game = { mode: "target", targetVp: 10 };
          [0, 1].forEach((i) => Object.assign(v(c, i), { vp: 10, eliminatedOrder: null }));
        }),
    ],
    [
      "timeBelowTarget: time mode with the target reached",
      (p) =>
        edit(p, (c) => {
          c.game = { mode: "time", targetVp: 10 };
          Object.assign(v(c, 0), { vp: 12, eliminatedOrder: null });
        }),
    ],
    ["target mode without a target", (p) => edit(p, (c) => void (c.game = { mode: "target" }))],
    [
      "more than 5 seats",
      (p) =>
        edit(p, (c) => {
          while (c.seats.length < 6) c.seats.push({ playerId: `x${c.seats.length}`, values: { vp: 0 } });
        }),
    ],
  ],
  nero: [
    [
      "two automatic victories",
      (p) => edit(p, (c) => [0, 1].forEach((i) => Object.assign(v(c, i), { automaticVictory: true }))),
    ],
    [
      "stopped before turn 4 with no automatic victory",
      (p) =>
        edit(p, (c) => {
          c.seats.forEach((s) => (s.values.automaticVictory = false));
          c.game = { turnsPlayed: 3 };
        }),
    ],
    ["three Emperors", (p) => edit(p, (c) => [0, 1, 2].forEach((i) => (v(c, i).leaderAtEnd = "Imperatore")))],
    [
      "emperorInRomeIsEmperor: Emperor in Rome without being Emperor",
      (p) => edit(p, (c) => Object.assign(v(c, 0), { emperorInRome: true, leaderAtEnd: "Contendente" })),
    ],
    [
      "automaticVictoryControlsAreas: automatic victory with 2 Areas",
      (p) =>
        edit(p, (c) => {
          c.seats.forEach((s) => Object.assign(s.values, { automaticVictory: false, areasControlled: null }));
          Object.assign(v(c, 0), { automaticVictory: true, areasControlled: 2 });
        }),
    ],
    [
      "emptyAreaWithThree: an empty Area with 4 players",
      (p) =>
        edit(p, (c) => {
          c.game = { ...c.game, emptyArea: "ovest" };
          if (c.seats.length === 3) c.seats.push({ playerId: "zed", values: { vp: 0, automaticVictory: false } });
        }),
    ],
    [
      "emptyAreaNotABase: the empty Area of a 3-player game is a player's base zone (§3.2)",
      (p) =>
        edit(p, (c) => {
          c.seats = c.seats.slice(0, 3);
          c.seats[0].identity = { ...c.seats[0].identity, baseZone: "ovest" };
          c.seats[1].identity = { ...c.seats[1].identity, baseZone: "centrale" };
          c.seats[2].identity = { ...c.seats[2].identity, baseZone: "orientale" };
          c.game = { ...c.game, emptyArea: "ovest" };
        }),
    ],
    [
      "more than 4 Areas in all",
      (p) =>
        edit(p, (c) => {
          v(c, 0).areasControlled = 3;
          v(c, 1).areasControlled = 2;
        }),
    ],
    [
      "more than 2 Italian provinces in all",
      (p) =>
        edit(p, (c) => {
          v(c, 0).italianProvinces = 2;
          v(c, 1).italianProvinces = 1;
        }),
    ],
    ["two seats on one base zone", (p) => edit(p, (c) => void (c.seats[1].identity = { ...c.seats[0].identity }))],
  ],
  hotre: [
    ["two equal Emperor counters", (p) => edit(p, (c) => void (v(c, 1).lastEmperorNumber = v(c, 0).lastEmperorNumber))],
    ["a negative Faction balance", (p) => edit(p, (c) => void (v(c, 0).vpFaction = -1))],
    [
      "startAreas: two seats on one start area",
      (p) =>
        edit(
          p,
          (c) =>
            void (c.seats[1].identity = {
              ...c.seats[1].identity,
              startArea: c.seats[0].identity?.startArea as string,
            }),
        ),
    ],
    [
      "factionDeadNoPvr: a dead Faction with F above 0 (§5.7)",
      (p) => edit(p, (c) => void Object.assign(v(c, 0), { factionDead: true, vpFaction: 5 })),
    ],
    [
      "factionDead2NoPvr: a dead second group with F above 0 (§5.7, §15.1)",
      (p) =>
        edit(p, (c) => {
          c.seats = c.seats.slice(0, 2);
          c.seats.forEach(
            (s, i) =>
              Object.assign(s.values, {
                lastEmperorNumber: i + 1,
                vpPopulation2: 1,
                vpFaction2: 0,
                lastEmperorNumber2: i + 3,
              }),
            (c.seats[0].identity = c.seats[1].identity = undefined),
          );
          Object.assign(v(c, 1), { factionDead2: true, vpFaction2: 5 });
        }),
    ],
    [
      "emperorCountersDistinct: a second group drawing another seat's counter (§14.1, §15.1)",
      (p) =>
        edit(p, (c) => {
          c.seats = c.seats.slice(0, 2);
          c.seats.forEach(
            (s, i) =>
              Object.assign(s.values, {
                lastEmperorNumber: i + 1,
                vpPopulation2: 1,
                vpFaction2: 0,
                lastEmperorNumber2: i + 3,
                factionDead2: false,
              }),
            (c.seats[0].identity = c.seats[1].identity = undefined),
          );
          v(c, 1).lastEmperorNumber2 = 1;
        }),
    ],
    [
      "a 2-player seat without its second group (§15.1)",
      (p) =>
        edit(p, (c) => {
          c.seats = c.seats.slice(0, 2);
          delete v(c, 0).vpPopulation2;
          v(c, 1).vpPopulation2 = 1;
        }),
    ],
    [
      "a second group at a table of 3 or 4 (§15.1)",
      (p) =>
        edit(p, (c) => {
          if (c.seats.length === 2)
            c.seats.push({ playerId: "zed", values: { vpPopulation: 0, vpFaction: 0, lastEmperorNumber: 6 } });
          v(c, 0).vpFaction2 = 1;
        }),
    ],
    [
      "ended at the last Period before the seventh (§3.3, §3.4)",
      (p) => edit(p, (c) => void Object.assign(c, { endedBy: "turnLimit", game: { periodsPlayed: 5 } })),
    ],
  ],
  "julius-caesar": [
    [
      "ended before year 5 with no side at 10 VP",
      (p) =>
        edit(p, (c) => {
          c.seats.forEach((s) => Object.assign(s.values, { cityVp: 2, leadersKilled: 0 }));
          c.game = { endedYear: 4 };
        }),
    ],
    [
      "romeIsAFriendlyCity: Rome controlled with 1 city VP",
      (p) =>
        edit(p, (c) => {
          Object.assign(v(c, 0), { controlsRome: true, cityVp: 1 });
          v(c, 1).controlsRome = false;
        }),
    ],
    [
      "both sides control Rome",
      (p) => edit(p, (c) => c.seats.forEach((s) => Object.assign(s.values, { cityVp: 5, controlsRome: true }))),
    ],
    ["more than 13 city VP", (p) => edit(p, (c) => c.seats.forEach((s) => (s.values.cityVp = 7)))],
    ["two seats on one side", (p) => edit(p, (c) => c.seats.forEach((s) => (s.identity = { side: "Pompeo" })))],
    [
      "a third player",
      (p) =>
        edit(
          p,
          (c) => void c.seats.push({ playerId: "zed", values: { cityVp: 0, leadersKilled: 0, controlsRome: false } }),
        ),
    ],
  ],
  cote2: [
    ["three seasons", (p) => edit(p, (c) => void (c.game = { seasons: 3 }))],
    [
      "variantFollows: the fifth season named at 4 seasons (CONCLUSIONE DEL GIOCO; decision 0063)",
      (p) => edit(p, (c) => void Object.assign(c, { game: { seasons: 4 }, variants: ["fifthSeason"] })),
    ],
    ["negative influence tokens", (p) => edit(p, (c) => void (v(c, 0).influenceTokens = -1))],
    ["a missing VP total", (p) => edit(p, (c) => void delete v(c, 0).vp)],
  ],
};

const withDecisive = ids.filter((id) => gameSystems.find((s) => s.id === id)?.ranking.decisive.length);

describe.each(ids)("rankPlay properties: %s", (id) => {
  it("the order of the seats never changes the result", () => {
    fc.assert(
      fc.property(
        playArbs[id]().chain((play) => fc.tuple(fc.constant(play), shuffled(play.seats))),
        ([play, seats]) => {
          expect(rankPlay(id, { ...play, seats })).toEqual(rankPlay(id, play));
        },
      ),
    );
  });

  it("returns every seat once, in rank order, with competition ranks and a consistent result", () => {
    fc.assert(
      fc.property(playArbs[id](), (play) => {
        const out: PlayResult = rankPlay(id, play);
        expect(out.seats.map((s) => s.playerId).sort()).toEqual(play.seats.map((s) => s.playerId).sort());
        expect(isCompetitionRanking(out.seats.map((s) => s.rank))).toBe(true);
        const top = out.seats.filter((s) => s.rank === 1);
        const winners = out.seats.filter((s) => s.isWinner);
        if (out.result === "win") expect(winners.length === 1 && top.length === 1).toBe(true);
        if (out.result === "sharedWin") expect(winners.length === top.length && top.length > 1).toBe(true);
        if (out.result === "draw") expect(winners.length === 0 && top.length > 1).toBe(true);
      }),
    );
  });

  it.each(breakers[id])("rejects a play with %s", (_name, breaker) => {
    fc.assert(
      fc.property(playArbs[id](), (play) => {
        expect(() => rankPlay(id, breaker(play))).toThrow(ScoringInputError);
      }),
      { numRuns: 50 },
    );
  });
});

describe("every named invariant of every system", () => {
  it.each(gameSystems.flatMap((system) => system.invariants.map((inv) => [system.id, inv.id] as const)))(
    "%s: %s has a breaker above",
    (id, invariant) => {
      expect(breakers[id].some(([name]) => name.startsWith(`${invariant}:`))).toBe(true);
    },
  );
});

describe.each(withDecisive)("a decisive condition always wins: %s", (id) => {
  it("the seat that meets it is alone at 1st, whatever the others score", () => {
    fc.assert(
      fc.property(playArbs[id]({ decisive: true }), (play) => {
        const out = rankPlay(id, play);
        expect(out.result).toBe("win");
        expect(out.seats[0].decidedBy).toMatch(/^decisive:/);
        expect(out.seats.filter((s) => s.rank === 1)).toHaveLength(1);
        expect(out.seats.filter((s) => s.isWinner)).toEqual([out.seats[0]]);
      }),
    );
  });
});

describe("rankPlay('risiko') equals rankGame", () => {
  const settingsFor = (chain: GameTieBreakKey[]) => {
    const cut = chain.indexOf("shared");
    const keys = (cut === -1 ? chain : chain.slice(0, cut)).map((k) => (k === "laterTurn" ? "seatOrder" : k));
    return { tieBreak: keys };
  };

  it("gives every seat the same rank and winner flag on random games and tie-break chains", () => {
    fc.assert(
      fc.property(gameArb(), chainArb, (game, chain) => {
        const byGame = rankGame(game, parseRules({ gameTieBreak: chain }));
        const byPlay = rankPlay(
          "risiko",
          asPlay(game.seats),
          chain.length === 0 ? { tieBreak: [] } : settingsFor(chain),
        );
        for (const s of byPlay.seats) {
          const o = byGame.find((x) => x.playerId === s.playerId);
          expect([s.rank, s.isWinner]).toEqual([o?.rank, o?.isWinner]);
        }
      }),
    );
  });

  it("scorePlay with the season's settings gives every seat rankGame's rank, winner flag and points, for every formula", () => {
    const kinds = ["placement", "winnerBonus", "league100", "winsFirst"] as const;
    fc.assert(
      fc.property(gameArb(), chainArb, fc.constantFrom(...kinds), fc.boolean(), (game, chain, kind, draw) => {
        const tieBreak = draw ? [...chain.filter((k) => k !== "shared"), "draw" as const] : chain;
        const rules = parseRules({ ...presets[kind], gameTieBreak: tieBreak });
        const byGame = rankGame(game, rules);
        const byPlay = scorePlay("risiko", asPlay(game.seats), rules, seasonPlaySettings("risiko", rules, null));
        expect(byPlay.seats.map((s) => [s.playerId, s.rank, s.isWinner, s.points])).toEqual(
          byGame.map((o) => [o.playerId, o.rank, o.isWinner, o.points]),
        );
      }),
    );
  });

  it("rejects what rankGame rejects, on games with one field broken", () => {
    const breakArb = fc.constantFrom<[string, unknown][]>(
      [["objectivePoints", 200]],
      [["objectivePoints", -5]],
      [["armies", -1]],
      [["eliminatedOrder", 9]],
      [["objectiveCompleted", true]],
      [["turnOrder", 0]],
    );
    fc.assert(
      fc.property(gameArb(), breakArb, fc.nat(5), (game, changes, k) => {
        const i = k % game.seats.length;
        const seats = game.seats.map((s, j) => (j === i ? { ...s, ...Object.fromEntries(changes) } : s));
        let gameError = false;
        try {
          rankGame({ ...game, seats }, parseRules({}));
        } catch {
          gameError = true;
        }
        let playError = false;
        try {
          rankPlay("risiko", asPlay(seats));
        } catch (e) {
          playError = e instanceof ScoringInputError;
        }
        expect(playError).toBe(gameError);
      }),
    );
  });
});

// Decision 0063: plays recorded before a rule gained fields, and a variant that follows from a game field.
describe("HOTRE: a 2-player play recorded before the two groups (§15.1; decisions 0043, 0063)", () => {
  /** the same play as recorded before: both groups' P and F summed, the higher counter, no second group */
  const asOlderRecord = (play: Play): Play =>
    edit(play, (c) =>
      c.seats.forEach((seat) => {
        const x = seat.values;
        seat.values = {
          vpPopulation: (x.vpPopulation as number) + (x.vpPopulation2 as number),
          vpFaction: (x.vpFaction as number) + (x.vpFaction2 as number),
          lastEmperorNumber: Math.max(x.lastEmperorNumber as number, x.lastEmperorNumber2 as number),
        };
      }),
    );
  const twoPlayers = playArbs.hotre().filter((p) => p.seats.length === 2);

  it("ranks every seat as the two-group play it sums, when read from history; a new result refuses it", () => {
    fc.assert(
      fc.property(twoPlayers, (play) => {
        const older = asOlderRecord(play);
        const ranks = (r: PlayResult) => r.seats.map((x) => [x.playerId, x.rank, x.isWinner]);
        expect(ranks(rankPlay("hotre", older, undefined, { olderRecords: true }))).toEqual(
          ranks(rankPlay("hotre", play)),
        );
        expect(() => rankPlay("hotre", older)).toThrow(ScoringInputError);
      }),
      { numRuns: 100 },
    );
  });

  it("reading history never lets a partly given second group through", () => {
    fc.assert(
      fc.property(twoPlayers, fc.constantFrom("vpPopulation2", "vpFaction2", "lastEmperorNumber2"), (play, key) => {
        const partial = edit(play, (c) => void delete c.seats[1].values[key]);
        expect(() => rankPlay("hotre", partial, undefined, { olderRecords: true })).toThrow(ScoringInputError);
      }),
      { numRuns: 50 },
    );
  });
});

describe("CotE II: the fifth season is seasons 5 (CONCLUSIONE DEL GIOCO; decision 0063)", () => {
  it("counts in the statistics exactly the 5-season plays, whether the variant was named or not", () => {
    const named = fc.array(fc.tuple(playArbs.cote2(), fc.boolean()), { maxLength: 12 });
    fc.assert(
      fc.property(named, (list) => {
        const plays = list.map(([p, name], i) => {
          const play = name && p.game?.seasons === 5 ? { ...p, variants: ["fifthSeason"] } : p;
          const out = rankPlay("cote2", play);
          return {
            id: `g${i}`,
            game: play.game,
            variants: play.variants,
            result: out.result,
            seats: out.seats.map((x) => ({ playerId: x.playerId, values: {}, rank: x.rank, isWinner: x.isWinner })),
          };
        });
        const fifth = plays.filter((p) => p.game?.seasons === 5).length;
        const rows = variantStats(getSystem("cote2"), plays);
        expect(rows.find((r) => r.variant === "fifthSeason")?.plays).toBe(fifth);
        expect(rows.find((r) => r.variant === null)?.plays).toBe(plays.length - fifth);
      }),
      { numRuns: 50 },
    );
  });
});
