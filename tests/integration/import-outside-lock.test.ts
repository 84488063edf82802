// Issue 20 §7: a season import parses and plans outside the write lock. A dry run (which writes nothing and anyone
// organising a league can repeat) opens no transaction at all; a real import's transaction only inserts what was
// planned, and plans again, inside it, only if someone changed the season meanwhile.
import fs from "node:fs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { importSeason } from "@/server/actions/import-season";
import { db } from "@/server/db";
import { createLeagueWithPlayers } from "../support/factories";
import { signInAs } from "../support/session";

/** Counts the CSV parses and import plans made while a transaction is open, and those made outside one. */
const { seen, counted } = vi.hoisted(() => {
  const seen = { open: 0, inside: 0, outside: 0 };
  const counted =
    <A extends unknown[], R>(fn: (...args: A) => R) =>
    (...args: A): R => {
      if (seen.open > 0) seen.inside++;
      else seen.outside++;
      return fn(...args);
    };
  return { seen, counted };
});
vi.mock("@/history/season-csv", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/history/season-csv")>();
  return { ...original, readSeasonCsv: counted(original.readSeasonCsv) };
});
vi.mock("@/history/season-plan", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/history/season-plan")>();
  return { ...original, planSeasonImport: counted(original.planSeasonImport) };
});

const realTransaction = db.$transaction.bind(db);
/** Runs just before a transaction's body: stands for another writer landing between the check and the write. */
let meanwhile: (() => Promise<void>) | null = null;
let transactions = 0;
beforeEach(() => {
  Object.assign(seen, { open: 0, inside: 0, outside: 0 });
  transactions = 0;
  meanwhile = null;
  vi.spyOn(db, "$transaction").mockImplementation(((fn: (tx: unknown) => Promise<unknown>, options: unknown) => {
    transactions++;
    return (async () => {
      await meanwhile?.();
      return realTransaction(async (tx) => {
        seen.open++;
        try {
          return await fn(tx);
        } finally {
          seen.open--;
        }
      }, options as never);
    })();
  }) as never);
});
afterEach(() => vi.restoreAllMocks());

const file = () =>
  new File([fs.readFileSync("examples/italy-war-2008-sample.csv")], "sample.csv", { type: "text/csv" });

describe("a season import and the write lock", () => {
  it("a dry run parses and plans without opening a transaction, and writes nothing", async () => {
    const { league, organiser } = await createLeagueWithPlayers(2);
    signInAs(organiser);
    const dry = await importSeason({
      slug: league.slug,
      target: "new",
      newEdition: "7",
      newName: "Torneo",
      newYear: "2007",
      createMissing: "on",
      dryRun: "1",
      file: file(),
    });
    expect(dry.ok && dry.data).toMatchObject({ ok: true, dryRun: true, imported: false, summary: { games: 4 } });
    expect(transactions).toBe(0);
    expect(seen).toMatchObject({ inside: 0, outside: 2 });
    expect(await db.season.count({ where: { leagueId: league.id, edition: 7 } })).toBe(0);
  });

  it("a file with problems is answered without a transaction", async () => {
    const { league, organiser } = await createLeagueWithPlayers(2);
    signInAs(organiser);
    const res = await importSeason({ slug: league.slug, target: "1", createMissing: "", dryRun: "0", file: file() });
    expect(res.ok && res.data).toMatchObject({ ok: false, imported: false });
    expect(transactions).toBe(0);
  });

  it("a real import parses and plans before the transaction, which only writes", async () => {
    const { league, organiser } = await createLeagueWithPlayers(2);
    signInAs(organiser);
    const real = await importSeason({
      slug: league.slug,
      target: "new",
      newEdition: "7",
      newName: "Torneo",
      newYear: "2007",
      createMissing: "on",
      dryRun: "0",
      file: file(),
    });
    expect(real.ok && real.data).toMatchObject({ ok: true, imported: true });
    expect(transactions).toBe(1);
    expect(seen).toMatchObject({ inside: 0, outside: 2 });
    expect(await db.game.count({ where: { season: { leagueId: league.id, edition: 7 } } })).toBe(4);
  });

  it("checks again inside the transaction when the season changed after the check: nothing planned on stale rows is written", async () => {
    const { league, organiser } = await createLeagueWithPlayers(2);
    signInAs(organiser);
    const input = {
      slug: league.slug,
      target: "new",
      newEdition: "7",
      newName: "Torneo",
      newYear: "2007",
      createMissing: "on",
      dryRun: "0",
    };
    // another organiser's import of the same season lands between this import's check and its write
    meanwhile = async () => {
      meanwhile = null;
      await db.season.create({
        data: {
          leagueId: league.id,
          edition: 7,
          name: "Altro",
          year: 2007,
          status: "closed",
          rules: '{"formula":{"kind":"placement"}}',
        },
      });
    };
    const res = await importSeason({ ...input, file: file() });
    expect(res.ok && res.data).toMatchObject({
      ok: false,
      imported: false,
      problems: [expect.objectContaining({ code: "seasonExists" })],
    });
    expect(seen.inside).toBeGreaterThan(0); // checked again, on what the transaction sees
    expect(await db.season.findMany({ where: { leagueId: league.id, edition: 7 }, select: { name: true } })).toEqual([
      { name: "Altro" },
    ]);
    expect(await db.game.count({ where: { season: { leagueId: league.id, edition: 7 } } })).toBe(0);
  });

  it("a player added after the check is matched by the write, not created twice", async () => {
    const { league, organiser } = await createLeagueWithPlayers(2);
    signInAs(organiser);
    meanwhile = async () => {
      meanwhile = null;
      await db.player.create({ data: { leagueId: league.id, displayName: "BRIGATE NERE", armyColor: "nero" } });
    };
    const res = await importSeason({
      slug: league.slug,
      target: "new",
      newEdition: "7",
      newName: "Torneo",
      newYear: "2007",
      createMissing: "on",
      dryRun: "0",
      file: file(),
    });
    expect(res.ok && res.data).toMatchObject({ ok: true, imported: true });
    expect(seen.inside).toBe(2); // parsed and planned again inside the transaction
    expect(await db.player.count({ where: { leagueId: league.id, displayName: "BRIGATE NERE" } })).toBe(1);
    expect(await db.game.count({ where: { season: { leagueId: league.id, edition: 7 } } })).toBe(4);
  });
});
