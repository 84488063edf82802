// Nero (seed 000; Italian translation v1.0, 2003; game-systems.md §3).
import { bool, choice, colour, COUNT_MAX, int, key, label, SCORE_MAX } from "./fields";
import type { DeriveFlag, GameSystem } from "./types";

const AREAS = [
  ["ovest", label("Europa ovest", "Western Europe")],
  ["centrale", label("Europa centrale", "Central Europe")],
  ["orientale", label("Europa orientale", "Eastern Europe")],
  ["asiaAfrica", label("Asia/Africa", "Asia/Africa")],
] as const;
const LEADERS = [
  ["Generale", label("Generale", "General")],
  ["Contendente", label("Contendente", "Contender")],
  ["Imperatore", label("Imperatore", "Emperor")],
] as const;
/**
 * §13.1 “controlla tutte e 4 le Aree sulla mappa, oppure é Imperatore e controlla 3 Aree”: decided by the Areas (and,
 * with 3, the leader) recorded at the end; unknown when the Areas, or with 3 the leader, are not recorded.
 */
export const automaticVictory: DeriveFlag = (r) => {
  const areas = r.areasControlled;
  if (typeof areas !== "number") return null;
  if (areas === 4) return { value: true, reason: "allAreas", why: "all 4 Areas are controlled: an automatic victory" };
  if (areas === 3 && r.leaderAtEnd === "Imperatore")
    return { value: true, reason: "emperorThreeAreas", why: "an Emperor controls 3 Areas: an automatic victory" };
  if (areas === 3 && (r.leaderAtEnd === undefined || r.leaderAtEnd === null)) return null;
  return {
    value: false,
    reason: "notEnoughAreas",
    why: `an automatic victory needs all 4 Areas, or Emperor with 3 (areasControlled ${areas}, leaderAtEnd ${String(r.leaderAtEnd ?? "not recorded")})`,
  };
};
const NO_TIE_RULE = "game-systems.md §3.3, §8 #6 [default]: the rulebook gives no tie-break";

