import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { gameSystems, getSystem, rankPlay, ScoringInputError, type GameSystem } from "../../../../src/scoring";
import { LARGEST_BOUND } from "../../../../src/scoring/bounds";
import { int, label } from "../../../../src/scoring/systems/fields";
import type { FieldDef } from "../../../../src/scoring/systems/types";
import { expectRejected } from "./helpers";

const fieldsOf = (s: GameSystem) =>
  new Set([...s.seatFields.map((f) => f.key), ...s.derived.map((d) => d.key), "seatOrder"]);
const gameFieldsOf = (s: GameSystem) => new Set(s.gameFields.map((f) => f.key));

describe("the registry", () => {
  it("cannot hold a number field without an upper bound: the type requires one (tsc checks the lines below)", () => {
    // @ts-expect-error a number field needs its max
    const built = int("vp", label("PV", "VP"), "§1", { min: 0 });
    // @ts-expect-error a number field needs its max
    const written: FieldDef = {
      key: "vp",
      label: label("PV", "VP"),
      type: "int",
      required: true,
      source: "§1",
      min: 0,
    };
    expect([built.max, written.max]).toEqual([undefined, undefined]);
  });

  it("lists the six systems of issue 12, by id", () => {
    expect(gameSystems.map((s) => s.id)).toEqual(["risiko", "spqr", "nero", "hotre", "julius-caesar", "cote2"]);
    expect(getSystem("nero")).toBe(gameSystems[2]);
  });

  it("rejects an unknown system naming systemId", () => {
    expect(() => rankPlay("monopoly", { seats: [] })).toThrow(ScoringInputError);
    try {
      rankPlay("monopoly", { seats: [] });
    } catch (e) {
      expect((e as ScoringInputError).issues[0].path).toBe("systemId");
    }
  });
});

describe.each(gameSystems.map((s) => [s.id, s] as const))("definition of %s", (_id, system) => {
  it("every rule refers to a field the system defines", () => {
    const seat = fieldsOf(system);
    const game = gameFieldsOf(system);
    const { ranking } = system;
    for (const key of [...ranking.keys, ...(ranking.tieBreak?.keys ?? []), ...(ranking.tieBreak?.options ?? [])])
      expect(seat).toContain(key.field);
    for (const rule of ranking.decisive) {
      expect(seat).toContain(rule.field);
      expect(system.endings.map((e) => e.value)).toContain(rule.ending);
      if (rule.kind === "threshold" && typeof rule.atLeast === "object") expect(game).toContain(rule.atLeast.gameField);
      if (rule.kind === "threshold" && rule.when) expect(game).toContain(rule.when.gameField);
    }
    if (ranking.elimination) expect(seat).toContain(ranking.elimination.field);
    for (const d of system.derived) for (const k of d.sumOf ?? d.maxOf) expect(seat).toContain(k);
    expect(seat).toContain(system.primaryScore);
    if (system.length.gameField) expect(game).toContain(system.length.gameField);
    for (const f of [...system.seatFields, ...system.gameFields, ...system.identity]) {
      if (typeof f.required === "object") expect(game).toContain(f.required.when.gameField);
      if (f.atMostField !== undefined) expect(seat).toContain(f.atMostField);
    }
  });

  // Decision 0038: a number field without bounds cannot be built (NumberFieldDef requires min and max); this
  // checks the values: finite, ordered, exact (within ±LARGEST_BOUND, far below 2^53), whole for int fields.
  it("bounds every number field, within the largest bound", () => {
    const numeric = [...system.seatFields, ...system.gameFields, ...system.identity].filter(
      (f) => f.type === "int" || f.type === "number",
    );
    expect(numeric.length).toBeGreaterThan(0);
    for (const f of numeric) {
      expect(Number.isFinite(f.min) && Number.isFinite(f.max), f.key).toBe(true);
      expect(f.min!, f.key).toBeLessThanOrEqual(f.max!);
      expect(Math.max(Math.abs(f.min!), Math.abs(f.max!)), f.key).toBeLessThanOrEqual(LARGEST_BOUND);
      if (f.type === "int") expect(Number.isInteger(f.min) && Number.isInteger(f.max), f.key).toBe(true);
    }
    for (const f of [...system.seatFields, ...system.gameFields, ...system.identity].filter(
      (f) => f.type !== "int" && f.type !== "number",
    ))
      expect([f.min, f.max, f.atMostField], f.key).toEqual([undefined, undefined, undefined]);
  });

  it("labels every field in Italian and English and names its source", () => {
    for (const f of [...system.seatFields, ...system.gameFields, ...system.identity, ...system.derived]) {
      expect(f.label.it.length * f.label.en.length * f.source.length).toBeGreaterThan(0);
    }
    for (const e of system.endings) expect(e.source.length).toBeGreaterThan(0);
    for (const inv of system.invariants) expect(inv.source.length * inv.label.it.length).toBeGreaterThan(0);
  });

  it("lets a season change only what is marked as the club's rule", () => {
    expect(system.ranking.unresolved.setting === "unresolved").toBe(system.ranking.unresolved.clubDefault);
    for (const key of system.ranking.tieBreak?.options ?? []) expect(key.origin).toBe("default");
  });

  it("has unique field keys", () => {
    const keys = [...system.seatFields, ...system.derived].map((f) => f.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(system.gameFields.map((f) => f.key)).size).toBe(system.gameFields.length);
  });
});

