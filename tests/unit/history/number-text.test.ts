import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { importCsv, importJson } from "@/dealing/transfer";
import { serializeCsv } from "@/history/csv";
import { placeErrors, readLeagueJson } from "@/history/league-json";
import { playCsvRows, readPlayCsv, type PlayExportGame } from "@/history/play-csv";
import { readSeasonCsv } from "@/history/season-csv";
import { fieldValue, playFromForm } from "@/lib/plays/play-form";
import { gameSystems, getSystem, rankPlay, ScoringInputError, type GameSystem, type Play } from "@/scoring";
import type { NumberFieldDef } from "@/scoring/systems/types";
import { NUMBER_BOUNDS, parseNumberText, readNumber } from "@/schemas/numbers";
import { seasonSchema } from "@/schemas/season";
import { asExport, BASE, inputsFor, PLAYERS, withCell } from "../../support/system-plays";
import { playArbs } from "../scoring/systems/arbitraries";

// Decision 0038: one reader of numbers typed as text, every field of every system bounded, in CSV, JSON and forms.

describe("parseNumberText / readNumber: plain decimal digits only", () => {
  const bounds = { min: 0, max: 9999 };
  it.each([
    ["12", 12],
    ["0", 0],
    ["-0", 0],
    ["-3", -3],
    ["007", 7],
    ["9999", 9999],
  ])("%s is %d", (text, n) => expect(parseNumberText(text)).toBe(n));
  it.each([
    "0x10",
    "1e3",
    "+5",
    " 5",
    "5 ",
    "5.0",
    "1.5",
    "",
    "-",
    "Infinity",
    "NaN",
    "1_000",
    "1,000",
    "١٢",
    "0b1",
    "0o7",
    "5\n",
  ])("%j is not an integer", (text) => {
    expect(parseNumberText(text)).toBeNull();
  });
  it.each([
    ["9.5", 9.5],
    ["9,5", 9.5],
    ["-0.25", -0.25],
  ])("%s is the decimal %d", (text, n) => expect(parseNumberText(text, "decimal")).toBe(n));
  it.each(["1e3", ".5", "5.", "+1.5", "1.2.3"])("%j is not a decimal", (text) =>
    expect(parseNumberText(text, "decimal")).toBeNull(),
  );
  it.each([
    ["9007199254740993", "aboveMax"],
    ["99999999999999999999", "aboveMax"],
    ["0x10", "notANumber"],
    ["1e3", "notANumber"],
    ["+5", "notANumber"],
    [" 5", "notANumber"],
    ["5.0", "notWhole"],
    ["-1", "belowMin"],
    ["9999", null],
    ["10000", "aboveMax"],
  ])("readNumber(%j) in 0–9999: %s", (text, problem) => {
    const r = readNumber(text, bounds);
    expect("problem" in r ? r.problem : null).toBe(problem);
  });
});

describe("forms: the season form reads numbers through the same reader", () => {
  const season = {
    leagueSlug: "l",
    name: "S",
    edition: "1",
    year: "2008",
    plannedGames: "10",
    status: "draft",
    rules: "{}",
  };
  it.each(["0x10", "1e3", "+5", " 5", "5.0", "", "9007199254740993", "99999999999999999999"])(
    "edition %j is refused (z.coerce took 0x10 as 16)",
    (edition) => {
      expect(seasonSchema.safeParse({ ...season, edition }).success).toBe(false);
    },
  );
  it("accepts plain digits", () => expect(seasonSchema.safeParse({ ...season, edition: "16" }).success).toBe(true));
});

const csvOf = (system: GameSystem, games: PlayExportGame[]) => serializeCsv(playCsvRows(system, games));
const read = (system: GameSystem, text: string) =>
  readPlayCsv(system, new TextEncoder().encode(text), undefined, (name) => (PLAYERS.includes(name) ? name : null));
describe("season CSV of every other system: the labelled inputs, at line and column", () => {
  for (const systemId of Object.keys(BASE) as (keyof typeof BASE)[]) {
    const { def } = withCell(systemId, "1");
    it.each(inputsFor(def))(`${systemId} ${def.key} = %s (%j): %s`, (_label, cell, expected) => {
      const { system, text, line, column } = withCell(systemId, cell);
      const r = read(system, text);
      if (typeof expected === "number") {
        expect(r.problems).toEqual([]);
        expect(r.plays[0].play.seats[BASE[systemId].seat].values[column]).toBe(expected);
      } else {
        expect(r.plays).toEqual([]);
        expect(r.problems.map((p) => [p.line, p.column, p.code])).toEqual([[line, column, expected]]);
      }
    });
  }

  it("a game number, seat order or duration is read the same way", () => {
    const system = getSystem("cote2");
    const text = csvOf(system, [asExport(BASE.cote2.play)]);
    const problems = (from: string, to: string) =>
      read(system, text.replace(from, to)).problems.map((p) => [p.line, p.column, p.code]);
    expect(problems("\r\n1,2026-04-01,P1,1,", "\r\n1,2026-04-01,P1,+1,")).toEqual([
      [2, "seat_order", "notWholeNumber"],
    ]);
    expect(problems("\r\n1,2026-04-01,P2,", "\r\n1e0,2026-04-01,P2,")).toEqual(
      expect.arrayContaining([[3, "game", "notWholeNumber"]]),
    );
  });
});

