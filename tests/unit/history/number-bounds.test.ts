import { describe, expect, it } from "vitest";
import { importCsv, importJson } from "@/dealing/transfer";
import { parseExportDocument } from "@/history/export-document";
import { readSeasonCsv } from "@/history/season-csv";
import { recordResultSchema } from "@/schemas/play";
import { seasonSchema } from "@/schemas/season";
import { objectiveSchema } from "@/schemas/objective";

// Every number on the way in is bounded by src/schemas/numbers.ts: the CSV names line and column,
// JSON the path, forms the field. Values that broke the export before: a 20-digit number, 2^53 + 1.
const HUGE = "99999999999999999999";
const UNSAFE = "9007199254740993";
const HEADER = [
  "game",
  "date",
  "player",
  "turn_order",
  "objective",
  "objective_total",
  "objective_points",
  "eliminated_order",
  "armies",
  "end_reason",
  "sdadata_round",
  "duration_minutes",
];
const GOOD: Record<string, string> = {
  game: "1",
  date: "2008-01-12",
  player: "Marco",
  turn_order: "1",
  objective: "3",
  objective_total: "95",
  objective_points: "40",
  eliminated_order: "",
  armies: "20",
  end_reason: "sdadata",
  sdadata_round: "2",
  duration_minutes: "125",
};
const seasonCsv = (column: string, value: string) =>
  new TextEncoder().encode(
    [HEADER.join(","), HEADER.map((c) => (c === column ? value : GOOD[c])).join(",")].join("\n") + "\n",
  );

const SEASON_COLUMNS = [
  "game",
  "turn_order",
  "objective_total",
  "objective_points",
  "eliminated_order",
  "armies",
  "sdadata_round",
  "duration_minutes",
];
const cases = SEASON_COLUMNS.flatMap((column) =>
  [
    [HUGE, "outOfRange"],
    [UNSAFE, "outOfRange"],
    ["-1", "outOfRange"],
    ["1.5", "notWholeNumber"],
  ].map(([value, code]) => [column, value, code] as const),
);

describe("season CSV: numbers out of range", () => {
  it.each(cases)("%s = %s is refused at line 2 of that column (%s)", (column, value, code) => {
    const r = readSeasonCsv(seasonCsv(column, value));
    expect(r.rows).toEqual([]);
    expect(r.problems.map((p) => [p.line, p.column, p.code])).toEqual([[2, column, code]]);
  });

  it.each([HUGE, UNSAFE, "1000"])("an objective numbered %s is refused at its line and column", (value) => {
    const r = readSeasonCsv(seasonCsv("objective", value));
    expect(r.problems.map((p) => [p.line, p.column, p.code])).toEqual([[2, "objective", "outOfRange"]]);
    expect(r.problems[0].message).toMatch(/from 1 to 999/);
  });

  it("accepts the bounds themselves", () => {
    for (const [column, value] of [
      ["game", "9999"],
      ["armies", "0"],
      ["armies", "1000"],
      ["sdadata_round", "20"],
      ["duration_minutes", "1440"],
      ["objective", "999"],
    ])
      expect(readSeasonCsv(seasonCsv(column, value)).problems, `${column}=${value}`).toEqual([]);
  });
});

