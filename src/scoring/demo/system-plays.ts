// Fictional but valid plays of the five Roman war games, for the demo seed (`npm run db:seed:demo`).
// Pure and deterministic: the same seed gives the same plays. Each generator builds a play that keeps
// every rule of its definition (tests/unit/scoring/demo-plays.test.ts ranks each one with rankPlay).
// A table of generators, one per system: the demo's variation is data, like the definitions.
import { mulberry32 } from "../mulberry32";
import type { Play, PlaySeat, SystemId, Value } from "../systems/types";

export type DemoSystemId = Exclude<SystemId, "risiko">;
export type Rng = {
  next: () => number;
  int: (n: number) => number;
  pick: <T>(xs: readonly T[]) => T;
  shuffle: <T>(xs: readonly T[]) => T[];
};

/** The demo's dice: seeded, so the same seed gives the same plays. */
export function demoRng(seed: number): Rng {
  const next = mulberry32(seed);
  const int = (n: number) => Math.floor(next() * n);
  const shuffle = <T>(xs: readonly T[]) => {
    const out = [...xs];
    for (let i = out.length - 1; i > 0; i--) {
      const j = int(i + 1);
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  };
  return { next, int, pick: (xs) => xs[int(xs.length)], shuffle };
}

const COLOURS = ["rosso", "blu", "verde", "giallo", "nero", "viola"];
const seat = (
  playerId: string,
  values: Record<string, Value>,
  identity?: Record<string, string>,
  seatOrder?: number,
): PlaySeat => ({
  playerId,
  values,
  ...(identity ? { identity } : {}),
  ...(seatOrder ? { seatOrder } : {}),
});
const between = (r: Rng, lo: number, hi: number) => lo + r.int(hi - lo + 1);

/** S.P.Q.R.: first to the agreed VP, or the time limit; seats in turn order. */
function spqr(r: Rng, players: readonly string[]): Play {
  const ids = r.shuffle(players).slice(0, between(r, 3, Math.min(5, players.length)));
  const colours = r.shuffle(COLOURS.slice(0, 5));
  if (r.next() < 0.6) {
    const target = between(r, 12, 18);
    const winner = r.int(ids.length);
    return {
      endedBy: "target",
      game: { mode: "target", targetVp: target },
      seats: ids.map((id, i) =>
        seat(id, { vp: i === winner ? target + r.int(3) : between(r, 3, target - 1) }, { colour: colours[i] }, i + 1),
      ),
    };
  }
  return {
    endedBy: "time",
    game: { mode: "time", timeLimitMin: r.pick([120, 150, 180]) },
    seats: ids.map((id, i) => seat(id, { vp: between(r, 4, 16) }, { colour: colours[i] }, i + 1)),
  };
}

const ZONES = ["ovest", "centrale", "orientale", "asiaAfrica"];
/** Nero: an automatic victory at the end of a turn, or the most PV after turn 4. */
function nero(r: Rng, players: readonly string[]): Play {
  const ids = r.shuffle(players).slice(0, between(r, 3, 4));
  const zones = r.shuffle(ZONES);
  const colours = r.shuffle(["blu", "rosso", "verde", "giallo"]);
  const identity = (i: number) => ({ colour: colours[i], baseZone: zones[i] });
  const emperor = r.int(ids.length);
  if (r.next() < 0.3) {
    const turn = between(r, 2, 4);
    return {
      endedBy: "automaticVictory",
      endedAt: turn,
      game: { turnsPlayed: turn },
      seats: ids.map((id, i) =>
        i === emperor
          ? seat(
              id,
              {
                vp: between(r, 8, 20),
                automaticVictory: true,
                leaderAtEnd: "Imperatore",
                areasControlled: 3,
                emperorInRome: r.next() < 0.5,
              },
              identity(i),
            )
          : seat(
              id,
              {
                vp: between(r, 4, 22),
                automaticVictory: false,
                leaderAtEnd: r.pick(["Generale", "Contendente"]),
                areasControlled: i === (emperor + 1) % ids.length ? 1 : 0,
              },
              identity(i),
            ),
      ),
    };
  }
  return {
    endedBy: "turnLimit",
    endedAt: 4,
    game: { turnsPlayed: 4 },
    seats: ids.map((id, i) =>
      seat(
        id,
        {
          vp: between(r, 10, 30),
          automaticVictory: false,
          leaderAtEnd: i === emperor ? "Imperatore" : r.pick(["Generale", "Contendente"]),
        },
        identity(i),
      ),
    ),
  };
}

const AREAS = ["Aquitania", "Italia", "Macedonia", "Syria"];
/** HOTRE: P + F after seven Periods; a tie on the total goes to the higher last-Period Emperor counter. */
function hotre(r: Rng, players: readonly string[]): Play {
  const ids = r.shuffle(players).slice(0, between(r, 3, 4));
  const areas = r.shuffle(AREAS);
  const colours = r.shuffle(["rosso", "blu", "verde", "giallo"]);
  const emperors = r.shuffle([1, 2, 3, 4, 5, 6]);
  const values = ids.map((_, i) => ({
    vpPopulation: between(r, 20, 60),
    vpFaction: between(r, 5, 45),
    lastEmperorNumber: emperors[i],
  }));
  if (r.next() < 0.25) {
    const population = values[0].vpPopulation + values[0].vpFaction - values[1].vpFaction;
    if (population >= 0) values[1] = { ...values[1], vpPopulation: population };
  }
  return {
    endedBy: "turnLimit",
    endedAt: 7,
    game: { periodsPlayed: 7 },
    seats: ids.map((id, i) => seat(id, values[i], { colour: colours[i], startArea: areas[i] })),
  };
}

/** Julius Caesar: 10 VP at a year's end; else after year 5 most VP, then Rome, else a draw. */
function juliusCaesar(r: Rng, players: readonly string[]): Play {
  const ids = r.shuffle(players).slice(0, 2);
  const sides = r.next() < 0.5 ? ["Cesare", "Pompeo"] : ["Pompeo", "Cesare"];
  const cleopatraSide = r.pick(["Cesare", "Pompeo"]);
  const roll = r.next();
  let a: Record<string, Value>;
  let b: Record<string, Value>;
  let year = 5;
  if (roll < 0.5) {
    const killed = r.int(3);
    const city = between(r, Math.max(2, 10 - killed), Math.min(11, 12 - killed));
    a = { cityVp: city, leadersKilled: killed, controlsRome: r.next() < 0.7 };
    b = { cityVp: Math.min(13 - city, between(r, 1, 5)), leadersKilled: r.int(3), controlsRome: false };
    year = between(r, 2, 5);
  } else if (roll < 0.8) {
    const city = between(r, 5, 8);
    a = { cityVp: city, leadersKilled: 1, controlsRome: r.next() < 0.5 };
    b = { cityVp: between(r, 2, Math.min(city - 1, 13 - city)), leadersKilled: r.int(2), controlsRome: false };
  } else if (roll < 0.9) {
    a = { cityVp: 6, leadersKilled: 1, controlsRome: true };
    b = { cityVp: 5, leadersKilled: 2, controlsRome: false };
  } else {
    a = { cityVp: 6, leadersKilled: 0, controlsRome: false };
    b = { cityVp: 5, leadersKilled: 1, controlsRome: false };
  }
  const vp = (x: Record<string, Value>) => (x.cityVp as number) + (x.leadersKilled as number);
  const endedBy = vp(a) >= 10 ? "threshold" : "yearLimit";
  return {
    endedBy,
    endedAt: year,
    game: { endedYear: year, cleopatraSide },
    seats: [seat(ids[0], a, { side: sides[0] }), seat(ids[1], b, { side: sides[1] })],
  };
}

/** Conquest of the Empire II: most VP after 4 seasons (5 if agreed); equal VP go to influence tokens. */
function cote2(r: Rng, players: readonly string[]): Play {
  const ids = r.shuffle(players).slice(0, between(r, 3, Math.min(5, players.length)));
  const colours = r.shuffle(COLOURS);
  const seasons = r.next() < 0.8 ? 4 : 5;
  const values = ids.map(() => ({
    vp: 5 * between(r, -2, 24),
    influenceTokens: between(r, 0, 12),
    chaos: between(r, 0, 14),
  }));
  if (r.next() < 0.3) values[1] = { ...values[1], vp: values[0].vp };
  return {
    endedBy: "turnLimit",
    endedAt: seasons,
    game: { seasons },
    seats: ids.map((id, i) => seat(id, values[i], { colour: colours[i] })),
  };
}

export const demoGenerators: Record<DemoSystemId, (r: Rng, players: readonly string[]) => Play> = {
  spqr,
  nero,
  hotre,
  "julius-caesar": juliusCaesar,
  cote2,
};

/** `count` plays of a system among the given players (at least 5 ids), the same for the same seed. */
export function demoPlays(systemId: DemoSystemId, players: readonly string[], count: number, seed: number): Play[] {
  const r = demoRng(seed);
  return Array.from({ length: count }, () => demoGenerators[systemId](r, players));
}
