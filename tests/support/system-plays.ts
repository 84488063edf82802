// A valid play of each game system but RisiKo!, with the field that the number tests vary (decision 0038).
import { serializeCsv } from "@/history/csv";
import { playCsvRows, type PlayExportGame } from "@/history/play-csv";
import { getSystem, type Play, type SystemId } from "@/scoring";
import type { NumberFieldDef } from "@/scoring/systems/types";

/** A valid play of each system but RisiKo! (whose season CSV has its own columns), with the field the table varies. */
export const BASE: Record<Exclude<SystemId, "risiko">, { field: string; seat: number; play: Play }> = {
  spqr: {
    field: "seaAreas",
    seat: 0,
    play: {
      game: { mode: "time" },
      seats: [{ vp: 12 }, { vp: 9 }, { vp: 15 }].map((values, i) => ({
        playerId: `P${i + 1}`,
        seatOrder: i + 1,
        values,
      })),
    },
  },
  nero: {
    field: "vp",
    seat: 1,
    play: {
      game: { turnsPlayed: 4 },
      seats: [10, 30, 20, 5].map((vp, i) => ({
        playerId: `P${i + 1}`,
        seatOrder: i + 1,
        values: { vp, automaticVictory: false },
      })),
    },
  },
  hotre: {
    field: "vpPopulation",
    seat: 0,
    play: {
      game: { periodsPlayed: 7 },
      seats: [0, 1, 2, 3].map((i) => ({
        playerId: `P${i + 1}`,
        seatOrder: i + 1,
        values: { vpPopulation: 10 + i, vpFaction: 5, lastEmperorNumber: i + 1 },
      })),
    },
  },
  "julius-caesar": {
    field: "leadersKilled",
    seat: 0,
    play: {
      game: { endedYear: 5 },
      seats: [0, 1].map((i) => ({
        playerId: `P${i + 1}`,
        seatOrder: i + 1,
        identity: { side: ["Cesare", "Pompeo"][i] },
        values: { cityVp: [4, 5][i], leadersKilled: [1, 0][i], controlsRome: false },
      })),
    },
  },
  cote2: {
    field: "vp",
    seat: 2,
    play: {
      game: { seasons: 4 },
      seats: [10, 20, 30].map((vp, i) => ({
        playerId: `P${i + 1}`,
        seatOrder: i + 1,
        values: { vp, influenceTokens: i },
      })),
    },
  },
};
export const PLAYERS = ["P1", "P2", "P3", "P4", "P5", "P6"];
export const asExport = (play: Play, sequence = 1): PlayExportGame => ({
  sequence,
  date: "2026-04-01",
  endedBy: play.endedBy ?? null,
  endedAt: play.endedAt ?? null,
  game: play.game ?? {},
  durationMinutes: null,
  notes: null,
  seats: play.seats.map((s, i) => ({
    player: s.playerId,
    seatOrder: s.seatOrder ?? i + 1,
    identity: s.identity ?? {},
    values: s.values,
    rank: null,
    points: null,
  })),
});

/** the CSV of the base play with one cell of the field replaced by text as written */
export function withCell(systemId: keyof typeof BASE, cell: string, sequence = 1) {
  const system = getSystem(systemId);
  const { field, seat, play } = BASE[systemId];
  const rows = playCsvRows(system, [asExport(play, sequence)]);
  const col = rows[0].indexOf(field);
  const lines = serializeCsv(rows).split("\r\n");
  const fields = lines[seat + 1].split(",");
  fields[col] = cell.includes(",") ? `"${cell}"` : cell;
  lines[seat + 1] = fields.join(",");
  return {
    system,
    text: lines.join("\r\n"),
    line: seat + 2,
    column: field,
    def: system.seatFields.find((d) => d.key === field) as NumberFieldDef,
  };
}

/** The labelled inputs of issue 20 item 13, with what the import must answer for a field of these bounds. */
export function inputsFor(
  def: NumberFieldDef,
): [label: string, text: string, expected: number | "notWholeNumber" | "outOfRange"][] {
  return [
    ["2^53 + 1", "9007199254740993", "outOfRange"],
    ["a 20-digit number", "99999999999999999999", "outOfRange"],
    ["hex", "0x10", "notWholeNumber"],
    ["an exponent", "1e3", "notWholeNumber"],
    ["a leading +", "+5", "notWholeNumber"],
    ["a leading space", " 5", "notWholeNumber"],
    ["5.0 in a whole-number field", "5.0", "notWholeNumber"],
    ["-1", "-1", def.min <= -1 ? -1 : "outOfRange"],
    ["the max", String(def.max), def.max],
    ["max + 1", String(def.max + 1), "outOfRange"],
    ["min - 1", String(def.min - 1), "outOfRange"],
  ];
}