describe("RisiKo! season CSV: the labelled inputs, at line and column", () => {
  const header = "game,date,player,turn_order,objective_total,objective_points,armies";
  const csv = (armies: string) =>
    new TextEncoder().encode(
      `${header}\n1,2008-01-12,Marco,1,95,60,${armies.includes(",") ? `"${armies}"` : armies}\n`,
    );
  const def = { min: NUMBER_BOUNDS.armies.min, max: NUMBER_BOUNDS.armies.max } as NumberFieldDef;
  it.each(inputsFor(def))("armies = %s (%j): %s", (_label, cell, expected) => {
    const r = readSeasonCsv(csv(cell));
    if (typeof expected === "number") expect(r.rows[0].armies).toBe(expected);
    else expect(r.problems.map((p) => [p.line, p.column, p.code])).toEqual([[2, "armies", expected]]);
  });
});

describe("league JSON text: numbers exactly as the export writes them, refusals at line and column", () => {
  const doc = (token: string) => `{\n  "seasons": [\n    {\n      "games": [{ "sequence": ${token} }]\n    }\n  ]\n}\n`;
  it.each([
    ["2^53 + 1", "9007199254740993"],
    ["a 20-digit number", "99999999999999999999"],
    ["an exponent", "1e3"],
    ["5.0", "5.0"],
    ["-0", "-0"],
  ])("%s (%s) is refused at line 4, column 31", (_label, token) => {
    const r = readLeagueJson(doc(token));
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors).toEqual([
      expect.stringMatching(
        new RegExp(
          `^line 4, column 31: seasons\\.0\\.games\\.0\\.sequence: ${token.replace(/[.+]/g, "\\$&")} is not a number as the export writes it`,
        ),
      ),
    ]);
  });
  it.each([
    ["hex", "0x10"],
    ["a leading +", "+5"],
  ])("%s (%s) is not JSON: refused at its line and column", (_label, token) => {
    const r = readLeagueJson(doc(token));
    expect(!r.ok && r.errors[0]).toMatch(/^line 4, column 3\d: not valid JSON/);
  });
  it.each(["12", "-3", "9.5", "0"])("%s is read as written", (token) => {
    const r = readLeagueJson(doc(token));
    expect(r.ok && (r.value as { seasons: { games: { sequence: number }[] }[] }).seasons[0].games[0].sequence).toBe(
      Number(token),
    );
  });
  it("places the schema's and the rules' refusals at the value's line and column", () => {
    const text = `{"seasons": [\n {"games": [\n  {"sequence": 1, "values": {"endedYear": 9},\n   "seats": [{"turnOrder": 1, "values": {"cityVp": 20}}]}]}]}`;
    expect(
      placeErrors(text, [
        "seasons.0.games.0.seats[0].values.cityVp: must be at most 13 (got 20)",
        "seasons.0.games.0.game.endedYear: must be at most 5 (got 9)",
        "seasons.0.games.0.seats[0].seatOrder: is wrong",
        "seasons.0.games.0.seats[*].values.cityVp: the seats' values add up to 20",
        'a league "x" already exists: import into an empty database',
      ]),
    ).toEqual([
      "line 4, column 52: seasons.0.games.0.seats[0].values.cityVp: must be at most 13 (got 20)",
      "line 3, column 43: seasons.0.games.0.game.endedYear: must be at most 5 (got 9)",
      "line 4, column 28: seasons.0.games.0.seats[0].seatOrder: is wrong",
      "line 3, column 3: seasons.0.games.0.seats[*].values.cityVp: the seats' values add up to 20",
      'a league "x" already exists: import into an empty database',
    ]);
  });
});

