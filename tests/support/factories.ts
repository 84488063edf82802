// Small builders for integration tests. Everything goes through the real Prisma client on the test's own SQLite file.
import { randomUUID } from "node:crypto";
import { presetRulesJson } from "./rules";
import { db } from "@/server/db";
import { hashPassword } from "@/server/auth/passwords";

const uid = () => randomUUID().slice(0, 8);
// bcrypt is deliberately slow: hash the default test password once per file.
let defaultHash: Promise<string> | undefined;
const passwordHashFor = (password?: string) =>
  password ? hashPassword(password) : (defaultHash ??= hashPassword("password123"));

export async function createUser(opts: { name?: string; email?: string; password?: string } = {}) {
  const name = opts.name ?? `User ${uid()}`;
  return db.user.create({
    data: { name, email: opts.email ?? `${uid()}@example.test`, passwordHash: await passwordHashFor(opts.password) },
  });
}

export async function createLeague(name = `League ${uid()}`) {
  return db.league.create({ data: { name, slug: `l-${uid()}` } });
}

export async function addMember(
  userId: string,
  leagueId: string,
  role: "organiser" | "player",
  canRecordResults = false,
) {
  return db.membership.create({ data: { userId, leagueId, role, canRecordResults } });
}

export async function createPlayer(
  leagueId: string,
  opts: { name?: string; userId?: string; armyColor?: string } = {},
) {
  return db.player.create({
    data: {
      leagueId,
      displayName: opts.name ?? `Player ${uid()}`,
      armyColor: opts.armyColor ?? "blu",
      userId: opts.userId ?? null,
    },
  });
}

export async function createSeason(
  leagueId: string,
  opts: { edition?: number; isPublic?: boolean; status?: string } = {},
) {
  return db.season.create({
    data: {
      leagueId,
      edition: opts.edition ?? 1,
      name: `Torneo ${opts.edition ?? 1}`,
      year: 2026,
      status: opts.status ?? "active",
      isPublic: opts.isPublic ?? false,
      rules: presetRulesJson(),
    },
  });
}

/** A league with an organiser and `players` players, each with their own login. */
export async function createLeagueWithPlayers(players = 4) {
  const league = await createLeague();
  const organiser = await createUser({ name: "Organiser" });
  await addMember(organiser.id, league.id, "organiser");
  const members = [];
  for (let i = 0; i < players; i++) {
    const user = await createUser({ name: `P${i + 1}` });
    await addMember(user.id, league.id, "player");
    const player = await createPlayer(league.id, {
      name: `P${i + 1}`,
      userId: user.id,
      armyColor: ["blu", "rosso", "verde", "giallo", "viola", "nero"][i % 6],
    });
    members.push({ user, player });
  }
  const season = await createSeason(league.id);
  return { league, organiser, members, season };
}
