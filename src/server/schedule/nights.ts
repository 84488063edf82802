import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { romeLocalToInstant } from "@/calendar/rome-time";
import { ActionError } from "@/server/action";
import { getLeagueAccess, NotFoundError, requireMember } from "@/server/auth/access";
import type { Db, Tx } from "@/server/db";

/** How long a night lasts in the calendar (the schedule records a start only): decision 0053. */
export const NIGHT_DURATION_MINUTES = 240;

/** The instant of a night typed as a Rome date and time; refused at the field when it does not exist or is past. */
export function futureNightStart(date: string, time: string, now = new Date()): Date {
  const start = romeLocalToInstant(date, time);
  if (!start) throw new ActionError("checkFields", { time: ["timeSkipped"] });
  if (start.getTime() <= now.getTime()) throw new ActionError("checkFields", { date: ["nightInPast"] });
  return start;
}

/** A scheduled night of the league, still to start and not cancelled: what edits and answers need. */
export async function openNight(tx: Tx, leagueId: string, nightId: string, now = new Date()) {
  const night = await tx.scheduledNight.findFirst({
    where: { id: nightId, leagueId },
    select: { id: true, startsAt: true, place: true, note: true, cancelledAt: true, seasonId: true },
  });
  if (!night) throw new NotFoundError();
  if (night.cancelledAt) throw new ActionError("nightCancelled");
  if (night.startsAt.getTime() <= now.getTime()) throw new ActionError("nightStarted");
  return night;
}

/** For member actions: the league by slug, refused unless the user belongs to it. */
export async function authorizeMember(db: Db, userId: string, leagueSlug: string) {
  const league = await db.league.findUnique({ where: { slug: leagueSlug }, select: { id: true, slug: true } });
  if (!league) throw new NotFoundError();
  const access = await getLeagueAccess(db, userId, league.id);
  requireMember(access);
  return { ...access, slug: league.slug };
}

/** 32 random bytes, base64url; only the SHA-256 is stored (decision 0053). */
export const newFeedToken = () => randomBytes(32).toString("base64url");
export const feedTokenHash = (token: string) => createHash("sha256").update(`calendar:${token}`, "utf8").digest("hex");
/** A feed token as the route receives it: anything else is refused before the database is asked. */
export const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The caller's membership in the league (a feed belongs to it and ends with it). */
export async function membershipIdOf(tx: Tx, userId: string, leagueId: string): Promise<string> {
  const m = await tx.membership.findUnique({ where: { userId_leagueId: { userId, leagueId } }, select: { id: true } });
  if (!m) throw new NotFoundError();
  return m.id;
}
