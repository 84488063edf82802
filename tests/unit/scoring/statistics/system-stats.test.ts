import { describe, expect, it } from "vitest";
import { getSystem, histogram, playerSystemRecord, systemStats, type Play } from "../../../../src/scoring";
import { recordPlay } from "./record-play";

const jc = (
  year: number,
  a: [string, string, number, number, boolean],
  b: [string, string, number, number, boolean],
  endedBy?: string,
): Play => ({
  ...(endedBy ? { endedBy } : {}),
  game: { endedYear: year },
  seats: [a, b].map(([playerId, side, cityVp, leadersKilled, controlsRome]) => ({
    playerId,
    identity: { side },
    values: { cityVp, leadersKilled, controlsRome },
  })),
});

// Ada is Cesare three times: a win by threshold in year 3, a win on Rome after year 5, a draw.
const jcSeason = [
  recordPlay("julius-caesar", jc(3, ["ada", "Cesare", 9, 2, true], ["bea", "Pompeo", 3, 1, false]), "p1"),
  recordPlay("julius-caesar", jc(5, ["ada", "Cesare", 6, 1, true], ["bea", "Pompeo", 5, 2, false]), "p2"),
  recordPlay("julius-caesar", jc(5, ["ada", "Cesare", 6, 0, false], ["bea", "Pompeo", 5, 1, false]), "p3"),
  recordPlay("julius-caesar", jc(4, ["bea", "Cesare", 1, 0, false], ["cid", "Pompeo", 10, 1, true]), "p4"),
];
const JC = getSystem("julius-caesar");

describe("systemStats: Julius Caesar, wins by Cleopatra's side (§3.27, §8.1)", () => {
  const cleo = (play: Play, side: string | null): Play => ({
    ...play,
    game: { ...play.game, ...(side ? { cleopatraSide: side } : {}) },
  });
  // p1 Cesare wins, Cleopatra with Cesare; p2 Cesare wins, Cleopatra with Pompeo; p3 draw, Cleopatra with Pompeo;
  // p4 Pompeo wins, Cleopatra with Pompeo; p5 not recorded
  const season = [
    recordPlay(
      "julius-caesar",
      cleo(jc(3, ["ada", "Cesare", 9, 2, true], ["bea", "Pompeo", 3, 1, false]), "Cesare"),
      "c1",
    ),
    recordPlay(
      "julius-caesar",
      cleo(jc(5, ["ada", "Cesare", 6, 1, true], ["bea", "Pompeo", 5, 2, false]), "Pompeo"),
      "c2",
    ),
    recordPlay(
      "julius-caesar",
      cleo(jc(5, ["ada", "Cesare", 6, 0, false], ["bea", "Pompeo", 5, 1, false]), "Pompeo"),
      "c3",
    ),
    recordPlay(
      "julius-caesar",
      cleo(jc(4, ["bea", "Cesare", 1, 0, false], ["cid", "Pompeo", 10, 1, true]), "Pompeo"),
      "c4",
    ),
    recordPlay(
      "julius-caesar",
      cleo(jc(4, ["bea", "Cesare", 1, 0, false], ["cid", "Pompeo", 10, 1, true]), null),
      "c5",
    ),
  ];
  const table = systemStats(JC, season).byGameChoice.find((t) => t.key === "cleopatraSide")!;

  it("counts the plays that recorded Cleopatra's side, against the side identity", () => {
    expect(table).toMatchObject({ identityKey: "side", plays: 4 });
    expect(table.identityLabel).toEqual(JC.identity[0].label);
  });

  it.each([
    ["Cesare", 1, 1, 0, 0],
    ["Pompeo", 3, 1, 1, 1],
  ])(
    "Cleopatra with %s: the side holding her had %i seats, %i wins, %i draws, %i losses",
    (side, seats, wins, draws, losses) => {
      expect(table.rows.find((r) => r.value === side)).toMatchObject({
        seats,
        wins,
        draws,
        losses,
        winRate: wins / seats,
      });
    },
  );

  it("has no table when no play recorded Cleopatra's side", () => {
    expect(systemStats(JC, jcSeason).byGameChoice).toEqual([]);
  });

  it("only Julius Caesar has a game field naming a seat identity", () => {
    expect(systemStats(getSystem("nero"), []).byGameChoice).toEqual([]);
  });
});

