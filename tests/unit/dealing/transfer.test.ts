import { describe, expect, it } from "vitest";
import { exportCsv, exportJson, importCsv, importJson } from "@/dealing/transfer";

const territories = [
  { id: "alaska", nameIt: "Alaska", nameEn: "Alaska" },
  { id: "peru", nameIt: "Perù", nameEn: "Peru" },
  { id: "cina", nameIt: "Cina", nameEn: "China" },
];
const set = [
  {
    number: 1,
    name: 'Il "Letto", grande',
    territories: [
      { territoryId: "alaska", value: 3 },
      { territoryId: "peru", value: 3 },
    ],
  },
  { number: 2, name: "Due", territories: [{ territoryId: "cina", value: 6 }] },
];

describe("CSV errors (the codec itself is tested in tests/unit/history/csv.test.ts)", () => {
  it.each([
    ["an unclosed quote", 'number,name,territory,value\n1,"oops,alaska,3', { code: "csvUnclosedQuote", line: 2 }],
    ["a stray quote", 'number,name,territory,value\n1,Uno,ala"ska,3', { code: "csvQuote", line: 2 }],
  ])("reports %s with its line and imports nothing", (_label, text, error) => {
    expect(importCsv(text, territories)).toEqual({ ok: false, errors: [error] });
  });
});

describe("import/export", () => {
  it.each([
    ["CSV", exportCsv, importCsv],
    ["JSON", exportJson, importJson],
  ] as const)("%s round-trips a set", (_f, exp, imp) => {
    const r = imp(exp(set), territories);
    expect(r).toEqual({ ok: true, objectives: set, warnings: expect.any(Array) });
  });

  it("accepts territory names in either language", () => {
    const r = importCsv("number,name,territory,value\n1,Uno,Perù,3\n1,Uno,China,6\n", territories);
    expect(r.ok && r.objectives[0].territories.map((t) => t.territoryId)).toEqual(["peru", "cina"]);
  });

  it("reports CSV errors by line and imports nothing", () => {
    const r = importCsv(
      "number,name,territory,value\n1,Uno,alaska,3\n1,Uno,atlantide,2\n2,Due,cina,0\n2,Due,cina,4\n",
      territories,
    );
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors.map((e) => [e.line, e.code])).toEqual([
      [3, "unknownTerritory"],
      [4, "valueNotPositive"],
      [5, "duplicateTerritory"],
    ]);
  });

  it("rejects a CSV without the expected header", () => {
    expect(importCsv("n,name\n1,x\n", territories)).toEqual({
      ok: false,
      errors: [expect.objectContaining({ code: "csvHeader", line: 1 })],
    });
  });

  it("reports a JSON syntax error", () => {
    const r = importJson('{"objectives": [\n{"number": 1,,}]}', territories);
    expect(!r.ok && r.errors[0].code).toBe("jsonSyntax");
  });
});
