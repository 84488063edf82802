import fs from "node:fs";
import path from "node:path";
import { createTranslator } from "next-intl";
import { describe, expect, test } from "vitest";

const root = path.join(__dirname, "..", "..", "..");
const load = (locale: string) =>
  Object.fromEntries(
    fs
      .readdirSync(path.join(root, "messages", locale))
      .filter((f) => f.endsWith(".json"))
      .map((f) => [
        f.replace(/\.json$/, ""),
        JSON.parse(fs.readFileSync(path.join(root, "messages", locale, f), "utf8")),
      ]),
  );
const flatten = (o: unknown, prefix = ""): Array<[string, string]> =>
  typeof o === "string"
    ? [[prefix, o]]
    : Object.entries(o as object).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k));

const sources = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? sources(path.join(dir, e.name)) : e.name.endsWith(".ts") ? [path.join(dir, e.name)] : [],
    );

describe.each(["it", "en"])("messages/%s", (locale) => {
  const all = load(locale);
  const messages = flatten(all);
  const t = createTranslator({ locale, messages: all });
  const format = (key: string, values: Record<string, string | number>) =>
    (t as unknown as (k: string, v: Record<string, string | number>) => string)(key, values);

  test("every audit action the server records has a readable label (no raw game.deal)", () => {
    const actions = new Set(
      sources(path.join(root, "src", "server")).flatMap((f) =>
        [...fs.readFileSync(f, "utf8").matchAll(/"game\.([a-z.]+)"/g)].map((m) => m[1].split(".").at(-1)!),
      ),
    );
    expect(actions.size).toBeGreaterThan(3);
    for (const a of actions)
      expect(
        messages.some(([k]) => k === `results.auditActions.${a}`),
        `results.auditActions.${a}`,
      ).toBe(true);
  });

  test("a count next to a noun is an ICU plural: no '1 vittorie', '1 volte', '1 wins'", () => {
    const bad =
      /\{(n|wins|times|games|count|played|podiums|minutes|remaining)\}\s+(vittorie|volte|gare|partite|podi|minuti|wins|times|games|podiums|minutes)\b/i;
    expect(messages.filter(([, v]) => bad.test(v)).map(([k]) => k)).toEqual([]);
  });

  test.each([
    ["recap.season.mostWinsValue", { names: "Andrea", n: 1 }, { it: "Andrea: 1 vittoria", en: "Andrea: 1 win" }],
    ["recap.season.nemesisValue", { pairs: "A su B", n: 1 }, { it: "A su B: 1 volta", en: "A su B: 1 time" }],
    ["recap.season.mostWinsValue", { names: "Andrea", n: 2 }, { it: "Andrea: 2 vittorie", en: "Andrea: 2 wins" }],
    [
      "players.summary",
      { rank: 1, points: "10", games: 1, wins: 1, draws: 0 },
      { it: "1 partita (1 vittoria)", en: "1 game (1 win)" },
    ],
    [
      "players.summary",
      { rank: 1, points: "10", games: 2, wins: 0, draws: 1 },
      { it: "2 partite (nessuna vittoria, 1 pareggio)", en: "2 games (0 wins, 1 draw)" },
    ],
  ])("%s with %o", (key, values, expected) => {
    expect(format(key, values)).toContain(expected[locale as "it" | "en"]);
  });
});

describe("Italian and English say the same things", () => {
  const files = (locale: string) =>
    fs
      .readdirSync(path.join(root, "messages", locale))
      .filter((f) => f.endsWith(".json"))
      .sort();
  const it = load("it");
  const en = load("en");
  const keys = (all: Record<string, unknown>) => new Map(flatten(all));
  const itKeys = keys(it);
  const enKeys = keys(en);
  // the {name} arguments of an ICU message; a plural branch's own text ("=0 {never}", "one {…}") is not one
  const args = (v: string) =>
    [
      ...new Set(
        [...v.matchAll(/(=\d+|\b(?:zero|one|two|few|many|other))?\s*\{\s*([A-Za-z_]\w*)\s*(?=[,}])/g)]
          .filter((m) => !m[1])
          .map((m) => m[2]),
      ),
    ].sort();

  test("the same namespace files", () => {
    expect(files("en")).toEqual(files("it"));
  });

  test.each([
    { name: "keys only in Italian", missing: () => [...itKeys.keys()].filter((k) => !enKeys.has(k)) },
    { name: "keys only in English", missing: () => [...enKeys.keys()].filter((k) => !itKeys.has(k)) },
    {
      name: "messages whose arguments differ",
      missing: () =>
        [...itKeys].filter(([k, v]) => enKeys.has(k) && args(v).join() !== args(enKeys.get(k)!).join()).map(([k]) => k),
    },
  ])("no $name (every namespace, nested keys)", ({ missing }) => {
    expect(missing()).toEqual([]);
  });
});