describe("forms: the same bounds", () => {
  // a RisiKo! result as the result form sends it; each value's own bounds are the definition's (rankPlay, at the field)
  const result = (over: Record<string, unknown> = {}, values: Record<string, unknown> = {}) => ({
    slug: "l",
    gameId: "g1",
    version: 0,
    durationMinutes: 90,
    notes: null,
    play: {
      endedBy: "sdadata",
      game: { endedRound: 3 },
      seats: [
        { playerId: "p1", seatOrder: 1, values: { objectiveTotal: 95, objectivePoints: 40, armies: 10, ...values } },
        { playerId: "p2", seatOrder: 2, values: { objectiveTotal: 95, objectivePoints: 40, armies: 10 } },
      ],
    },
    ...over,
  });
  it.each([
    ["durationMinutes", -1],
    ["durationMinutes", 1.5],
    ["version", Number(UNSAFE)],
  ])("a result with %s = %d is refused", (field, value) => {
    expect(recordResultSchema.safeParse(result({ [field]: value })).success).toBe(false);
  });
  it.each([
    ["objectiveTotal", Number(HUGE)],
    ["objectivePoints", Number(UNSAFE)],
    ["armies", Number(HUGE)],
  ])("a seat with %s = %d is refused", (field, value) => {
    expect(recordResultSchema.safeParse(result({}, { [field]: value })).success).toBe(false);
  });
  it.each([HUGE, UNSAFE, "-1", "1.5"])("a season with edition or year %s is refused", (value) => {
    const season = {
      leagueSlug: "l",
      name: "S",
      edition: "1",
      year: "2008",
      plannedGames: "10",
      status: "draft",
      rules: "{}",
    };
    expect(seasonSchema.safeParse({ ...season, edition: value }).success).toBe(false);
    expect(seasonSchema.safeParse({ ...season, year: value }).success).toBe(false);
    expect(seasonSchema.safeParse(season).success).toBe(true);
  });
  it.each([HUGE, UNSAFE, "-1", "1.5"])("an objective numbered %s is refused by the editor", (value) => {
    const objective = {
      slug: "l",
      edition: "1",
      number: "3",
      name: "Europa",
      territories: [{ territoryId: "italia", value: 5 }],
    };
    expect(objectiveSchema.safeParse({ ...objective, number: value }).success).toBe(false);
    expect(objectiveSchema.safeParse(objective).success).toBe(true);
  });
});

describe("objective set import: the same bounds", () => {
  const territories = [{ id: "italia", nameIt: "Italia", nameEn: "Italy" }];
  it.each([HUGE, UNSAFE, "1000"])("CSV: objective number %s is refused with its line", (value) => {
    const r = importCsv(`number,name,territory,value\n${value},Europa,italia,5\n`, territories);
    expect(r).toEqual({ ok: false, errors: [{ code: "numberInvalid", line: 2 }] });
  });
  it.each([HUGE, UNSAFE, "1000"])("CSV: territory value %s is refused with its line", (value) => {
    const r = importCsv(`number,name,territory,value\n1,Europa,italia,${value}\n`, territories);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors.map((e) => [e.code, e.line])).toEqual([["valueNotPositive", 2]]);
  });
  it.each([Number(HUGE), Number(UNSAFE), 1000])("JSON: objective number %d is refused", (number) => {
    const r = importJson(
      JSON.stringify([{ number, name: "Europa", territories: [{ territory: "italia", value: 5 }] }]),
      territories,
    );
    expect(r.ok).toBe(false);
  });
});

describe("league JSON import: the same bounds, with the path", () => {
  const doc = (game: Record<string, unknown>) => ({
    format: "risiko-league-export",
    version: 1,
    includesCredentials: false,
    league: { id: "L1", slug: "l", name: "L", createdAt: "2008-01-01T00:00:00.000Z" },
    users: [],
    memberships: [],
    players: [],
    seasons: [
      {
        id: "S1",
        edition: 1,
        name: "S",
        year: 2008,
        plannedGames: 10,
        status: "closed",
        rules: {},
        isPublic: false,
        comments: null,
        createdAt: "2008-01-01T00:00:00.000Z",
        closedAt: null,
        objectives: [],
        games: [
          {
            id: "G1",
            sequence: 1,
            playedOn: "2008-01-01T00:00:00.000Z",
            status: "finished",
            endReason: "sdadata",
            sdadataRound: 2,
            durationMinutes: 90,
            notes: null,
            version: 0,
            dealtAt: null,
            finishedAt: null,
            createdAt: "2008-01-01T00:00:00.000Z",
            updatedAt: "2008-01-01T00:00:00.000Z",
            seats: [],
            ...game,
          },
        ],
      },
    ],
    auditEvents: [],
  });
  it("accepts the document as it is", () => {
    expect(parseExportDocument(doc({})).ok).toBe(true);
  });
  it.each([
    ["sequence", Number(HUGE)],
    ["sequence", Number(UNSAFE)],
    ["sdadataRound", -1],
    ["durationMinutes", 1.5],
    ["durationMinutes", 100_000],
  ])("refuses %s = %d naming the path", (field, value) => {
    const r = parseExportDocument(doc({ [field]: value }));
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors[0]).toMatch(new RegExp(`^seasons\\.0\\.games\\.0\\.${field}: `));
  });
});
