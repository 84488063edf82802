// Conquest of the Empire II, "La Conquista dell'Impero II" (seed 003; Eagle Games 2005; game-systems.md §6).
// The rulebook has no numbered sections: sources name its headings.
import { colour, COUNT_MAX, int, key, label, SCORE_MAX } from "./fields";
import type { GameSystem } from "./types";

const END = "CONCLUSIONE DEL GIOCO";

export const cote2: GameSystem = {
  id: "cote2",
  version: 1,
  name: label("La Conquista dell'Impero II", "Conquest of the Empire II"),
  seed: "003",
  players: { min: 2, max: 6, source: "GETTONI / 1) COLLOCAMENTO (6 players); 2–6 on the box [external]" },
  seatOrder: { meaning: "seating", required: false },
  identity: [colour("PREPARAZIONE DEL GIOCO", { required: false })],
  length: { unit: "season", max: 5, gameField: "seasons", source: `GIOCO; ${END} (5 if the players agree)` },
  endings: [{ value: "turnLimit", label: label("Fine dell'ultima Stagione", "End of the last season"), source: END }],
  // the fifth season is the game field `seasons` at 5: derived from it, never ticked on its own (decision 0063)
  variants: [
    {
      id: "fifthSeason",
      label: label("Quinta Stagione", "Fifth season"),
      source: END,
      when: { gameField: "seasons", equals: 5 },
    },
  ],
  gameFields: [int("seasons", label("Stagioni di campagne", "Campaign seasons"), END, { min: 4, max: 5 })],
  seatFields: [
    int("vp", label("Punti di vincita", "Victory points"), `${END}; chaos penalties can make it negative [inference]`, {
      min: -SCORE_MAX,
      max: SCORE_MAX,
    }),
    int(
      "influenceTokens",
      label("Gettoni di influenza", "Influence tokens"),
      `${END} (on the board at the end [default])`,
      { min: 0, max: COUNT_MAX },
    ),
    int("chaos", label("Punti di Caos", "Chaos"), "GETTONI DEL CAOS", { required: false, min: 0, max: COUNT_MAX }),
    int("cities", label("Città", "Cities"), "7) PUNTI DI VINCITA E DI CAOS", {
      required: false,
      min: 0,
      max: COUNT_MAX,
    }),
  ],
  derived: [],
  primaryScore: "vp",
  ranking: {
    decisive: [],
    keys: [key("vp", END), key("influenceTokens", `${END} “E il maggior numero di gettoni di influenza”`)],
    tieBreak: null,
    elimination: null,
    others: { source: "game-systems.md §6.3, §8 #16 [default]: the rules speak only of the winner", clubDefault: true },
    unresolved: {
      value: "shareRank",
      source: "game-systems.md §6.3, §8 #14 [default]: not stated after influence",
      clubDefault: true,
      setting: "unresolved",
    },
  },
  invariants: [],
};
