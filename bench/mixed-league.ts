/**
 * A deterministic mixed-system league for the scoring bench: plays of the six game systems in
 * turn, valid by their rules, with ties common (values in coarse steps) and decisive endings
 * (completed objective, target VP, automatic victory, 10 VP) in a share of the plays.
 */
import { rankPlay, type GameInput, type Play, type PlayResult, type SystemId, type Value } from "../src/scoring";
import { mulberry32 } from "../src/scoring/mulberry32";

export type LeaguePlay = { systemId: SystemId; id: string; playedAt: string; play: Play };

const SYSTEMS: SystemId[] = ["risiko", "spqr", "nero", "hotre", "julius-caesar", "cote2"];

export function mixedLeague(plays: number, players: number, seed = 2010): LeaguePlay[] {
  const rnd = mulberry32(seed);
  const int = (n: number) => Math.floor(rnd() * n);
  const shuffle = <T>(a: T[]) => {
    for (let i = a.length - 1; i > 0; i--) {
      const j = int(i + 1);
      [a[i], a[j]] = [a[j], a[i]];
    }
    return a;
  };
  const pool = Array.from({ length: players }, (_, i) => `player-${String(i + 1).padStart(2, "0")}`);
  const start = Date.UTC(2010, 0, 1);
  const sizes: Record<SystemId, () => number> = {
    risiko: () => 5,
    spqr: () => 3 + int(3),
    nero: () => 3 + int(2),
    hotre: () => 2 + int(3),
    "julius-caesar": () => 2,
    cote2: () => 2 + int(5),
  };
  return Array.from({ length: plays }, (_, g) => {
    const systemId = SYSTEMS[g % SYSTEMS.length];
    const ids = shuffle([...pool]).slice(0, sizes[systemId]());
    const n = ids.length;
    let game: Record<string, Value> = {};
    let values: Record<string, Value>[];
    if (systemId === "risiko") {
      const done = rnd() < 0.08 ? int(n) : -1;
      const out = done < 0 && rnd() < 0.3 ? 1 : 0;
      values = ids.map((_, i) => ({
        objectivePoints: i === done ? 95 : i < out ? 0 : 5 * int(17),
        objectiveTotal: 95,
        objectiveCompleted: i === done,
        ...(i < out ? { eliminatedOrder: 1 } : {}),
        ...(rnd() < 0.8 ? { armies: int(60) } : {}),
      }));
    } else if (systemId === "spqr") {
      const win = rnd() < 0.6 ? int(n) : -1;
      game = win >= 0 ? { mode: "target", targetVp: 15 } : { mode: "time" };
      values = ids.map((_, i) => ({ vp: i === win ? 15 + int(2) : int(15) }));
    } else if (systemId === "nero") {
      const av = rnd() < 0.1 ? int(n) : -1;
      game = { turnsPlayed: av >= 0 ? 1 + int(4) : 4 };
      values = ids.map((_, i) => ({ vp: 2 * int(15), automaticVictory: i === av }));
    } else if (systemId === "hotre") {
      const emperors = shuffle([1, 2, 3, 4, 5, 6]);
      game = { periodsPlayed: 7 };
      // with 2 players each seat leads two groups (§15.1): the second group's P, F and Emperor counter too
      values = ids.map((_, i) => ({
        vpPopulation: 5 * int(10),
        vpFaction: 5 * int(10),
        lastEmperorNumber: emperors[i],
        ...(n === 2
          ? { vpPopulation2: 5 * int(10), vpFaction2: 5 * int(10), lastEmperorNumber2: emperors[i + 2] }
          : {}),
      }));
    } else if (systemId === "julius-caesar") {
      const a = int(14);
      const b = int(14 - a);
      const [la, lb, rome] = [int(4), int(4), int(3)];
      game = { endedYear: a + la >= 10 || b + lb >= 10 ? 1 + int(5) : 5 };
      values = [
        { cityVp: a, leadersKilled: la, controlsRome: rome === 0 && a >= 2 },
        { cityVp: b, leadersKilled: lb, controlsRome: rome === 1 && b >= 2 },
      ];
    } else {
      game = { seasons: 4 + int(2) };
      values = ids.map(() => ({ vp: 5 * (int(24) - 4), influenceTokens: int(4) }));
    }
    return {
      systemId,
      id: `play-${String(g).padStart(6, "0")}`,
      playedAt: new Date(start + Math.floor(g / 3) * 86_400_000).toISOString().slice(0, 10),
      play: { game, seats: shuffle(ids.map((playerId, i) => ({ playerId, seatOrder: i + 1, values: values[i] }))) },
    };
  });
}

export function rankLeague(league: readonly LeaguePlay[]): PlayResult[] {
  const out = new Array<PlayResult>(league.length);
  for (let i = 0; i < league.length; i++) out[i] = rankPlay(league[i].systemId, league[i].play);
  return out;
}

/** A ranked play as a game of the existing standings path: each seat's score is seats − rank, which ranks the same. */
function asGame(p: LeaguePlay, ranked: PlayResult): GameInput {
  const n = ranked.seats.length;
  return {
    id: p.id,
    playedAt: p.playedAt,
    seats: ranked.seats.map((s, i) => ({
      playerId: s.playerId,
      turnOrder: i + 1,
      objectivePoints: n - s.rank,
      objectiveTotal: n,
      objectiveCompleted: false,
      eliminatedOrder: null,
    })),
  };
}

/**
 * Every play ranked with rankPlay and turned at once into a game of the existing standings path
 * (computeStandings with the "shared" game tie-break ranks it the same). A draw counts as a shared
 * win there: how a season of a draw-capable system counts draws is the season formula's business.
 */
export function rankedGames(league: readonly LeaguePlay[]): GameInput[] {
  const out = new Array<GameInput>(league.length);
  for (let i = 0; i < league.length; i++) out[i] = asGame(league[i], rankPlay(league[i].systemId, league[i].play));
  return out;
}
