import "server-only";
import { db } from "@/server/db";
import { type Caller, organiserLeagueId } from "./league-context";

// Every read here takes the caller and refuses anyone but the league's organiser (decision 0011).

export type AdminPlayer = {
  id: string;
  displayName: string;
  nickname: string | null;
  armyName: string | null;
  armyColor: string;
  active: boolean;
  login: string | null;
};

export async function listPlayersForAdmin(ctx: Caller): Promise<AdminPlayer[]> {
  const leagueId = organiserLeagueId(ctx);
  const rows = await db.player.findMany({
    where: { leagueId },
    select: {
      id: true,
      displayName: true,
      nickname: true,
      armyName: true,
      armyColor: true,
      active: true,
      user: { select: { email: true } },
    },
    orderBy: [{ active: "desc" }, { displayName: "asc" }],
  });
  return rows.map(({ user, ...p }) => ({ ...p, login: user?.email ?? null }));
}

export type AdminMember = {
  membershipId: string;
  name: string;
  email: string;
  role: string;
  canRecordResults: boolean;
  playerName: string | null;
  playerId: string | null;
};

export async function listMembers(ctx: Caller): Promise<AdminMember[]> {
  const leagueId = organiserLeagueId(ctx);
  const rows = await db.membership.findMany({
    where: { leagueId },
    select: {
      id: true,
      role: true,
      canRecordResults: true,
      user: {
        select: { name: true, email: true, players: { where: { leagueId }, select: { id: true, displayName: true } } },
      },
    },
    orderBy: [{ role: "asc" }, { createdAt: "asc" }],
  });
  return rows.map((m) => ({
    membershipId: m.id,
    name: m.user.name,
    email: m.user.email,
    role: m.role,
    canRecordResults: m.canRecordResults,
    playerName: m.user.players[0]?.displayName ?? null,
    playerId: m.user.players[0]?.id ?? null,
  }));
}

export async function listSeasonsForAdmin(ctx: Caller) {
  return db.season.findMany({
    where: { leagueId: organiserLeagueId(ctx) },
    select: {
      id: true,
      edition: true,
      name: true,
      year: true,
      plannedGames: true,
      status: true,
      isPublic: true,
      rules: true,
      comments: true,
      systemId: true,
      systemSettings: true,
      _count: { select: { games: true, objectives: true } },
    },
    orderBy: { edition: "desc" },
  });
}
