// Organiser-only reads check the caller themselves, whatever the page or layout around them did (decision 0011).
import { beforeAll, describe, expect, it } from "vitest";
import { ForbiddenError, getLeagueAccess } from "@/server/auth/access";
import { db } from "@/server/db";
import { listMembers, listPlayersForAdmin, listSeasonsForAdmin } from "@/server/queries/admin";
import { getGameNightFormData } from "@/server/queries/game-night";
import { addMember, createLeague, createLeagueWithPlayers, createUser } from "../support/factories";

let world: Awaited<ReturnType<typeof createLeagueWithPlayers>>;
let other: { league: { id: string; slug: string; name: string }; organiser: { id: string } };
beforeAll(async () => {
  world = await createLeagueWithPlayers(2);
  const league = await createLeague();
  const organiser = await createUser();
  await addMember(organiser.id, league.id, "organiser");
  other = { league, organiser };
});

const league = () => ({ id: world.league.id, slug: world.league.slug, name: world.league.name });
const callerOf = async (userId: string | null) => ({
  league: league(),
  access: await getLeagueAccess(db, userId, world.league.id),
});

const queries: [string, (ctx: Awaited<ReturnType<typeof callerOf>>) => Promise<unknown>][] = [
  ["listMembers", listMembers],
  ["listPlayersForAdmin", listPlayersForAdmin],
  ["listSeasonsForAdmin", listSeasonsForAdmin],
  ["getGameNightFormData", getGameNightFormData],
];

describe.each(queries)("%s", (_name, query) => {
  it.each([
    ["anonymous", () => null],
    ["a player", () => world.members[0].user.id],
    ["another league's organiser", () => other.organiser.id],
  ])("refuses %s", async (_who, who) => {
    await expect(query(await callerOf(who()))).rejects.toBeInstanceOf(ForbiddenError);
  });

  it("refuses an organiser's access presented with another league", async () => {
    const access = await getLeagueAccess(db, other.organiser.id, other.league.id);
    await expect(query({ league: league(), access })).rejects.toBeInstanceOf(ForbiddenError);
  });

  it("answers the league's organiser", async () => {
    await expect(query(await callerOf(world.organiser.id))).resolves.toBeTruthy();
  });
});

it("lists the members with their e-mail addresses for the organiser", async () => {
  const members = await listMembers(await callerOf(world.organiser.id));
  expect(members.map((m) => m.email).sort()).toEqual(
    [world.organiser.email, ...world.members.map((m) => m.user.email)].sort(),
  );
});
