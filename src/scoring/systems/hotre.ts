// History of the Roman Empire (seed 001; game-systems.md §4). With 2 players each seat runs two groups
// (§15.1): P, F, start area, Emperor counter and Fazione Morta per group; the winner has the higher combined
// total, and the higher of the seat's two counters breaks a tie (§8 #11 [default]). Decision 0043. A 2-player play
// recorded before (both groups summed in the first group's fields) is read from history as it is (decision 0063).
import type { ScoringIssue } from "../errors";
import { bool, choice, int, key, label, SCORE_MAX, text } from "./fields";
import type { GameSystem, Value } from "./types";

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
    text("colour", label("Colore della Fazione", "Faction colour"), "§2.7 (one of the four Roman sets)", {
      table: { distinct: true },
    }),
    choice("startArea", label("Area di partenza", "Start area"), AREAS, "§5.5", { required: false }),
    choice(
      "secondStartArea",
      label("Area di partenza (secondo gruppo)", "Start area (second group)"),
      AREAS,
      "§15.1 (2 players)",
      { required: false, players: 2, tallyAs: "startArea" },
    ),
  ],
  length: { unit: "period", max: 7, gameField: "periodsPlayed", source: "§3.3, §3.4 (seven Periods [inference])" },
  endings: [
    {
      value: "turnLimit",
      label: label("Fine dell'ultimo Periodo", "End of the last Period"),
      source: "§14.1; §3.3, §3.4: seven Periods",
      atLengthMax: true,
    },
  ],
  variants: [
    { id: "favoreDivino", label: label("Favore Divino", "Divine Favour"), source: "§15.3" },
    { id: "corrompereBarbari", label: label("Corrompere i Barbari", "Bribing the Barbarians"), source: "§15.4" },
  ],
  gameFields: [
    int("periodsPlayed", label("Periodi giocati", "Periods played"), "§3.3 (7 [inference])", {
      required: false,
      min: 1,
      max: 7,
    }),
  ],
  seatFields: [
    int("vpPopulation", label("Punti Vittoria Popolazione (P)", "Population VP (P)"), "§14.1, §14.2", {
      min: 0,
      max: SCORE_MAX,
    }),
    int(
      "vpFaction",
      label("Punti Vittoria Romani (F, PVR)", "Faction VP (F)"),
      "§14.1, §14.3 (a balance: PVR are spent)",
      { min: 0, max: SCORE_MAX },
    ),
    int(
      "lastEmperorNumber",
      label("Segnalino Imperatore dell'ultimo periodo", "Last-Period Emperor counter"),
      "§14.1; 2 players: the higher of the seat's two counters (game-systems.md §4.3, §8 #11 [default])",
      {
        min: 1,
        max: 6,
        table: { distinct: true },
        clubDefaultWith: {
          players: 2,
          rule: label(
            "a 2 giocatori vale il più alto dei due segnalini del giocatore",
            "with 2 players the higher of the seat's two counters counts",
          ),
        },
      },
    ),
    bool("factionDead", label("Fazione Morta", "Faction dead"), "§5.7", { required: false }),
    // §15.1: "Punti Vittoria ... devono essere tenuti separati per ciascun gruppo" — the second group of a 2-player seat
    int("vpPopulation2", label("P del secondo gruppo", "Second group's P"), "§15.1, §14.2", {
      min: 0,
      max: SCORE_MAX,
      players: 2,
    }),
    int("vpFaction2", label("F del secondo gruppo", "Second group's F"), "§15.1, §14.3", {
      min: 0,
      max: SCORE_MAX,
      players: 2,
    }),
    int(
      "lastEmperorNumber2",
      label("Segnalino Imperatore del secondo gruppo", "Second group's Emperor counter"),
      "§15.1, §14.1",
      { min: 1, max: 6, players: 2 },
    ),
    bool("factionDead2", label("Fazione Morta (secondo gruppo)", "Faction dead (second group)"), "§15.1, §5.7", {
      required: false,
      players: 2,
    }),
  ],
  derived: [
    {
      key: "vpTotal",
      label: label("Punti Vittoria totali", "Total VP"),
      sumOf: ["vpPopulation", "vpFaction", "vpPopulation2", "vpFaction2"],
      source: "§14.1; 2 players: both groups combined (§15.1)",
    },
    {
      key: "emperorCounter",
      label: label("Segnalino Imperatore più alto", "Highest Emperor counter"),
      maxOf: ["lastEmperorNumber", "lastEmperorNumber2"],
      source: "§14.1; 2 players: the higher of the seat's two counters (game-systems.md §4.3, §8 #11 [default])",
    },
  ],
  primaryScore: "vpTotal",
  ranking: {
    decisive: [],
    keys: [key("vpTotal", "§14.1"), key("emperorCounter", "§14.1 (highest Emperor counter of the last Period)")],
    tieBreak: null,
    elimination: null,
    others: { source: "game-systems.md §4.3, §8 #16 [default]: the rules speak only of the winner", clubDefault: true },
    unresolved: { value: "shareRank", source: "§14.1 (unreachable: the counters are distinct)", clubDefault: false },
  },
  olderRecords: [
    {
      id: "combinedGroups",
      label: label(
        "Registrata prima dei due gruppi: P e F dei due gruppi sommati, il segnalino Imperatore più alto",
        "Recorded before the two groups: both groups' P and F summed, the higher Emperor counter",
      ),
      players: 2,
      without: ["vpPopulation2", "vpFaction2", "lastEmperorNumber2", "factionDead2"],
      source: "§15.1; decisions 0043, 0063 (recorded before the second group's fields)",
    },
  ],
  invariants: [
    ...(
      [
        ["vpFaction", "factionDead"],
        ["vpFaction2", "factionDead2"],
      ] as const
    ).map(([field, dead]) => ({
      id: `${dead}NoPvr`,
      label: label("Una Fazione Morta non ha PVR: F è 0", "A dead Faction has no PVR: F is 0"),
      source: "§5.7",
      seat: {
        field,
        check: (row: Record<string, Value>) =>
          row[dead] === true && typeof row[field] === "number" && row[field] !== 0
            ? `a dead Faction has no Roman VP left (§5.7), so ${field} is 0 (got ${row[field]})`
            : null,
      },
    })),
    {
      id: "emperorCountersDistinct",
      label: label("Ogni gruppo pesca un segnalino Imperatore diverso", "Each group draws a different Emperor counter"),
      source: "§14.1, §15.1",
      play: (p) => {
        let issues: ScoringIssue[] | null = null;
        const rows = p.rows;
        for (let i = 0; i < rows.length; i++) {
          const second = rows[i].lastEmperorNumber2;
          if (second === undefined) continue;
          for (let j = 0; j < rows.length; j++)
            if (rows[j].lastEmperorNumber === second || (j < i && rows[j].lastEmperorNumber2 === second)) {
              issues = add(
                issues,
                `seats[${i}].values.lastEmperorNumber2`,
                `counter ${second} is already drawn by ${j === i ? "this seat's first group" : `seat ${j}`} (§14.1)`,
              );
              break;
            }
        }
        return issues;
      },
    },
    {
      id: "startAreas",
      label: label(
        "Aree di partenza distinte; due gruppi solo a 2 giocatori",
        "Distinct start areas; two groups only with 2 players",
      ),
      source: "§5.5, §15.1",
      play: (p) => {
        let issues: ScoringIssue[] | null = null;
        const seats = p.play.seats;
        const two = seats.length === 2;
        for (let i = 0; i < seats.length; i++) {
          const id = seats[i].identity;
          if (!id) continue;
          if (two && id.startArea !== undefined && id.secondStartArea === undefined)
            issues = add(
              issues,
              `seats[${i}].identity.secondStartArea`,
              "a 2-player seat runs two groups: give both start areas (§15.1)",
            );
          if (id.startArea !== undefined && id.startArea === id.secondStartArea)
            issues = add(
              issues,
              `seats[${i}].identity.secondStartArea`,
              `${id.startArea} is already this seat's start area (§5.5)`,
            );
          for (let j = 0; j < i; j++) {
            const other = seats[j].identity;
            if (!other) continue;
            for (const field of AREA_FIELDS) {
              const area = id[field];
              if (area !== undefined && (other.startArea === area || other.secondStartArea === area))
                issues = add(
                  issues,
                  `seats[${i}].identity.${field}`,
                  `${area} is already a start area of seat ${j} (§5.5)`,
                );
            }
          }
        }
        return issues;
      },
    },
  ],
};
