// Issue 21 item 12: every rule game-systems.md marks [default] (the rulebook is silent, the club decides) is marked as the
// club's in the definitions, and the definitions mark nothing else. The list below quotes each [default] line of
// shared/domain/game-systems.md; where that file is at hand, the test checks that every such line is quoted.
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { clubDefaults, gameSystems, getSystem, type ClubDefault, type SystemId } from "../../../../src/scoring";

const id = (d: ClubDefault): string =>
  d.kind === "field" || d.kind === "fieldWith"
    ? `${d.kind}:${d.key}`
    : d.kind === "ending"
      ? `ending:${d.value}`
      : d.kind === "key"
        ? `key:${d.field}`
        : d.kind;

type Entry = { system: SystemId; section: string; quote: string; marks: string[] };

const DOC_DEFAULTS: Entry[] = [
  {
    system: "risiko",
    section: "§0 table",
    quote: "otherwise time limit + sdadata [external/default]",
    marks: ["ending:objective", "ending:sdadata", "ending:time"],
  },
  {
    system: "risiko",
    section: "§0 table",
    quote: "otherwise the most objective points [default]",
    marks: ["key:objectivePoints"],
  },
  {
    system: "risiko",
    section: "§0 table",
    quote: "later eliminations above earlier ones [default]",
    marks: ["elimination"],
  },
  { system: "risiko", section: "§0 table", quote: "Shared rank [default] |", marks: ["tieBreak", "unresolved"] },
  {
    system: "risiko",
    section: "§1",
    quote: "Every scoring rule in this section is therefore a **[default]**",
    marks: ["field:endedRound"],
  },
  {
    system: "risiko",
    section: "§1.2",
    quote: "### 1.2 How the game ends [default, from RTU research]",
    marks: ["ending:agreement", "ending:lastStanding"],
  },
  {
    system: "risiko",
    section: "§1.3",
    quote: "### 1.3 Winner and order [default]",
    marks: ["key:objectivePoints", "tieBreak", "elimination", "unresolved"],
  },
  {
    system: "risiko",
    section: "§1.4",
    quote: "| Eliminations (order, by whom), armies at end | — | [default] |",
    marks: ["field:eliminatedOrder", "field:armies", "field:eliminatedBy"],
  },
  {
    system: "spqr",
    section: "§0 table",
    quote: "VP ↓ [default] | None stated. Default: shared rank",
    marks: ["others", "unresolved"],
  },
  {
    system: "spqr",
    section: "§2.3",
    quote: "Time mode: **the seed does not say who wins.** Default: most VP. [default]",
    marks: ["key:vp"],
  },
  {
    system: "spqr",
    section: "§2.3",
    quote: "Order of the others: VP ↓ [default]. Ties: shared rank [default]. An optional house tie-break",
    marks: ["others", "unresolved", "tieBreak"],
  },
  // §2.3 "the seed never mentions it": the elimination order and where eliminated players rank are the club's
  {
    system: "spqr",
    section: "§2.3",
    quote: "the seed never mentions it. Allow an optional `eliminatedOrder`.",
    marks: ["field:eliminatedOrder", "elimination"],
  },
  {
    system: "nero",
    section: "§3.3",
    quote: "The others are ordered by PV ↓ [default, consistent with 4.0",
    marks: ["others"],
  },
  {
    system: "nero",
    section: "§3.3",
    quote: "**No tie-break is given for the final result.**",
    marks: ["tieBreak", "unresolved"],
  },
  {
    system: "nero",
    section: "§3.3",
    quote: "After an automatic victory, rank the others by the PV they have after that turn's scoring [default].",
    marks: ["others"],
  },
  {
    system: "hotre",
    section: "§4.3",
    quote: "2 players: each player holds two counters; use the higher [default].",
    marks: ["fieldWith:lastEmperorNumber"],
  },
  {
    system: "hotre",
    section: "§4.3",
    quote: "The rules speak only of the winner. The others are ordered by the same keys [default].",
    marks: ["others"],
  },
  {
    system: "cote2",
    section: "§6.3",
    quote: "If still tied: not stated. Default: shared rank.",
    marks: ["unresolved"],
  },
  {
    system: "cote2",
    section: "§6.3",
    quote: "- The others are ordered by the same keys [default].",
    marks: ["others"],
  },
];

/** Marks a later change is to add (none today: every [default] is marked). */
const PENDING: Entry[] = [];

describe("every [default] of game-systems.md is the club's in the definitions (issue 21 item 12)", () => {
  it.each(gameSystems.map((s) => s.id))("%s: the marks are exactly the documented [default]s", (systemId) => {
    const marked = new Set(clubDefaults(getSystem(systemId)).map(id));
    const documented = new Set(DOC_DEFAULTS.filter((e) => e.system === systemId).flatMap((e) => e.marks));
    const pending = new Set(PENDING.filter((e) => e.system === systemId).flatMap((e) => e.marks));
    expect(
      [...documented].filter((m) => !marked.has(m)),
      "a [default] the definition does not mark as the club's",
    ).toEqual([]);
    expect(
      [...marked].filter((m) => !documented.has(m) && !pending.has(m)),
      "a club mark game-systems.md does not call [default]",
    ).toEqual([]);
  });

  it("HOTRE's higher Emperor counter and S.P.Q.R.'s elimination order are marked where a player sees them", () => {
    const hotre = clubDefaults(getSystem("hotre")).find((d) => d.kind === "fieldWith");
    expect(hotre).toMatchObject({ key: "lastEmperorNumber", players: 2 });
    const spqr = clubDefaults(getSystem("spqr"), { eliminated: "byScore" }).find((d) => d.kind === "elimination");
    expect(spqr).toMatchObject({ byScore: true, setting: "eliminated" });
  });

  const doc = ["../shared/domain/game-systems.md", "../../shared/domain/game-systems.md"]
    .map((p) => resolve(process.cwd(), p))
    .find(existsSync);
  it.runIf(doc !== undefined)(
    "quotes every [default] line of shared/domain/game-systems.md, and every quote is there",
    () => {
      const lines = readFileSync(doc!, "utf8").split("\n");
      const quotes = [...DOC_DEFAULTS, ...PENDING].map((e) => e.quote);
      for (const q of quotes)
        expect(
          lines.some((l) => l.includes(q)),
          q,
        ).toBe(true);
      // the legend ("**[default]** means …") is not a rule
      const marked = lines.filter((l) => l.includes("[default") && !l.startsWith("- **[default]** means"));
      expect(marked.filter((l) => !quotes.some((q) => l.includes(q)))).toEqual([]);
    },
  );
});
