// Many leagues on one deployment (issue 14 §3, docs/decisions/0027-many-leagues.md): any signed-in user creates a league
// and becomes its organiser; with a dozen leagues, every query and action on league A refuses the members of the 11
// others, whether they name league A or present their own league with A's ids.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createLeague } from "@/server/actions/create-league";
import { createInvite } from "@/server/actions/create-invite";
import { dealGameObjectives } from "@/server/actions/deal-objectives";
import { removeMember } from "@/server/actions/remove-member";
import { savePlayer } from "@/server/actions/save-player";
import { updateMember } from "@/server/actions/update-member";
import { voidGame } from "@/server/actions/void-game";
import { ForbiddenError, getLeagueAccess } from "@/server/auth/access";
import { db } from "@/server/db";
import { listMembers, listPlayersForAdmin, listSeasonsForAdmin } from "@/server/queries/admin";
import { getGameNightFormData } from "@/server/queries/game-night";
import { getGameResult } from "@/server/queries/game-result";
import { listPendingInvites } from "@/server/queries/invites";
import { leagueSetupState, listMyLeagues } from "@/server/queries/leagues";
import { getGameRecap } from "@/server/queries/recap";
import { getResultEntry } from "@/server/queries/result-entry";
import { createLeagueWithPlayers, createUser } from "../support/factories";
import { createCatalogue, createGame, resultInput, recordGameResult } from "../support/results";
import { signInAs, signOut } from "../support/session";

describe("creating a league", () => {
  it("any signed-in user creates one and becomes its organiser; the address comes from the name", async () => {
    const user = await createUser({ name: "Founder" });
    signInAs(user);
    const name = `Circolo Già Visto ${Date.now()}`;
    const result = await createLeague({ name });
    expect(result.ok).toBe(true);
    const slug = result.ok ? result.data.leagueSlug : "";
    expect(slug).toMatch(/^circolo-gia-visto-\d+$/);
    const league = await db.league.findUniqueOrThrow({ where: { slug }, include: { memberships: true } });
    expect(league.name).toBe(name);
    expect(league.memberships.map((m) => [m.userId, m.role])).toEqual([[user.id, "organiser"]]);
    expect(
      await db.auditEvent.count({ where: { leagueId: league.id, action: "league.create", actorUserId: user.id } }),
    ).toBe(1);
    expect((await listMyLeagues(user.id)).map((l) => [l.slug, l.role])).toEqual([[slug, "organiser"]]);

    // the same address again (other accents and case): refused next to the name, with the address
    signInAs(await createUser());
    expect(await createLeague({ name: name.toUpperCase().replace("Già", "GIA") })).toEqual({
      ok: false,
      formError: "checkFields",
      fieldErrors: { name: [`slugTaken:${slug}`] },
    });
    expect(await createLeague({ name: "x" })).toMatchObject({ ok: false, fieldErrors: { name: ["tooShort"] } });
  });

  it("two people creating the same name at once: one league, the other told the address is taken", async () => {
    const [a, b] = [await createUser(), await createUser()];
    const name = `Stessa Lega ${Date.now()}`;
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const results = await Promise.all(
      [a, b].map(async (u) => {
        signInAs(u);
        return createLeague({ name });
      }),
    );
    error.mockRestore();
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({
      ok: false,
      fieldErrors: { name: [expect.stringMatching(/^slugTaken:stessa-lega-/)] },
    });
    expect(await db.league.count({ where: { name } })).toBe(1);
  });

  it("refuses anonymous callers", async () => {
    signOut();
    expect(await createLeague({ name: "Lega anonima" })).toEqual({ ok: false, formError: "signInRequired" });
    expect(await db.league.count({ where: { name: "Lega anonima" } })).toBe(0);
  });
});

type World = Awaited<ReturnType<typeof createLeagueWithPlayers>> & {
  game: { id: string; version: number };
  planned: { id: string };
  result: ReturnType<typeof resultInput>;
};

