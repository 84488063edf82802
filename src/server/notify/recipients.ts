import "server-only";
import type { NotificationKind } from "@/lib/notifications/kinds";
import type { QuietHours } from "@/lib/notifications/quiet-hours";
import { db } from "@/server/db";
import { accountHoldsSeat } from "@/server/queries/secret-objective";
import { getLeaderboard } from "@/server/queries/standings";
import { parse } from "@/server/tables/plan-store";
import type { StoredEvent } from "./outbox";

type League = { slug: string; name: string };
type NightFacts = { league: League; nightId: string; startsAt: Date; place: string };

/** What one member is told: read at delivery from the database as it is then. Ids, names, dates, numbers only. */
export type Facts =
  | ({ kind: "nightScheduled" | "nightChanged" | "nightCancelled" } & NightFacts)
  | ({ kind: "reminder"; coming: boolean } & NightFacts)
  | { kind: "cardReady"; league: League; gameId: string; sequence: number }
  | { kind: "tables"; league: League; planId: string; gameId: string | null; table: number; turn: number; size: number }
  | { kind: "result"; league: League; gameId: string; sequence: number; rank: number; position: number | null };

/** A member to notify: their choices (read with the membership, so a removed member is never one) and the facts. */
export type Recipient = {
  userId: string;
  locale: "it" | "en";
  quiet: QuietHours;
  emailOff: boolean;
  email: string;
  name: string;
  facts: Facts;
};

type Member = Omit<Recipient, "facts">;

/**
 * The league's members now, with their choices, leaving out those who switched this kind off in this league. Read at
 * delivery, not when the event was written: a member removed in between gets nothing.
 */
async function members(leagueId: string, kind: NotificationKind): Promise<Map<string, Member>> {
  const rows = await db.membership.findMany({
    where: { leagueId, notificationMutes: { none: { kind } } },
    select: {
      userId: true,
      user: {
        select: {
          email: true,
          name: true,
          notificationPrefs: { select: { quietStart: true, quietEnd: true, locale: true, emailOff: true } },
        },
      },
    },
    orderBy: { userId: "asc" },
  });
  return new Map(
    rows.map(({ userId, user }) => {
      const p = user.notificationPrefs;
      const quiet = p?.quietStart != null && p.quietEnd != null ? { start: p.quietStart, end: p.quietEnd } : null;
      const member: Member = {
        userId,
        email: user.email,
        name: user.name,
        locale: p?.locale === "en" ? "en" : "it",
        quiet,
        emailOff: p?.emailOff ?? false,
      };
      return [userId, member];
    }),
  );
}

/** Every member to tell about this event, each with their own facts; empty when its subject is gone. */
export async function recipientsOf(event: StoredEvent): Promise<Recipient[]> {
  const league = await db.league.findUnique({ where: { id: event.leagueId }, select: { slug: true, name: true } });
  if (!league) return [];
  const all = await members(event.leagueId, event.kind);
  const to = (userId: string | null | undefined, facts: Facts): Recipient[] => {
    const m = userId ? all.get(userId) : undefined;
    return m ? [{ ...m, facts }] : [];
  };
  const { data } = event;
  // an id left out would read as no condition at all (Prisma drops `id: undefined`): such an event tells nobody
  const missing = {
    night: !data.nightId,
    reminder: !data.nightId || !data.userId,
    plan: !data.planId,
    game: !data.gameId,
  };
  switch (event.kind) {
    case "nightScheduled":
    case "nightChanged":
    case "nightCancelled": {
      if (missing.night) return [];
      const night = await db.scheduledNight.findFirst({
        where: { id: data.nightId, leagueId: event.leagueId },
        select: { id: true, startsAt: true, place: true },
      });
      if (!night) return [];
      const facts: Facts = {
        kind: event.kind,
        league,
        nightId: night.id,
        startsAt: night.startsAt,
        place: night.place,
      };
      // the organiser who made the change knows it
      return [...all.keys()].filter((u) => u !== event.actorUserId).flatMap((u) => to(u, facts));
    }
    case "reminder": {
      if (missing.reminder) return [];
      const night = await db.scheduledNight.findFirst({
        where: { id: data.nightId, leagueId: event.leagueId, cancelledAt: null, startsAt: { gt: new Date() } },
        select: { id: true, startsAt: true, place: true },
      });
      const player = await db.player.findFirst({
        where: { leagueId: event.leagueId, userId: data.userId },
        select: { nightAnswers: { where: { nightId: data.nightId }, select: { answer: true } } },
      });
      if (!night || !player) return [];
      const answer = player.nightAnswers[0]?.answer;
      if (answer && answer !== "coming") return []; // "no" and "maybe" were answered: no nudge
      return to(data.userId, {
        kind: "reminder",
        league,
        nightId: night.id,
        startsAt: night.startsAt,
        place: night.place,
        coming: answer === "coming",
      });
    }
    case "cardReady": {
      const games = await db.game.findMany({
        where: { id: { in: data.gameIds ?? [] }, status: "dealt", season: { leagueId: event.leagueId } },
        select: {
          id: true,
          sequence: true,
          dealtAt: true,
          seats: {
            select: {
              boundAt: true,
              boundUserId: true,
              player: { select: { userId: true, userLinkedAt: true } },
            },
          },
        },
        orderBy: { sequence: "asc" },
      });
      // told only where the player's account opens the card now (decision 0033), as the league home lists it
      return games.flatMap((g) =>
        g.seats
          .filter((s) => accountHoldsSeat(s, s.player, g))
          .flatMap((s) => to(s.player.userId, { kind: "cardReady", league, gameId: g.id, sequence: g.sequence })),
      );
    }
    case "tables": {
      if (missing.plan) return [];
      const plan = await db.tablePlan.findFirst({
        where: { id: data.planId, leagueId: event.leagueId, status: "accepted" },
        select: { id: true, tables: true, gameIds: true },
      });
      if (!plan) return [];
      const tables = parse<string[][]>(plan.tables, []);
      const gameIds = parse<string[]>(plan.gameIds, []);
      const players = await db.player.findMany({
        where: { leagueId: event.leagueId, id: { in: tables.flat() }, userId: { not: null } },
        select: { id: true, userId: true },
      });
      const userOf = new Map(players.map((p) => [p.id, p.userId]));
      return tables.flatMap((table, t) =>
        table.flatMap((playerId, i) =>
          to(userOf.get(playerId), {
            kind: "tables",
            league,
            planId: plan.id,
            gameId: gameIds[t] ?? null,
            table: t + 1,
            turn: i + 1,
            size: table.length,
          }),
        ),
      );
    }
    case "result": {
      if (missing.game) return [];
      const game = await db.game.findFirst({
        where: { id: data.gameId, status: "finished", season: { leagueId: event.leagueId } },
        select: {
          id: true,
          sequence: true,
          season: { select: { edition: true } },
          seats: { select: { playerId: true, rank: true, player: { select: { userId: true } } } },
        },
      });
      if (!game) return [];
      const board = await getLeaderboard(event.leagueId, game.season.edition);
      const position = new Map(board?.rows.map((r) => [r.playerId, r.rank]) ?? []);
      return game.seats.flatMap((s) =>
        s.rank === null
          ? []
          : to(s.player.userId, {
              kind: "result",
              league,
              gameId: game.id,
              sequence: game.sequence,
              rank: s.rank,
              position: position.get(s.playerId) ?? null,
            }),
      );
    }
  }
}
