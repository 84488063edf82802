// Every write bumps, in its own transaction, the data versions of what it changed, and a cache that reads them (as the
// server does, src/runtime/version-reader.ts) recomputes after a write it was never told about: the case of a write
// on another instance whose notification has not arrived (decision 0055).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseUrl } from "@/config/env.mjs";
import { changePassword } from "@/server/actions/change-password";
import { db } from "@/server/db";
import { enableDerivedMemo, memo as derivedMemo } from "@/server/derived";
import { exportLeague, serializeExport } from "@/server/history/export-league";
import { importLeagueJson } from "@/server/history/import-league-json";
import { setVersionReader, versionStamp } from "../../src/runtime/data-version";
import { databaseVersionReader } from "../../src/runtime/version-reader";
import { createLeagueWithPlayers } from "../support/factories";
import { createCatalogue, createGame, resultInput, recordGameResult } from "../support/results";
import { signInAs } from "../support/session";
import { wipeLeagues } from "../support/wipe";

let ctx: Awaited<ReturnType<typeof createLeagueWithPlayers>>;
let objectives: Awaited<ReturnType<typeof createCatalogue>>;
let reader: ReturnType<typeof databaseVersionReader>;

const versions = async () => new Map((await db.dataVersion.findMany()).map((v) => [v.scope, v.version]));

beforeAll(async () => {
  ctx = await createLeagueWithPlayers(4);
  objectives = await createCatalogue(ctx.season.id, 4);
  reader = databaseVersionReader(databaseUrl());
});
afterAll(async () => {
  setVersionReader(null);
  enableDerivedMemo(false);
  await reader.close();
});

describe("data versions", () => {
  it("a saved result bumps every write's version and its league's; a refused one bumps nothing", async () => {
    const { game, seats } = await createGame(
      ctx.season.id,
      ctx.members.map((m) => m.player.id),
    );
    const before = await versions();
    signInAs(ctx.members[1].user); // may not record results: refused before any transaction
    expect((await recordGameResult(resultInput(game, seats, objectives, [4, 1, 1, 1]))).ok).toBe(false);
    expect(await versions()).toEqual(before);

    signInAs(ctx.organiser);
    expect((await recordGameResult(resultInput(game, seats, objectives, [4, 1, 1, 1]))).ok).toBe(true);
    const after = await versions();
    expect(after.get("*")).toBe((before.get("*") ?? 0) + 1);
    expect(after.get(`l:${ctx.league.slug}`)).toBe((before.get(`l:${ctx.league.slug}`) ?? 0) + 1);

    // refused inside the transaction (the game's version moved on): rolled back with it
    expect((await recordGameResult(resultInput(game, seats, objectives, [4, 1, 1, 1]))).ok).toBe(false);
    expect(await versions()).toEqual(after);
  });

  it("a password change bumps the account's version, no league's", async () => {
    const before = await versions();
    const member = ctx.members[2].user;
    signInAs(member);
    expect(
      (
        await changePassword({
          currentPassword: "password123",
          password: "a-new-password-1",
          confirmPassword: "a-new-password-1",
        })
      ).ok,
    ).toBe(true);
    const after = await versions();
    expect(after.get(`u:${member.id}`)).toBe((before.get(`u:${member.id}`) ?? 0) + 1);
    expect(after.get(`l:${ctx.league.slug}`)).toBe(before.get(`l:${ctx.league.slug}`));
  });

  it("with the server's reader, a memoised value is computed again after a write this process never heard of", async () => {
    enableDerivedMemo(true);
    setVersionReader(reader.read);
    let computed = 0;
    const standings = () => derivedMemo(`standings ${ctx.league.id}`, async () => ++computed, ctx.league.id);
    expect(await standings()).toBe(1);
    expect(await standings()).toBe(1);
    // another instance's write: the row moves, nothing here is cleared
    await db.dataVersion.update({ where: { scope: `l:${ctx.league.slug}` }, data: { version: { increment: 1 } } });
    expect(await standings()).toBe(2);
    expect(await standings()).toBe(2);
    // a write in another league leaves it
    await db.dataVersion.upsert({
      where: { scope: "l:another-club" },
      create: { scope: "l:another-club", version: 1 },
      update: { version: { increment: 1 } },
    });
    expect(await standings()).toBe(2);
  });

  it("a server's start gives the database a new epoch: a backup restored before it matches nothing kept", async () => {
    setVersionReader(reader.read);
    const scope = `l:${ctx.league.slug}`;
    const before = await versionStamp([scope]);
    const { version } = await db.dataVersion.findUniqueOrThrow({ where: { scope } });
    await reader.renewEpoch(); // what src/runtime/serve.ts does at start
    expect(await db.dataVersion.findUniqueOrThrow({ where: { scope } })).toMatchObject({ version });
    const after = await versionStamp([scope]);
    expect(after).not.toBe(before);
    expect(await versionStamp([scope])).toBe(after);
  });

  // last: it wipes the database
  it("a league wiped and restored from its export never makes an answer kept before current again", async () => {
    setVersionReader(reader.read);
    enableDerivedMemo(true);
    const scope = `l:${ctx.league.slug}`;
    const text = serializeExport(await exportLeague(db, ctx.league.id));
    const stamp = await versionStamp([scope]);
    let computed = 0;
    const standings = () => derivedMemo("standings", async () => ++computed, ctx.league.id);
    expect(await standings()).toBe(1);
    const { version } = await db.dataVersion.findUniqueOrThrow({ where: { scope } });
    // the club wipes the database and restores the league from its export: the counters start again at 1
    await wipeLeagues();
    await db.dataVersion.deleteMany();
    expect((await importLeagueJson(db, text)).ok).toBe(true);
    expect((await db.dataVersion.findUniqueOrThrow({ where: { scope } })).version).toBe(1);
    // and climb back, write by write, to the value the answers kept before the wipe were stamped with
    await db.dataVersion.update({ where: { scope }, data: { version } });
    expect(await versionStamp([scope])).not.toBe(stamp);
    expect(await standings()).toBe(2);
  });
});
