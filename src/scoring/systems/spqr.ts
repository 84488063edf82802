// RisiKo! S.P.Q.R. (seed 004, post of 15 Feb 2008, sections 1°–17°; game-systems.md §2).
import { NUMBER_BOUNDS } from "../bounds";
import { choice, colour, int, key, label, SCORE_MAX } from "./fields";
import type { GameSystem } from "./types";

/** the seed never ranks eliminated players: below every survivor is the club's choice; a season may rank them by VP */
const ELIMINATION = "game-systems.md §2.3 [default]: eliminated players below every survivor (a season may rank by VP)";
const TIME_WINNER = "game-systems.md §2.3, §8 #4 [default]: the seed gives no winner rule for the time limit";

export const spqr: GameSystem = {
  id: "spqr",
  version: 2005,
  editions: {
    values: [2005, 2020],
    default: 2005,
    source: "seed 004 (2005 edition); the 2020 edition [external]",
    setting: "edition",
  },
  name: label("RisiKo! S.P.Q.R.", "RisiKo! S.P.Q.R."),
  seed: "004",
  players: { min: 3, max: 5, source: "§3° (setup for 3 and 4; 5 armies) + it.wikipedia [external]" },
  seatOrder: { meaning: "turnOrder", required: false },
  identity: [colour("§2° (5 armies, unused colours neutral)", { required: false })],
  length: { unit: "round", max: null, gameField: null, source: "§2°, §4°" },
  endings: [
    { value: "target", label: label("Punteggio prefissato raggiunto", "Target VP reached"), source: "§4°" },
    { value: "time", label: label("Limite di tempo", "Time limit"), source: "§4°" },
  ],
  variants: [],
  gameFields: [
    choice(
      "mode",
      label("Modalità", "Mode"),
      [
        ["target", label("Punteggio prefissato", "Target VP")],
        ["time", label("Limite di tempo", "Time limit")],
      ],
      "§2°",
    ),
    int("targetVp", label("Punteggio prefissato", "Target VP"), "§2°, §4° (range [external])", {
      min: 1,
      max: 60,
      required: { when: { gameField: "mode", equals: "target" } },
    }),
    int("timeLimitMin", label("Limite di tempo (minuti)", "Time limit (minutes)"), "§2°", {
      required: false,
      min: 1,
      max: NUMBER_BOUNDS.durationMinutes.max,
    }),
  ],
  seatFields: [
    int("vp", label("Punti Vittoria", "Victory points"), "§5°", { min: 0, max: SCORE_MAX }),
    int("provinces", label("Province", "Provinces"), "§3° (45 provinces [inference])", {
      required: false,
      min: 0,
      max: 45,
      table: { sumAtMost: 45 },
    }),
    int("powerCentres", label("Centri di Potere", "Power centres"), "§5°, §16° (12 in the game)", {
      required: false,
      min: 0,
      max: 12,
      table: { sumAtMost: 12 },
    }),
    int("seaAreas", label("Aree di mare", "Sea areas"), "§5°; seed 004 “12 aree di mare”", {
      required: false,
      min: 0,
      max: 12,
      table: { sumAtMost: 12 },
    }),
    int("eliminatedOrder", label("Ordine di eliminazione", "Elimination order"), ELIMINATION, {
      required: false,
      min: 1,
      max: 4,
      clubDefault: true,
    }),
  ],
  derived: [],
  primaryScore: "vp",
  ranking: {
    decisive: [
      {
        id: "targetReached",
        kind: "threshold",
        field: "vp",
        atLeast: { gameField: "targetVp" },
        when: { gameField: "mode", equals: "target" },
        ending: "target",
        source: "§4°",
      },
    ],
    keys: [key("vp", TIME_WINNER, "default")],
    tieBreak: {
      keys: [],
      options: [key("provinces", "game-systems.md §2.3 (optional house tie-break) [default]", "default")],
      clubDefault: true,
      setting: "tieBreak",
    },
    elimination: { field: "eliminatedOrder", source: ELIMINATION, clubDefault: true, setting: "eliminated" },
    others: { source: "game-systems.md §8 #16 [default]: the seed names only the winner", clubDefault: true },
    unresolved: { value: "shareRank", source: TIME_WINNER, clubDefault: true, setting: "unresolved" },
  },
  invariants: [
    {
      id: "timeBelowTarget",
      label: label("A tempo scaduto nessuno ha il punteggio prefissato", "A time-limit play has nobody at the target"),
      source: "§4° (reaching the target ends the play at once)",
      seat: {
        field: "vp",
        check: (r, _i, p) => {
          const target = p.game.targetVp;
          return p.endedBy === "time" && typeof target === "number" && typeof r.vp === "number" && r.vp >= target
            ? `reaches the target of ${target}, so the play would have ended by target, not time`
            : null;
        },
      },
    },
  ],
};