describe("property: any play the rules accept round-trips export → import → export byte-identical", () => {
  /** a play of the system, with some numeric fields pushed to their bounds (kept only if the rules still accept it) */
  const extremes = (system: GameSystem, play: Play) =>
    fc
      .array(fc.tuple(fc.nat(5), fc.constantFrom(...system.seatFields.filter((d) => d.type === "int")), fc.boolean()), {
        maxLength: 3,
      })
      .map((pushes) => {
        const seats = play.seats.map((s) => ({ ...s, values: { ...s.values } }));
        for (const [i, def, top] of pushes)
          if (seats[i % seats.length]) seats[i % seats.length].values[def.key] = top ? def.max! : def.min!;
        const pushed: Play = { ...play, seats };
        try {
          rankPlay(system.id, pushed);
          return pushed;
        } catch (e) {
          if (e instanceof ScoringInputError) return play;
          throw e;
        }
      });
  for (const system of gameSystems.filter((s) => s.id !== "risiko")) {
    it(system.id, () => {
      fc.assert(
        fc.property(
          playArbs[system.id]().chain((play) => extremes(system, play)),
          fc.integer({ min: 1, max: NUMBER_BOUNDS.gameNumber.max }),
          (play, sequence) => {
            // the arbitraries' player ids, renamed to names of the league (P1…)
            const ids = new Map(play.seats.map((s, i) => [s.playerId, PLAYERS[i]]));
            const named: Play = {
              ...play,
              seats: play.seats.map((s, i) => ({
                ...s,
                playerId: ids.get(s.playerId)!,
                seatOrder: s.seatOrder ?? i + 1,
              })),
            };
            const first = csvOf(system, [asExport(named, sequence)]);
            const back = read(system, first);
            expect(back.problems).toEqual([]);
            expect(
              csvOf(
                system,
                back.plays.map((p) => asExport(p.play, p.sequence)),
              ),
            ).toBe(first);
            // and as JSON: the values come back as written
            const json = JSON.stringify(named);
            const r = readLeagueJson(json);
            expect(r.ok && JSON.stringify(r.value)).toBe(json);
          },
        ),
        { numRuns: 150 },
      );
    });
  }
});

describe("objective set import: the same reader", () => {
  const territories = [{ id: "italia", nameIt: "Italia", nameEn: "Italy" }];
  it.each(["0x10", "1e3", "+5", " 5", "5.0"])("CSV: a territory value %j is refused with its line", (value) => {
    const r = importCsv(`number,name,territory,value\n1,Europa,italia,${value}\n`, territories);
    expect(!r.ok && r.errors.map((e) => [e.code, e.line])).toEqual([["valueNotPositive", 2]]);
  });
  it.each(["0x10", "+5", " 5"])("CSV: an objective number %j is refused with its line", (number) => {
    const r = importCsv(`number,name,territory,value\n${number},Europa,italia,5\n`, territories);
    expect(!r.ok && r.errors.map((e) => [e.code, e.line])).toEqual([["numberInvalid", 2]]);
  });
  it.each(["1e0", "5.0", "9007199254740993"])("JSON: a value written %s is refused with its line", (token) => {
    const r = importJson(
      `[\n {"number": 1, "name": "Europa",\n  "territories": [{"territory": "italia", "value": ${token}}]}\n]`,
      territories,
    );
    expect(!r.ok && r.errors).toEqual([{ code: "jsonSyntax", line: 3 }]);
  });
  it("accepts plain digits", () =>
    expect(importCsv("number,name,territory,value\n1,Europa,italia,5\n", territories).ok).toBe(true));
});

describe("the play form reads its inputs through the same reader", () => {
  const vp = getSystem("cote2").seatFields.find((d) => d.key === "vp")!;
  it.each([
    ["12", 12],
    ["-5", -5],
    ["9999", 9999],
  ])("%j is the number %d", (text, n) => expect(fieldValue(vp, text)).toBe(n));
  it.each(["0x10", "1e3", "+5", " 5", "5.0", "9,5"])(
    "%j stays text, so the rules refuse it at the field (Number() read 0x10 as 16)",
    (text) => {
      expect(fieldValue(vp, text)).toBe(text);
      const play = playFromForm(getSystem("cote2"), {
        endedBy: "",
        endedAt: "",
        game: { seasons: "4" },
        seats: [text, "20"].map((v, i) => ({
          playerId: `P${i + 1}`,
          seatOrder: i + 1,
          identity: {},
          values: { vp: v, influenceTokens: "1" },
        })),
      });
      expect(() => rankPlay("cote2", play)).toThrow(ScoringInputError);
    },
  );
  it("a number beyond the field's bound is refused by the rules, as in the action", () => {
    const play = playFromForm(getSystem("cote2"), {
      endedBy: "",
      endedAt: "",
      game: { seasons: "4" },
      seats: ["10000", "20"].map((v, i) => ({
        playerId: `P${i + 1}`,
        seatOrder: i + 1,
        identity: {},
        values: { vp: v, influenceTokens: "1" },
      })),
    });
    expect(() => rankPlay("cote2", play)).toThrow(/must be at most 9999 \(got 10000\)/);
  });
});