describe("what the rulebooks leave to the club is marked so", () => {
  it.each([
    [
      "risiko: every ranking rule (the seed states none, §1)",
      "risiko",
      (s: GameSystem) =>
        s.ranking.keys.every((k) => k.origin === "default") && s.endings.every((e) => e.clubDefault === true),
    ],
    [
      "spqr: the time-mode winner rule, most VP (§8 #4)",
      "spqr",
      (s: GameSystem) => s.ranking.keys[0].origin === "default" && s.ranking.unresolved.clubDefault,
    ],
    [
      "nero: shared rank after equal PV (§8 #6)",
      "nero",
      (s: GameSystem) => s.ranking.unresolved.clubDefault && s.ranking.keys[0].origin === "rules",
    ],
    [
      "julius-caesar: nothing, the draw is the rulebook's (§1.2)",
      "julius-caesar",
      (s: GameSystem) => !s.ranking.unresolved.clubDefault && s.ranking.keys.every((k) => k.origin === "rules"),
    ],
    ["cote2: shared rank after influence (§8 #14)", "cote2", (s: GameSystem) => s.ranking.unresolved.clubDefault],
  ])("%s", (_label, id, check) => {
    expect(check(getSystem(id))).toBe(true);
  });
});

describe("settings", () => {
  const play = {
    game: { seasons: 4 },
    seats: [
      { playerId: "a", values: { vp: 1, influenceTokens: 1 } },
      { playerId: "b", values: { vp: 2, influenceTokens: 0 } },
    ],
  };
  it.each([
    ["an unknown setting", { bonus: 1 }, "settings.bonus"],
    ["a tie-break where the system offers none", { tieBreak: ["cities"] }, "settings.tieBreak"],
    ["an unresolved value that is not shareRank or draw", { unresolved: "coinFlip" }, "settings.unresolved"],
  ])("rejects %s", (_label, settings, path) => {
    expectRejected("cote2", play, path, settings as never);
  });

  it("rejects a key given twice in the tie-break chain", () => {
    expectRejected(
      "nero",
      {
        game: { turnsPlayed: 4 },
        seats: ["a", "b", "c"].map((playerId) => ({ playerId, values: { vp: 1, automaticVictory: false } })),
      },
      "settings.tieBreak[1]",
      {
        tieBreak: ["areasControlled", "areasControlled"],
      },
    );
  });
});

describe("malformed input", () => {
  it.each([
    ["no seats list", { seats: null }, "seats"],
    [
      "a seat that is not an object",
      { game: { seasons: 4 }, seats: [null, { playerId: "b", values: { vp: 1, influenceTokens: 0 } }] },
      "seats[0]",
    ],
    [
      "values that are not an object",
      {
        game: { seasons: 4 },
        seats: [
          { playerId: "a", values: 3 },
          { playerId: "b", values: { vp: 1, influenceTokens: 0 } },
        ],
      },
      "seats[0].values",
    ],
    [
      "an empty playerId",
      {
        game: { seasons: 4 },
        seats: [
          { playerId: "", values: { vp: 1, influenceTokens: 0 } },
          { playerId: "b", values: { vp: 1, influenceTokens: 0 } },
        ],
      },
      "seats[0].playerId",
    ],
    [
      "an infinite VP total",
      {
        game: { seasons: 4 },
        seats: [
          { playerId: "a", values: { vp: Infinity, influenceTokens: 0 } },
          { playerId: "b", values: { vp: 1, influenceTokens: 0 } },
        ],
      },
      "seats[0].values.vp",
    ],
    [
      "VP as text",
      {
        game: { seasons: 4 },
        seats: [
          { playerId: "a", values: { vp: "12", influenceTokens: 0 } },
          { playerId: "b", values: { vp: 1, influenceTokens: 0 } },
        ],
      },
      "seats[0].values.vp",
    ],
    [
      "an unknown game field",
      {
        game: { seasons: 4, rounds: 16 },
        seats: [
          { playerId: "a", values: { vp: 1, influenceTokens: 0 } },
          { playerId: "b", values: { vp: 1, influenceTokens: 0 } },
        ],
      },
      "game.rounds",
    ],
  ])("rejects %s", (_label, play, path) => {
    expectRejected("cote2", play as never, path);
  });
});

describe("docs/game-systems.md lists the range of every number field (decision 0038)", () => {
  const GAME: Record<string, string> = {
    risiko: "RisiKo!",
    spqr: "S.P.Q.R.",
    nero: "Nero",
    hotre: "HOTRE",
    "julius-caesar": "Julius Caesar",
    cote2: "CotE II",
  };
  const doc = fs.readFileSync("docs/game-systems.md", "utf8");
  const n = (v: number) => (Math.abs(v) >= 1000 ? v.toLocaleString("en-US") : String(v));
  it.each(gameSystems.map((s) => [s.id, s] as const))("%s", (_id, system) => {
    const fields = [
      ...system.gameFields.map((f) => ["game.", f] as const),
      ...system.seatFields.map((f) => ["", f] as const),
    ].filter(([, f]) => f.type === "int" || f.type === "number");
    for (const [prefix, f] of fields) {
      const row = doc.split("\n").find((l) => l.startsWith(`| ${GAME[system.id]} | \`${prefix}${f.key}\` |`));
      expect(row, `${system.id} ${prefix}${f.key}`).toBeDefined();
      expect(row!.split(" | ")[3]).toBe(
        `${n(f.min!)}–${n(f.max!)}${f.atMostField ? `, at most \`${f.atMostField}\`` : ""}`,
      );
    }
  });
});