export const nero: GameSystem = {
  id: "nero",
  version: 1,
  name: label("Nero", "Nero"),
  seed: "000",
  players: { min: 3, max: 4, best: 4, source: "§1.0 “da 3 o meglio da 4 giocatori”" },
  seatOrder: { meaning: "seating", required: false },
  identity: [
    colour("§3.0 item 1", { required: false }),
    choice("baseZone", label("Base Operativa", "Base zone"), AREAS, "§2.6.3, §3.0 item 2", {
      required: false,
      table: { distinct: true },
    }),
  ],
  length: { unit: "turn", max: 4, gameField: "turnsPlayed", source: "§4.1 “Nero consiste in quattro turni di gioco”" },
  endings: [
    { value: "automaticVictory", label: label("Vittoria automatica", "Automatic victory"), source: "§13.1" },
    {
      value: "turnLimit",
      label: label("Fine del quarto turno", "End of turn 4"),
      source: "§4.1, §4.2.6",
      atLengthMax: true,
    },
  ],
  variants: [{ id: "short", label: label("Partita breve", "Short game"), source: "§3.0 item 5, §3.2, §4.2.2" }],
  gameFields: [
    int("turnsPlayed", label("Turni giocati", "Turns played"), "§4.1", { min: 1, max: 4 }),
    choice("emptyArea", label("Area vuota", "Empty Area"), AREAS, "§3.2 (3 players)", { required: false }),
  ],
  seatFields: [
    int("vp", label("PV", "Victory points"), "§13.2", { min: 0, max: SCORE_MAX }),
    bool(
      "automaticVictory",
      label("Vittoria automatica", "Automatic victory"),
      "§13.1 (derived from Areas and leader when recorded)",
      { required: false },
    ),
    choice(
      "leaderAtEnd",
      label("Leader a fine partita", "Leader at the end"),
      LEADERS,
      "§2.2, §2.6.4 (Leader), §10.0 (at most 2 Emperors)",
      { required: false, table: { countAtMost: { equals: "Imperatore", max: 2 } } },
    ),
    bool("emperorInRome", label("Imperatore a Roma", "Emperor in Rome"), "§13.2", { required: false }),
    int("areasControlled", label("Aree controllate", "Areas controlled"), "§11.2 (4 Areas)", {
      required: false,
      min: 0,
      max: 4,
      table: { sumAtMost: 4 },
    }),
    int("italianProvinces", label("Province dell'Italia", "Italian provinces"), "§13.2 (Italia del Nord, del Sud)", {
      required: false,
      min: 0,
      max: 2,
      table: { sumAtMost: 2 },
    }),
    int("battlesWonAsEmperor", label("Battaglie vinte da Imperatore", "Battles won as Emperor"), "§13.2", {
      required: false,
      min: 0,
      max: COUNT_MAX,
    }),
  ],
  derived: [],
  primaryScore: "vp",
  ranking: {
    decisive: [
      {
        id: "automaticVictory",
        kind: "seatFlag",
        field: "automaticVictory",
        ending: "automaticVictory",
        source: "§13.1",
        derive: automaticVictory,
      },
    ],
    keys: [key("vp", "§13.2 (the others by the same key: game-systems.md §8 #16 [default])")],
    tieBreak: {
      keys: [],
      options: [
        key("areasControlled", NO_TIE_RULE, "default"),
        key("italianProvinces", NO_TIE_RULE, "default"),
        // brief §8 #6: "Emperor at the end" as a house key (an Emperor ranks above a General or Contender)
        {
          ...key("leaderAtEnd", NO_TIE_RULE, "default"),
          equals: "Imperatore",
          label: label("Imperatore a fine partita", "Emperor at the end"),
        },
      ],
      clubDefault: true,
      setting: "tieBreak",
    },
    elimination: null,
    // §3.3 [default]: the others by PV, after an automatic victory by the PV they have after that turn's scoring
    others: {
      source: "game-systems.md §3.3, §8 #7, §8 #16 [default]: the rules rank only the winner",
      clubDefault: true,
    },
    unresolved: { value: "shareRank", source: NO_TIE_RULE, clubDefault: true, setting: "unresolved" },
  },
  invariants: [
    {
      id: "emperorInRomeIsEmperor",
      label: label("Imperatore a Roma ⇒ Imperatore", "Emperor in Rome ⇒ leader is Emperor"),
      source: "§13.2",
      seat: {
        field: "emperorInRome",
        check: (r) =>
          r.emperorInRome === true &&
          r.leaderAtEnd !== undefined &&
          r.leaderAtEnd !== null &&
          r.leaderAtEnd !== "Imperatore"
            ? `needs leaderAtEnd Imperatore (got ${String(r.leaderAtEnd)})`
            : null,
      },
    },
    {
      id: "emptyAreaWithThree",
      label: label("Area vuota solo con 3 giocatori", "An empty Area only with 3 players"),
      source: "§3.2",
      play: (p) =>
        p.game.emptyArea !== undefined && p.game.emptyArea !== null && p.play.seats.length !== 3
          ? [{ path: "game.emptyArea", message: "only a 3-player game leaves an Area empty" }]
          : null,
    },
    {
      // §3.2 "un'area viene lasciata vuota. In essa non verrà piazzata nessuna Legione": no player's base zone (§3.0 item 3)
      id: "emptyAreaNotABase",
      label: label("L'Area vuota non è la Base Operativa di un giocatore", "The empty Area is no player's base zone"),
      source: "§3.2, §3.0 item 3",
      play: (p) => {
        const empty = p.game.emptyArea;
        if (typeof empty !== "string") return null;
        const i = p.play.seats.findIndex((s) => s.identity?.baseZone === empty);
        return i < 0
          ? null
          : [
              {
                path: "game.emptyArea",
                message: `${empty} is the base zone of seat ${i}: the empty Area holds no Legion (§3.2)`,
              },
            ];
      },
    },
  ],
};
