import "server-only";
import { createTranslator } from "next-intl";
import { writeIcs, type IcsEvent } from "@/calendar/ics";
import { publicUrl } from "@/config/env.mjs";
import { defaultLocale, isLocale, type Locale } from "@/i18n/config";
import { loadMessages } from "@/i18n/messages";
import { getSystem } from "@/scoring";
import { getLeagueAccess } from "@/server/auth/access";
import { db } from "@/server/db";
import { FEED_TOKEN, feedTokenHash, NIGHT_DURATION_MINUTES } from "./nights";

/** A feed carries the nights of the last 90 days and every later one, at most this many: linear, bounded. */
const FEED_PAST_MS = 90 * 24 * 3600_000;
export const MAX_FEED_NIGHTS = 500;

const nightSelect = {
  id: true,
  startsAt: true,
  place: true,
  note: true,
  cancelledAt: true,
  sequence: true,
  updatedAt: true,
  season: { select: { name: true, systemId: true } },
} as const;
type Night = {
  id: string;
  startsAt: Date;
  place: string;
  note: string | null;
  cancelledAt: Date | null;
  sequence: number;
  updatedAt: Date;
  season: { name: string; systemId: string };
};

function translator(locale: Locale) {
  return createTranslator({
    locale,
    messages: loadMessages(locale) as never,
    namespace: "schedule.feed" as never,
  }) as unknown as (key: string, values?: Record<string, string>) => string;
}

export const feedLocale = (lang: string | null): Locale => (isLocale(lang) ? lang : defaultLocale);

function render(league: { slug: string; name: string }, nights: Night[], locale: Locale): string {
  const t = translator(locale);
  const base = publicUrl();
  const host = new URL(base).host;
  const url = `${base}/l/${league.slug}/schedule`;
  const events: IcsEvent[] = nights.map((n) => ({
    uid: `night-${n.id}@${host}`,
    start: n.startsAt,
    durationMinutes: NIGHT_DURATION_MINUTES,
    summary: t("summary", {
      league: league.name,
      game: getSystem(n.season.systemId).name[locale],
      season: n.season.name,
    }),
    location: n.place,
    description: [n.note, url].filter(Boolean).join("\n\n"),
    url,
    sequence: n.sequence,
    cancelled: n.cancelledAt !== null,
    updatedAt: n.updatedAt,
  }));
  return writeIcs({ name: t("calendarName", { league: league.name }), events });
}

/**
 * The private feed of a member (members-only leagues, decision 0053): the token's hash names a live feed of a
 * membership that still exists (a removed member's feed went with the membership). null = 404. Two queries.
 */
export async function privateFeed(token: string, locale: Locale, now = new Date()): Promise<string | null> {
  if (!FEED_TOKEN.test(token)) return null;
  const feed = await db.calendarFeed.findUnique({
    where: { tokenHash: feedTokenHash(token) },
    select: {
      revokedAt: true,
      membership: { select: { leagueId: true, league: { select: { slug: true, name: true } } } },
    },
  });
  if (!feed || feed.revokedAt) return null;
  const nights = await db.scheduledNight.findMany({
    where: { leagueId: feed.membership.leagueId, startsAt: { gte: new Date(now.getTime() - FEED_PAST_MS) } },
    orderBy: { startsAt: "asc" },
    take: MAX_FEED_NIGHTS,
    select: nightSelect,
  });
  return render(feed.membership.league, nights, locale);
}

/** The public feed of a public league: the nights of its public seasons only. null = 404 (members-only or unknown). */
export async function publicFeed(slug: string, locale: Locale, now = new Date()): Promise<string | null> {
  const league = await db.league.findUnique({
    where: { slug },
    select: { id: true, slug: true, name: true, isPublic: true },
  });
  if (!league?.isPublic) return null;
  const nights = await db.scheduledNight.findMany({
    where: {
      leagueId: league.id,
      season: { isPublic: true },
      startsAt: { gte: new Date(now.getTime() - FEED_PAST_MS) },
    },
    orderBy: { startsAt: "asc" },
    take: MAX_FEED_NIGHTS,
    select: nightSelect,
  });
  return render(league, nights, locale);
}

/** One night as an .ics download: for the league's members, or anyone when league and season are public. */
export async function nightIcs(nightId: string, userId: string | null, locale: Locale): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(nightId)) return null;
  const night = await db.scheduledNight.findUnique({
    where: { id: nightId },
    select: {
      ...nightSelect,
      leagueId: true,
      league: { select: { slug: true, name: true, isPublic: true } },
      season: { select: { name: true, systemId: true, isPublic: true } },
    },
  });
  if (!night) return null;
  const open = night.league.isPublic && night.season.isPublic;
  if (!open && !(await getLeagueAccess(db, userId, night.leagueId)).role) return null;
  return render(night.league, [night], locale);
}

/** The subscribe links of a feed path: webcal:// for phones' calendars, https:// for the others. */
export function subscribeLinks(path: string) {
  const https = `${publicUrl()}${path}`;
  return { https, webcal: https.replace(/^https?:\/\//, "webcal://") };
}
