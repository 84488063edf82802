import { describe, expect, it } from "vitest";
import { readSeasonCsv } from "@/history/season-csv";
import { planSeasonImport, type PlanContext } from "@/history/season-plan";
import { presets } from "@/scoring";

const HEADER =
  "game,date,player,turn_order,objective,objective_total,objective_points,completed,eliminated_order,eliminated_by,armies,end_reason";
const csv = (...lines: string[]) => new TextEncoder().encode([HEADER, ...lines].join("\n"));
const ctx = (over: Partial<PlanContext> = {}): PlanContext => ({
  players: [
    { id: "p1", displayName: "Marco", nickname: null, armyName: "BRIGATE NERE", armyColor: "nero" },
    { id: "p2", displayName: "Luca", nickname: "Luchino", armyName: "YELLOW INVADERS", armyColor: "giallo" },
    { id: "p3", displayName: "Anna", nickname: null, armyName: "GREEN PANZER", armyColor: "verde" },
  ],
  objectives: [{ id: "o1", number: 1, name: "Europa e Asia", total: 95 }],
  existingSequences: new Set(),
  systemId: "risiko",
  rules: presets.placement,
  createMissing: false,
  ...over,
});
const plan = (bytes: Uint8Array, over: Partial<PlanContext> = {}) => {
  const parsed = readSeasonCsv(bytes);
  const planned = planSeasonImport(parsed.rows, ctx(over));
  return { ...planned, problems: [...parsed.problems, ...planned.problems] };
};
const where = (p: { problems: { line: number | null; column: string | null; code: string }[] }) =>
  p.problems.map((x) => [x.line, x.column, x.code]);

describe("readSeasonCsv", () => {
  it("reports missing required columns on the header line", () => {
    const r = readSeasonCsv(new TextEncoder().encode("game,date,player\n1,2008-01-01,Marco\n"));
    expect(r.problems.map((p) => [p.line, p.column, p.code])).toEqual([
      [1, "turn_order", "missingColumn"],
      [1, "objective_points", "missingColumn"],
    ]);
  });

  it("reports unknown columns", () => {
    const r = readSeasonCsv(new TextEncoder().encode("game,date,player,turn_order,objective_points,colour\n"));
    expect(r.problems.map((p) => [p.column, p.code])).toEqual([["colour", "unknownColumn"]]);
  });

  it("accepts Italian headers, dates and yes/no", () => {
    const r = readSeasonCsv(
      new TextEncoder().encode(
        "partita;data;giocatore;ordine;punti_obiettivo;completato\n1;14/03/2008;Marco;1;40;sì\n",
      ),
    );
    expect(r.problems).toEqual([]);
    expect(r.rows[0]).toMatchObject({
      game: 1,
      date: "2008-03-14",
      player: "Marco",
      turnOrder: 1,
      objectivePoints: 40,
      completed: true,
    });
  });

  it("reports bad cells with line and column", () => {
    const r = readSeasonCsv(csv("1,2008-02-30,Marco,one,,95,40,maybe,,,,lost"));
    expect(where(r)).toEqual([
      [2, "date", "badDate"],
      [2, "turn_order", "notWholeNumber"],
      [2, "completed", "notYesNo"],
      [2, "end_reason", "badEndReason"],
    ]);
  });

  it("reports a line with the wrong number of fields", () => {
    expect(where(readSeasonCsv(csv("1,2008-01-01,Marco")))).toEqual([[2, null, "fieldCount"]]);
  });

  it("explains a tab-separated file", () => {
    const r = readSeasonCsv(new TextEncoder().encode(HEADER.replace(/,/g, "\t") + "\n"));
    expect(r.problems[0]).toMatchObject({ code: "csv.delimiter", line: 1 });
  });
});

