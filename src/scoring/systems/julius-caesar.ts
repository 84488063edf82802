// Julius Caesar (seed 002; Columbia Games, Italian translation 2011; game-systems.md §5).
import { bool, choice, int, key, label } from "./fields";
import type { GameSystem } from "./types";

const SIDES = [
  ["Cesare", label("Giulio Cesare", "Caesar")],
  ["Pompeo", label("Pompeo Magno", "Pompey")],
] as const;

export const juliusCaesar: GameSystem = {
  id: "julius-caesar",
  version: 1,
  name: label("Julius Caesar", "Julius Caesar"),
  seed: "002",
  players: { min: 2, max: 2, source: "§1.1 “uno è Giulio Cesare e l'altro Pompeo Magno”" },
  seatOrder: { meaning: "seating", required: false },
  identity: [
    choice("side", label("Schieramento", "Side"), SIDES, "§1.1", { required: false, table: { distinct: true } }),
  ],
  length: { unit: "year", max: 5, gameField: "endedYear", source: "§2.0 “cinque anni”" },
  endings: [
    { value: "threshold", label: label("10 PV alla fine dell'anno", "10 VP at a year's end"), source: "§1.2, §8.4" },
    { value: "yearLimit", label: label("Fine del quinto anno", "End of year 5"), source: "§1.2", atLengthMax: true },
  ],
  variants: [{ id: "setupLibero", label: label("Set up libero", "Free setup"), source: "§5.3" }],
  gameFields: [
    int("endedYear", label("Anno finale", "Year the game ended"), "§2.0, §8.4", { min: 1, max: 5 }),
    choice("cleopatraSide", label("Schieramento di Cleopatra", "Cleopatra's side"), SIDES, "§3.27, §8.1", {
      required: false,
      sidesWith: "side",
    }),
  ],
  seatFields: [
    int("cityVp", label("PV delle città amiche", "Friendly city VP"), "§4.2 (13 in total)", {
      min: 0,
      max: 13,
      table: { sumAtMost: 13 },
    }),
    int("leadersKilled", label("Leader nemici uccisi (Trofei)", "Enemy leaders killed (trophies)"), "§1.2, §7.51", {
      min: 0,
      max: 3,
    }),
    bool("controlsRome", label("Controlla Roma", "Controls Rome"), "§1.2", {
      table: { countAtMost: { equals: true, max: 1 } },
    }),
  ],
  derived: [
    { key: "vp", label: label("Punti Vittoria", "Victory points"), sumOf: ["cityVp", "leadersKilled"], source: "§1.2" },
  ],
  primaryScore: "vp",
  ranking: {
    decisive: [
      {
        id: "tenVp",
        kind: "threshold",
        field: "vp",
        atLeast: 10,
        ending: "threshold",
        source: "§1.2 “Un giocatore vince se conta 10 o più PV”",
      },
    ],
    keys: [key("vp", "§1.2"), key("controlsRome", "§1.2 “il vincitore sarà chi controlla Roma”")],
    tieBreak: null,
    elimination: null,
    unresolved: { value: "draw", source: "§1.2 “In altri casi si ha un pareggio”", clubDefault: false },
  },
  invariants: [
    {
      id: "romeIsAFriendlyCity",
      label: label("Chi controlla Roma ne conta i 2 PV", "Controlling Rome counts its 2 VP"),
      source: "§4.2, §8.3 (Roma = 2)",
      seat: {
        field: "cityVp",
        check: (r) =>
          r.controlsRome === true && typeof r.cityVp === "number" && r.cityVp < 2
            ? `a side that controls Rome counts at least its 2 VP (got ${r.cityVp})`
            : null,
      },
    },
  ],
};