describe("systemStats: Julius Caesar", () => {
  const stats = systemStats(JC, jcSeason);

  it("counts the plays by result", () => {
    expect(stats.results).toEqual({ win: 3, sharedWin: 0, draw: 1 });
  });

  it.each([
    ["Cesare", 4, 2, 1, 1],
    ["Pompeo", 4, 1, 1, 2],
  ])("win rate by side: %s has %i seats, %i wins, %i draws, %i losses", (side, seats, wins, draws, losses) => {
    const row = stats.byIdentity.find((t) => t.key === "side")!.rows.find((r) => r.value === side)!;
    expect(row).toMatchObject({ seats, wins, draws, losses, winRate: wins / seats });
    expect(row.label).toEqual(JC.identity[0].options!.find((o) => o.value === side)!.label);
  });

  it("reads the ending from the decisive seat, or the only other ending, when none is stored", () => {
    expect(stats.endings.map((e) => [e.ending, e.plays, e.draws])).toEqual([
      ["threshold", 2, 0],
      ["yearLimit", 2, 1],
    ]);
  });

  it("lists the year each play ended, by ending", () => {
    expect(stats.lengths?.unit).toBe("year");
    expect(
      stats.lengths?.rows.map((r) => [r.at, r.plays, r.byEnding.map((e) => `${e.ending}:${e.plays}`).join(" ")]),
    ).toEqual([
      [3, 1, "threshold:1"],
      [4, 1, "threshold:1"],
      [5, 2, "yearLimit:2"],
    ]);
  });

  it("winning margin is the winner's VP minus the loser's, over plays with a winner", () => {
    // 11−4 = 7, 7−7 = 0 (won on Rome), 11−1 = 10
    expect(stats.score.averageMargin).toBeCloseTo(17 / 3);
    expect(stats.score.margins.reduce((n, b) => n + b.count, 0)).toBe(3);
    expect(stats.score.averageWinningScore).toBeCloseTo((11 + 7 + 11) / 3);
  });

  it("has no seat-order table when no seat order was recorded", () => {
    expect(stats.bySeatOrder).toBeNull();
  });
});

describe("playerSystemRecord: draws are draws", () => {
  const ada = playerSystemRecord(JC, jcSeason, "ada");

  it("counts played, won, drawn and lost", () => {
    expect(ada.record).toMatchObject({ seats: 3, wins: 2, draws: 1, losses: 0 });
    expect(ada.placements).toEqual([{ rank: 1, count: 3 }]);
  });

  it("head-to-head puts the drawn play as level, not as a win or a loss", () => {
    expect(ada.headToHead).toEqual([{ opponentId: "bea", plays: 3, ahead: 2, behind: 0, even: 1 }]);
  });

  it("keeps the player's plays in the order given, with the side played", () => {
    expect(ada.plays.map((p) => `${p.playId}:${p.result}:${p.score}:${p.identity.side}`)).toEqual([
      "p1:win:11:Cesare",
      "p2:win:7:Cesare",
      "p3:draw:6:Cesare",
    ]);
  });

  it("a player without plays has an empty record", () => {
    const none = playerSystemRecord(JC, jcSeason, "nobody");
    expect(none.record).toMatchObject({ seats: 0, wins: 0, winRate: 0, averageScore: null });
    expect(none.headToHead).toEqual([]);
  });
});