describe("a dozen leagues", () => {
  const worlds: World[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 12; i++) {
      const w = await createLeagueWithPlayers(3);
      const objectives = await createCatalogue(w.season.id, 3);
      const players = w.members.map((m) => m.player.id);
      const { game, seats } = await createGame(w.season.id, players, { dealt: objectives.map((o) => o.id) });
      const { game: planned } = await createGame(w.season.id, players);
      worlds.push({ ...w, game, planned, result: resultInput(game, seats, objectives, [4, 1, 1]) });
    }
  }, 120_000);

  const a = () => worlds[0];
  const others = () => worlds.slice(1);
  /** every member of the 11 other leagues: their organiser and their players */
  const outsiders = () =>
    others().flatMap((w) => [{ user: w.organiser, own: w }, ...w.members.map((m) => ({ user: m.user, own: w }))]);

  it("every organiser or member query of league A refuses each member of the 11 others", async () => {
    const queries: [string, (ctx: never) => Promise<unknown>][] = [
      ["listMembers", listMembers],
      ["listPlayersForAdmin", listPlayersForAdmin],
      ["listSeasonsForAdmin", listSeasonsForAdmin],
      ["getGameNightFormData", getGameNightFormData],
      ["leagueSetupState", leagueSetupState],
      ["listPendingInvites", listPendingInvites],
    ];
    const leagueA = { id: a().league.id, slug: a().league.slug, name: a().league.name };
    const accepted: string[] = [];
    expect(outsiders()).toHaveLength(11 * 4);
    for (const { user, own } of outsiders()) {
      // their access to A (none), and their own league's access presented with A
      const callers = [
        { league: leagueA, access: await getLeagueAccess(db, user.id, leagueA.id) },
        { league: leagueA, access: await getLeagueAccess(db, user.id, own.league.id) },
      ];
      for (const ctx of callers) {
        for (const [name, query] of queries) {
          const outcome = await query({ ...ctx, user } as never).then(
            () => "answered",
            (e) => (e instanceof ForbiddenError ? "refused" : `threw ${e}`),
          );
          if (outcome !== "refused") accepted.push(`${name} for ${user.name}: ${outcome}`);
        }
      }
    }
    expect(accepted).toEqual([]);
    // and A's own organiser is answered (the queries above can succeed)
    const ctx = { league: leagueA, access: await getLeagueAccess(db, a().organiser.id, leagueA.id) };
    for (const [, query] of queries)
      await expect(query({ ...ctx, user: a().organiser } as never)).resolves.toBeDefined();
  }, 120_000);

  it("league A's games are nobody else's: read through another league they are not found", async () => {
    const leaks: string[] = [];
    for (const { user, own } of outsiders()) {
      if (await getGameResult(own.league.id, user.id, a().game.id)) leaks.push(`getGameResult ${user.name}`);
      if (await getGameRecap(own.league.id, user.id, a().game.id)) leaks.push(`getGameRecap ${user.name}`);
      const entry = await getResultEntry(own.league.id, user.id, a().game.id).then(
        () => "answered",
        () => null,
      );
      if (entry) leaks.push(`getResultEntry ${user.name}`);
    }
    expect(leaks).toEqual([]);
  }, 120_000);

  it("every action on league A's objects refuses the organiser of each of the 11 others and writes nothing", async () => {
    const w = a();
    const membership = await db.membership.findFirstOrThrow({ where: { leagueId: w.league.id, role: "player" } });
    const before = await digest(w.league.id);
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const accepted: string[] = [];
    for (const other of others()) {
      signInAs(other.organiser);
      // naming league A, and naming their own league with league A's ids
      for (const slug of [w.league.slug, other.league.slug]) {
        const calls: [string, () => Promise<{ ok: boolean; formError?: string }>][] = [
          ["dealGameObjectives", () => dealGameObjectives({ slug, gameId: w.planned.id })],
          ["recordGameResult", () => recordGameResult(structuredClone(w.result))],
          ["voidGame", () => voidGame({ gameId: w.game.id, version: w.game.version, reason: "not yours" })],
          [
            "savePlayer",
            () =>
              savePlayer({
                leagueSlug: slug,
                playerId: w.members[0].player.id,
                displayName: "Hijacked",
                armyColor: "blu",
                active: true,
              }),
          ],
          [
            "createInvite",
            () =>
              createInvite({
                leagueSlug: slug,
                role: "organiser",
                canRecordResults: false,
                playerId: w.members[1].player.id,
              }),
          ],
          [
            "updateMember",
            () =>
              updateMember({
                leagueSlug: slug,
                membershipId: membership.id,
                role: "organiser",
                canRecordResults: true,
              }),
          ],
          ["removeMember", () => removeMember({ leagueSlug: slug, membershipId: membership.id })],
        ];
        for (const [name, call] of calls) {
          const r = (await call()) as { ok: boolean; formError?: string; fieldErrors?: Record<string, string[]> };
          // refused as not theirs: forbidden, or the object not found (in the league they named)
          const refused =
            !r.ok &&
            (["forbidden", "notFound"].includes(r.formError ?? "") ||
              Object.values(r.fieldErrors ?? {})
                .flat()
                .includes("notFound"));
          if (!refused) accepted.push(`${name} by ${other.league.slug} via ${slug}: ${JSON.stringify(r)}`);
        }
      }
    }
    error.mockRestore();
    expect(accepted).toEqual([]);
    expect(await digest(w.league.id)).toEqual(before);
    // the same calls by A's organiser go through (so the refusals above are about the caller)
    signInAs(w.organiser);
    expect((await dealGameObjectives({ slug: w.league.slug, gameId: w.planned.id })).ok).toBe(true);
  }, 180_000);
});

/** Everything of one league that an action above could change. */
async function digest(leagueId: string) {
  const [league, players, memberships, games, invites, audits] = await Promise.all([
    db.league.findUniqueOrThrow({ where: { id: leagueId } }),
    db.player.findMany({ where: { leagueId }, orderBy: { id: "asc" } }),
    db.membership.findMany({ where: { leagueId }, orderBy: { id: "asc" } }),
    db.game.findMany({
      where: { season: { leagueId } },
      orderBy: { id: "asc" },
      include: { seats: { orderBy: { id: "asc" } } },
    }),
    db.accountToken.findMany({ where: { leagueId }, orderBy: { id: "asc" } }),
    db.auditEvent.count({ where: { leagueId } }),
  ]);
  return JSON.stringify({ league, players, memberships, games, invites, audits });
}
