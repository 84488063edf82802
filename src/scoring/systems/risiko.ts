// RisiKo! as the Italy War group plays it (seed 004). The seed states no scoring rule at all:
// everything below is the club default of the scoring contract (game-systems.md §1, §8 #1).
import { NUMBER_BOUNDS } from "../bounds";
import { bool, choice, COUNT_MAX, int, key, label, text } from "./fields";
import type { DeriveFlag, GameSystem } from "./types";

const DEFAULT = "game-systems.md §1.3 [default]";
const COLOURS = [
  ["blu", label("blu", "blue")],
  ["rosso", label("rosso", "red")],
  ["verde", label("verde", "green")],
  ["giallo", label("giallo", "yellow")],
  ["viola", label("viola", "purple")],
  ["nero", label("nero", "black")],
] as const;

/**
 * “Completing the objective (fare RisiKo!) = holding all of its territories at once” (domain README): a survivor
 * holding all of its objective's points has completed it. Territories change hands only in their taker's turn, and
 * completing ends the game in that turn, so a play cannot end with an objective held whole but not completed.
 */
export const objectiveCompleted: DeriveFlag = (r) => {
  const points = r.objectivePoints;
  const total = r.objectiveTotal;
  if (typeof points !== "number" || typeof total !== "number" || total <= 0 || typeof r.eliminatedOrder === "number")
    return null;
  return points === total
    ? { value: true, reason: "holdsAll", why: `all ${total} points of the objective are held, which completes it` }
    : { value: false, reason: "missesSome", why: `a completed objective holds all its points (${points} of ${total})` };
};