describe("systemStats: other systems, from their definitions", () => {
  it("Nero: an automatic victory on fewer PV gives a negative margin; base zones are the identity", () => {
    const play = recordPlay(
      "nero",
      {
        game: { turnsPlayed: 3 },
        seats: [
          {
            playerId: "ada",
            identity: { baseZone: "ovest" },
            values: { vp: 14, automaticVictory: true, leaderAtEnd: "Imperatore", areasControlled: 3 },
          },
          { playerId: "bea", identity: { baseZone: "centrale" }, values: { vp: 17, automaticVictory: false } },
          { playerId: "cid", identity: { baseZone: "orientale" }, values: { vp: 9, automaticVictory: false } },
        ],
      },
      "n1",
    );
    const stats = systemStats(getSystem("nero"), [play]);
    expect(stats.score.averageMargin).toBe(-3);
    expect(stats.endings.map((e) => e.ending)).toEqual(["automaticVictory"]);
    expect(stats.lengths?.rows).toEqual([{ at: 3, plays: 1, byEnding: [{ ending: "automaticVictory", plays: 1 }] }]);
    expect(stats.byIdentity.map((t) => t.key)).toEqual(["baseZone"]);
    expect(stats.byIdentity[0].rows.map((r) => `${r.value}:${r.wins}`)).toEqual([
      "ovest:1",
      "centrale:0",
      "orientale:0",
    ]);
  });

  it("HOTRE: the primary score is the derived P + F", () => {
    const play = recordPlay(
      "hotre",
      {
        game: { periodsPlayed: 7 },
        seats: [
          {
            playerId: "ada",
            identity: { startArea: "Italia" },
            values: { vpPopulation: 41, vpFaction: 23, lastEmperorNumber: 2 },
          },
          {
            playerId: "bea",
            identity: { startArea: "Syria" },
            values: { vpPopulation: 30, vpFaction: 34, lastEmperorNumber: 5 },
          },
          {
            playerId: "cid",
            identity: { startArea: "Aquitania" },
            values: { vpPopulation: 10, vpFaction: 5, lastEmperorNumber: 1 },
          },
        ],
      },
      "h1",
    );
    const stats = systemStats(getSystem("hotre"), [play]);
    expect(stats.score.label.en).toBe("Total VP");
    expect(stats.score.averageWinningScore).toBe(64);
    expect(stats.score.averageMargin).toBe(0); // won on the Emperor counter
    expect(stats.byIdentity[0].rows.find((r) => r.value === "Syria")?.wins).toBe(1);
  });

  it("S.P.Q.R.: win rate by turn order when seat orders are recorded", () => {
    const play = recordPlay(
      "spqr",
      {
        endedBy: "target",
        game: { mode: "target", targetVp: 12 },
        seats: [
          { playerId: "ada", seatOrder: 2, values: { vp: 12 } },
          { playerId: "bea", seatOrder: 1, values: { vp: 8 } },
          { playerId: "cid", seatOrder: 3, values: { vp: 8 } },
        ],
      },
      "s1",
    );
    const stats = systemStats(getSystem("spqr"), [play]);
    expect(stats.bySeatOrder?.meaning).toBe("turnOrder");
    expect(stats.bySeatOrder?.rows.map((r) => `${r.seatOrder}:${r.wins}/${r.seats}:${r.averageRank}`)).toEqual([
      "1:0/1:2",
      "2:1/1:1",
      "3:0/1:2",
    ]);
    expect(stats.lengths).toBeNull();
  });

  it("a season without plays gives empty tables", () => {
    const stats = systemStats(getSystem("cote2"), []);
    expect(stats).toMatchObject({ plays: 0, byIdentity: [], bySeatOrder: null, endings: [], lengths: null });
    expect(stats.score).toMatchObject({ distribution: [], averageMargin: null });
  });
});

describe("histogram", () => {
  it.each([
    ["one value", [5], [{ from: 5, to: 5, count: 1 }]],
    [
      "width 1 for a narrow range, gaps kept",
      [1, 3, 3],
      [
        { from: 1, to: 1, count: 1 },
        { from: 2, to: 2, count: 0 },
        { from: 3, to: 3, count: 2 },
      ],
    ],
    [
      "width 5 for a range of 30",
      [0, 12, 29],
      [0, 5, 10, 15, 20, 25].map((from) => ({
        from,
        to: from + 4,
        count: from === 0 || from === 10 || from === 25 ? 1 : 0,
      })),
    ],
    [
      "negative values (CotE II chaos)",
      [-10, -1, 4],
      [
        { from: -10, to: -9, count: 1 },
        { from: -8, to: -7, count: 0 },
        { from: -6, to: -5, count: 0 },
        { from: -4, to: -3, count: 0 },
        { from: -2, to: -1, count: 1 },
        { from: 0, to: 1, count: 0 },
        { from: 2, to: 3, count: 0 },
        { from: 4, to: 5, count: 1 },
      ],
    ],
    ["nothing", [], []],
  ])("%s", (_label, values, buckets) => {
    expect(histogram(values)).toEqual(buckets);
  });
});
