// History of the Roman Empire (seed 001; game-systems.md §4). With 2 players each seat runs two
// groups: the caller records their P and F summed and the higher of the two Emperor counters (§8 #11).
import type { ScoringIssue } from "../errors";
import { bool, choice, int, key, label, SCORE_MAX, text } from "./fields";
import type { GameSystem } from "./types";

const AREAS = [
  ["Aquitania", label("Aquitania", "Aquitania")],
  ["Italia", label("Italia", "Italy")],
  ["Macedonia", label("Macedonia", "Macedonia")],
  ["Syria", label("Syria", "Syria")],
] as const;

const AREA_FIELDS = ["startArea", "secondStartArea"] as const;
/** issues created on the first problem only: the check runs for every valid play */
const add = (issues: ScoringIssue[] | null, path: string, message: string) => [...(issues ?? []), { path, message }];

export const hotre: GameSystem = {
  id: "hotre",
  version: 1,
  name: label("History of the Roman Empire", "History of the Roman Empire"),
  seed: "001",
  players: { min: 2, max: 4, best: 4, source: "§15.1, §15.2" },
  seatOrder: { meaning: "seating", required: false },
  identity: [
    text("colour", label("Colore della Fazione", "Faction colour"), "§2.7 (one of the four Roman sets)", { table: { distinct: true } }),
    choice("startArea", label("Area di partenza", "Start area"), AREAS, "§5.5", { required: false }),
    choice("secondStartArea", label("Area di partenza (secondo gruppo)", "Start area (second group)"), AREAS, "§15.1 (2 players)", { required: false }),
  ],
  length: { unit: "period", max: 7, gameField: "periodsPlayed", source: "§3.3, §3.4 (seven Periods [inference])" },
  endings: [{ value: "turnLimit", label: label("Fine dell'ultimo Periodo", "End of the last Period"), source: "§14.1" }],
  variants: [
    { id: "favoreDivino", label: label("Favore Divino", "Divine Favour"), source: "§15.3" },
    { id: "corrompereBarbari", label: label("Corrompere i Barbari", "Bribing the Barbarians"), source: "§15.4" },
  ],
  gameFields: [int("periodsPlayed", label("Periodi giocati", "Periods played"), "§3.3 (7 [inference])", { required: false, min: 1, max: 7 })],
  seatFields: [
    int("vpPopulation", label("Punti Vittoria Popolazione (P)", "Population VP (P)"), "§14.1, §14.2", { min: 0, max: SCORE_MAX }),
    int("vpFaction", label("Punti Vittoria Romani (F, PVR)", "Faction VP (F)"), "§14.1, §14.3 (a balance: PVR are spent)", { min: 0, max: SCORE_MAX }),
    int("lastEmperorNumber", label("Segnalino Imperatore dell'ultimo periodo", "Last-Period Emperor counter"), "§14.1; 2 players: the higher of the seat's two counters (game-systems.md §4.3, §8 #11 [default])", {
      min: 1,
      max: 6,
      table: { distinct: true },
      clubDefaultWith: { players: 2, rule: label("a 2 giocatori vale il più alto dei due segnalini del giocatore", "with 2 players the higher of the seat's two counters counts") },
    }),
    bool("factionDead", label("Fazione Morta", "Faction dead"), "§5.7", { required: false }),
  ],
  derived: [{ key: "vpTotal", label: label("Punti Vittoria totali", "Total VP"), sumOf: ["vpPopulation", "vpFaction"], source: "§14.1" }],
  primaryScore: "vpTotal",
  ranking: {
    decisive: [],
    keys: [key("vpTotal", "§14.1"), key("lastEmperorNumber", "§14.1 (highest Emperor counter of the last Period)")],
    tieBreak: null,
    elimination: null,
    others: { source: "game-systems.md §4.3, §8 #16 [default]: the rules speak only of the winner", clubDefault: true },
    unresolved: { value: "shareRank", source: "§14.1 (unreachable: the counters are distinct)", clubDefault: false },
  },
  invariants: [
    {
      id: "startAreas",
      label: label("Aree di partenza distinte; due gruppi solo a 2 giocatori", "Distinct start areas; two groups only with 2 players"),
      source: "§5.5, §15.1",
      play: (p) => {
        let issues: ScoringIssue[] | null = null;
        const seats = p.play.seats;
        const two = seats.length === 2;
        for (let i = 0; i < seats.length; i++) {
          const id = seats[i].identity;
          if (!id) continue;
          if (id.secondStartArea !== undefined && !two) issues = add(issues, `seats[${i}].identity.secondStartArea`, "only a 2-player game gives a seat two groups (§15.1)");
          if (two && id.startArea !== undefined && id.secondStartArea === undefined) issues = add(issues, `seats[${i}].identity.secondStartArea`, "a 2-player seat runs two groups: give both start areas (§15.1)");
          if (id.startArea !== undefined && id.startArea === id.secondStartArea) issues = add(issues, `seats[${i}].identity.secondStartArea`, `${id.startArea} is already this seat's start area (§5.5)`);
          for (let j = 0; j < i; j++) {
            const other = seats[j].identity;
            if (!other) continue;
            for (const field of AREA_FIELDS) {
              const area = id[field];
              if (area !== undefined && (other.startArea === area || other.secondStartArea === area)) issues = add(issues, `seats[${i}].identity.${field}`, `${area} is already a start area of seat ${j} (§5.5)`);
            }
          }
        }
        return issues;
      },
    },
  ],
};
