// Every server action is a public endpoint: whatever argument arrives, the caller gets a clean refusal and nothing is
// written. The actions are discovered from src/server/actions/, so a new one is covered without editing this file.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/server/db";
import { addMember, createLeague, createLeagueWithPlayers, createUser } from "../support/factories";
import { signInAs, signOut } from "../support/session";

const dir = path.resolve(__dirname, "../../src/server/actions");
const files = fs
  .readdirSync(dir)
  .filter((f) => /\.tsx?$/.test(f))
  .sort();

type Fn = (...args: unknown[]) => unknown;
const actions: [string, Fn][] = [];
beforeAll(async () => {
  for (const file of files) {
    const mod = (await import(path.join(dir, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod))
      if (typeof value === "function") actions.push([`${file}:${name}`, value as Fn]);
  }
});

let world: Awaited<ReturnType<typeof createLeagueWithPlayers>>;
let otherOrganiser: { id: string };
beforeAll(async () => {
  world = await createLeagueWithPlayers(3);
  const other = await createLeague();
  otherOrganiser = await createUser({ name: "Other organiser" });
  await addMember(otherOrganiser.id, other.id, "organiser");
});

function form(entries: [string, string | Blob][]): FormData {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
}

/** Arguments no form ever sends; the plausible fields make a prototype key the only thing wrong with some of them. */
function malformed(): [string, unknown][] {
  const slug = world.league.slug;
  const plausible: [string, string][] = [
    ["leagueSlug", slug],
    ["slug", slug],
    ["edition", "1"],
    ["name", "X"],
    ["email", "x@example.test"],
    ["password", "password123"],
    ["role", "organiser"],
  ];
  const file = new File(["a,b\n1,2\n"], "x.csv", { type: "text/csv" });
  const huge = "x".repeat(2_000_000);
  return [
    ["undefined", undefined],
    ["null", null],
    ["a string", "x"],
    ["a number", 42],
    ["an array", []],
    ["an empty object", {}],
    ["a Map", new Map([["leagueSlug", slug]])],
    ["a Date", new Date()],
    [
      "__proto__ key (JSON)",
      JSON.parse(`{"leagueSlug":"${slug}","slug":"${slug}","__proto__":{"role":"organiser","isAdmin":true}}`),
    ],
    [
      "nested __proto__ (JSON)",
      JSON.parse(
        `{"leagueSlug":"${slug}","seats":[{"__proto__":{"x":1}}],"rules":{"constructor":{"prototype":{"x":1}}}}`,
      ),
    ],
    ["constructor key (JSON)", JSON.parse(`{"slug":"${slug}","constructor":{"prototype":{"polluted":true}}}`)],
    ["FormData __proto__", form([...plausible, ["__proto__", "x"]])],
    ["FormData constructor", form([...plausible, ["constructor", "x"]])],
    ["FormData prototype", form([...plausible, ["prototype", "x"]])],
    ["FormData with files for strings", form(plausible.map(([k]) => [k, file]))],
    ["empty FormData", new FormData()],
    ["FormData with huge strings", form(plausible.map(([k]) => [k, huge]))],
    ["a huge string", huge],
    ["a deep object", JSON.parse("[".repeat(500) + "]".repeat(500))],
  ];
}

const tables = async () =>
  (
    await db.$queryRawUnsafe<{ name: string }[]>(
      process.env.DATABASE_URL!.startsWith("file:")
        ? "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"
        : "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1",
    )
  ).map((t) => t.name);

/** A digest of every row of every table: any insert, update or delete changes it. */
async function snapshot(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of await tables()) {
    const rows = (await db.$queryRawUnsafe<unknown[]>(`SELECT * FROM "${table}"`))
      .map((r) => JSON.stringify(r, (_k, v) => (typeof v === "bigint" ? v.toString() : v)))
      .sort();
    out[table] = `${rows.length}:${createHash("sha256").update(rows.join("\n")).digest("hex")}`;
  }
  return out;
}

const callers: [string, () => void][] = [
  ["anonymous", () => signOut()],
  ["a player", () => signInAs(world.members[0].user)],
  ["another league's organiser", () => signInAs(otherOrganiser)],
];

describe("malformed action arguments", () => {
  it("finds the actions, and every module there is a server-action module", () => {
    expect(actions.length).toBeGreaterThan(20);
    for (const file of files)
      expect(fs.readFileSync(path.join(dir, file), "utf8").trimStart().startsWith('"use server"'), file).toBe(true);
  });

  it.each(callers)(
    "as %s: every action refuses every malformed argument and writes nothing",
    async (_who, as) => {
      as();
      const error = vi.spyOn(console, "error").mockImplementation(() => {});
      const before = await snapshot();
      const failures: string[] = [];
      for (const [name, action] of actions) {
        for (const [label, arg] of malformed()) {
          for (const [shape, args] of [
            ["(arg)", [arg]],
            ["(prev, arg)", [null, arg]],
          ] as const) {
            try {
              const result = await action(...args);
              const clean =
                result === undefined ||
                (typeof result === "object" && result !== null && (result as { ok?: unknown }).ok === false);
              if (!clean)
                failures.push(`${name}${shape} with ${label} answered ${JSON.stringify(result)?.slice(0, 200)}`);
            } catch (e) {
              failures.push(
                `${name}${shape} with ${label} threw ${e instanceof Error ? e.message.slice(0, 200) : String(e)}`,
              );
            }
          }
        }
      }
      error.mockRestore();
      expect(failures).toEqual([]);
      expect(await snapshot()).toEqual(before);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    },
    120_000,
  );
});