export const risiko: GameSystem = {
  id: "risiko",
  version: 1,
  name: label("RisiKo! (Torneo Italy War)", "RisiKo! (Italy War tournament)"),
  seed: "004",
  players: { min: 2, max: 6, best: 4, source: "game-systems.md §1.1 (RisiKo! 3–6 [external]; the contract allows 2)" },
  seatOrder: { meaning: "turnOrder", required: true },
  identity: [
    text("armyName", label("Nome dell'armata", "Army name"), "seed 004 (BRIGATE NERE, YELLOW INVADERS …)"),
    choice("colour", label("Colore", "Colour"), COLOURS, "domain README", {
      required: false,
      table: { distinct: true },
    }),
  ],
  length: { unit: "round", max: null, gameField: "endedRound", source: DEFAULT },
  endings: [
    {
      value: "objective",
      label: label("Obiettivo completato", "Objective completed"),
      source: "seed 004 “portare a termine il proprio obiettivo”",
      clubDefault: true,
    },
    { value: "sdadata", label: label("Sdadata", "Closing dice roll"), source: "RTU [external]", clubDefault: true },
    { value: "time", label: label("Tempo scaduto", "Time limit"), source: "RTU [external]", clubDefault: true },
    { value: "agreement", label: label("Accordo", "Agreement"), source: DEFAULT, clubDefault: true },
    {
      value: "lastStanding",
      label: label("Ultimo superstite", "Last one standing"),
      source: DEFAULT,
      clubDefault: true,
    },
  ],
  variants: [],
  gameFields: [
    int("endedRound", label("Giro finale", "Final round"), "game-systems.md §1.2", {
      required: false,
      min: 1,
      max: COUNT_MAX,
      clubDefault: true,
    }),
    int("sdadataThreshold", label("Soglia della sdadata", "Sdadata threshold"), "domain README (≤ 4, rising to 7)", {
      required: false,
      ...NUMBER_BOUNDS.sdadataThreshold,
    }),
    int("durationMinutes", label("Durata (minuti)", "Duration (minutes)"), "game-systems.md §1.2", {
      required: false,
      min: 0,
      max: NUMBER_BOUNDS.durationMinutes.max,
    }),
  ],
  seatFields: [
    int(
      "objectivePoints",
      label("Punti obiettivo", "Objective points"),
      "seed 004 (territories numbered with their value)",
      { ...NUMBER_BOUNDS.objectivePoints, atMostField: "objectiveTotal" },
    ),
    int("objectiveTotal", label("Totale obiettivo", "Objective total"), "seed 004 (“21 in 95 punti”)", {
      ...NUMBER_BOUNDS.objectiveTotal,
    }),
    bool(
      "objectiveCompleted",
      label("Obiettivo completato", "Objective completed"),
      "seed 004 (derived: every territory of the objective held)",
      { required: false },
    ),
    int("eliminatedOrder", label("Ordine di eliminazione", "Elimination order"), DEFAULT, {
      required: false,
      ...NUMBER_BOUNDS.eliminatedOrder,
      clubDefault: true,
    }),
    int("armies", label("Armate", "Armies"), DEFAULT, { required: false, ...NUMBER_BOUNDS.armies, clubDefault: true }),
    text("objectiveId", label("Obiettivo", "Objective card"), "seed 004 (20 obiettivi)"),
    text("eliminatedBy", label("Eliminato da", "Eliminated by"), DEFAULT, { clubDefault: true }),
    int("trisTraded", label("Tris scambiati", "Card sets traded"), "seed 004 (“hai cambiato il TRIS”)", {
      required: false,
      min: 0,
      max: COUNT_MAX,
    }),
  ],
  derived: [],
  primaryScore: "objectivePoints",
  scoreScale: 95,
  dealsObjectives: true,
  ranking: {
    decisive: [
      {
        id: "objectiveCompleted",
        kind: "seatFlag",
        field: "objectiveCompleted",
        ending: "objective",
        source: "domain README “fare RisiKo!”",
        derive: objectiveCompleted,
        alsoEndedBy: ["lastStanding"],
      },
    ],
    keys: [key("objectivePoints", DEFAULT, "default")],
    tieBreak: {
      keys: [key("armies", DEFAULT, "default")],
      options: [key("armies", DEFAULT, "default"), key("seatOrder", "rankGame laterTurn [default]", "default")],
      clubDefault: true,
      setting: "tieBreak",
    },
    elimination: { field: "eliminatedOrder", source: DEFAULT, clubDefault: true },
    unresolved: { value: "shareRank", source: DEFAULT, clubDefault: true, setting: "unresolved" },
  },
  invariants: [
    {
      id: "eliminatedHoldsNothing",
      label: label("Un eliminato non ha punti", "An eliminated seat holds no points"),
      source: DEFAULT,
      seat: {
        field: "objectivePoints",
        check: (r) =>
          typeof r.eliminatedOrder === "number" && r.objectivePoints !== 0
            ? `an eliminated seat holds no objective points (got ${r.objectivePoints})`
            : null,
      },
    },
    {
      id: "eliminatedByAtTable",
      label: label("Eliminato da un giocatore ancora in gioco", "Eliminated by a player still in the game"),
      source: DEFAULT,
      seat: {
        field: "eliminatedBy",
        check: (r, i, p) => {
          const by = r.eliminatedBy;
          if (by === undefined || by === null) return null;
          if (typeof r.eliminatedOrder !== "number") return "is set but the seat was not eliminated";
          const eliminator = p.play.seats.findIndex((s) => s.playerId === by);
          if (by === p.play.seats[i].playerId || eliminator < 0)
            return `must be another player at this table (got ${String(by)})`;
          const out = p.rows[eliminator].eliminatedOrder;
          return typeof out === "number" && out < r.eliminatedOrder
            ? `${String(by)} was already out (eliminated ${out}) when this seat was eliminated (${r.eliminatedOrder})`
            : null;
        },
      },
    },
    {
      id: "lastStandingLeavesOne",
      label: label("Ultimo superstite: uno solo in gioco", "Last one standing: one survivor"),
      source: DEFAULT,
      play: (p) => {
        if (p.endedBy !== "lastStanding") return null;
        const survivors = p.rows.flatMap((r, i) => (typeof r.eliminatedOrder !== "number" ? [i] : []));
        if (survivors.length !== 1)
          return [{ path: "endedBy", message: "lastStanding needs every seat but one eliminated" }];
        const r = p.rows[survivors[0]];
        // the last one standing holds the whole map, so every territory of its objective
        return r.objectivePoints !== r.objectiveTotal
          ? [
              {
                path: `seats[${survivors[0]}].values.objectivePoints`,
                message: `the last one standing holds the whole map, so all ${String(r.objectiveTotal)} points of its objective (got ${String(r.objectivePoints)})`,
              },
            ]
          : null;
      },
    },
  ],
};