describe("planSeasonImport", () => {
  it("matches players by display name, nickname or army name and ranks the game", () => {
    const p = plan(
      csv(
        "1,2008-01-12,marco,1,1,,60,no,,,,",
        "1,2008-01-12,Luchino,2,,95,50,no,,,,",
        "1,2008-01-12,green panzer,3,,95,0,no,1,Marco,,",
      ),
    );
    expect(p.problems).toEqual([]);
    const seats = p.games[0].seats;
    expect(seats.map((s) => [s.player, s.rank, s.points])).toEqual([
      [{ existing: "p1" }, 1, 12.6],
      [{ existing: "p2" }, 2, 7.5],
      [{ existing: "p3" }, 3, 1],
    ]);
    expect(seats[2].eliminatedBy).toEqual({ existing: "p1" });
    expect(seats[0].objectiveTotal).toBe(95);
  });

  it("lists unknown players and objectives, as problems unless creating them", () => {
    const bytes = csv(
      "1,2008-01-12,Nuovo,1,Asia,95,60,no,,,,",
      "1,2008-01-12,Marco,2,7,95,50,no,,,,",
      "1,2008-01-12,Luca,3,,95,40,no,,,,",
    );
    const refused = plan(bytes);
    expect(where(refused)).toEqual([
      [2, "objective", "unknownObjective"],
      [2, "player", "unknownPlayer"],
      [3, "objective", "unknownObjective"],
    ]);
    const created = plan(bytes, { createMissing: true });
    expect(created.problems).toEqual([]);
    expect(created.newPlayers.map((x) => x.displayName)).toEqual(["Nuovo"]);
    expect(created.newObjectives.map((o) => [o.number, o.name])).toEqual([
      [7, "Obiettivo 7"],
      [8, "Asia"],
    ]);
  });

  it.each([
    [
      "the same player twice",
      ["1,2008-01-12,Marco,1,,95,60,no,,,,", "1,2008-01-12,BRIGATE NERE,2,,95,50,no,,,,"],
      [[3, "player", "duplicateSeat"]],
    ],
    [
      "the same turn order twice",
      ["1,2008-01-12,Marco,1,,95,60,no,,,,", "1,2008-01-12,Luca,1,,95,50,no,,,,"],
      [[3, "turn_order", "duplicateTurn"]],
    ],
    [
      "the same objective twice",
      ["1,2008-01-12,Marco,1,1,,60,no,,,,", "1,2008-01-12,Luca,2,1,,50,no,,,,"],
      [[3, "objective", "duplicateObjective"]],
    ],
  ])("refuses %s at one table", (_label, lines, expected) => {
    expect(where(plan(csv(...lines)))).toEqual(expected);
  });

  it.each([
    [
      "points above the total",
      ["1,2008-01-12,Marco,1,,95,96,no,,,,", "1,2008-01-12,Luca,2,,95,50,no,,,,"],
      [2, "objective_points"],
    ],
    [
      "two completed objectives",
      ["1,2008-01-12,Marco,1,,95,95,yes,,,,", "1,2008-01-12,Luca,2,,95,95,yes,,,,"],
      [3, "completed"], // the second completer: the first one completes, then nobody else can
    ],
    [
      "an eliminated seat with points",
      ["1,2008-01-12,Marco,1,,95,60,no,,,,", "1,2008-01-12,Luca,2,,95,10,no,1,,,"],
      [3, "objective_points"],
    ],
    [
      "elimination orders with a gap",
      ["1,2008-01-12,Marco,1,,95,60,no,,,,", "1,2008-01-12,Luca,2,,95,0,no,2,,,", "1,2008-01-12,Anna,3,,95,40,no,,,,"],
      [2, "eliminated_order"],
    ],
    ["a one-seat game", ["1,2008-01-12,Marco,1,,95,60,no,,,,"], [2, "player"]],
    [
      "everyone eliminated",
      ["1,2008-01-12,Marco,1,,95,0,no,1,,,", "1,2008-01-12,Luca,2,,95,0,no,2,,,"],
      [2, "eliminated_order"],
    ],
  ])("refuses an impossible result: %s, at its line and column (decision 0038)", (_label, lines, [line, column]) => {
    const p = plan(csv(...lines));
    expect(p.games).toEqual([]);
    expect(p.problems[0]).toMatchObject({ line, column });
    for (const x of p.problems) expect([x.line, x.column]).not.toContain(null);
    expect(p.problems.length).toBeGreaterThan(0);
  });

  it("refuses a game number already in the season and dates that differ within a game", () => {
    const p = plan(csv("3,2008-01-12,Marco,1,,95,60,no,,,,", "3,2008-01-13,Luca,2,,95,50,no,,,,"), {
      existingSequences: new Set([3]),
    });
    expect(where(p)).toEqual([
      [2, "game", "gameExists"],
      [3, "date", "gameFieldDiffers"],
    ]);
  });

  it("refuses an objective total that contradicts the objective's territories", () => {
    expect(where(plan(csv("1,2008-01-12,Marco,1,1,86,60,no,,,,", "1,2008-01-12,Luca,2,,95,50,no,,,,")))).toEqual([
      [2, "objective_total", "totalDiffers"],
    ]);
  });
});
