import "server-only";
import { createTranslator } from "next-intl";
import { toRomeLocal } from "@/calendar/rome-time";
import type { Locale } from "@/i18n/config";
import { loadMessages } from "@/i18n/messages";
import type { PushPayload } from "@/lib/notifications/payload";
import type { Facts } from "./recipients";
import { signToken } from "./tokens";

type T = (key: string, values?: Record<string, string | number>) => string;
const translator = (locale: Locale): T =>
  createTranslator({
    locale,
    messages: loadMessages(locale) as never,
    namespace: "notifications.push" as never,
  }) as unknown as T;

const dayFormat = {
  it: new Intl.DateTimeFormat("it-IT", { weekday: "long", day: "numeric", month: "long", timeZone: "Europe/Rome" }),
  en: new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", timeZone: "Europe/Rome" }),
};

/**
 * The notification one member gets, in their language. Built from the facts alone (ids, the league's name and slug,
 * the night's date and place, table, turn, rank, position), so nothing secret can reach it.
 */
export function buildPayload(userId: string, facts: Facts, locale: Locale): PushPayload {
  const t = translator(locale);
  const base = { v: 1 as const, kind: facts.kind, lang: locale, league: facts.league.slug };
  const leaguePath = `/l/${facts.league.slug}`;
  switch (facts.kind) {
    case "nightScheduled":
    case "nightChanged":
    case "nightCancelled":
    case "reminder": {
      const values = {
        league: facts.league.name,
        date: dayFormat[locale].format(facts.startsAt),
        time: toRomeLocal(facts.startsAt).time,
        place: facts.place,
      };
      const payload: PushPayload = {
        ...base,
        title: t(`${facts.kind}.title`, values),
        body:
          facts.kind === "reminder"
            ? t(facts.coming ? "reminder.bodyComing" : "reminder.bodyUnanswered", values)
            : t(`${facts.kind}.body`, values),
        url: `${leaguePath}/schedule`,
        tag: `night-${facts.nightId}`,
        nightId: facts.nightId,
        date: facts.startsAt.toISOString(),
      };
      if (facts.kind !== "reminder" && facts.kind !== "nightScheduled") return payload;
      // the buttons answer without opening the app, with a token good for this member and night until it starts
      return {
        ...payload,
        actions: [
          { action: "coming", title: t("coming") },
          { action: "no", title: t("notComing") },
        ],
        answerToken: signToken("answer", { n: facts.nightId, u: userId, e: facts.startsAt.getTime() }),
      };
    }
    case "cardReady":
      return {
        ...base,
        title: t("cardReady.title", { league: facts.league.name }),
        body: t("cardReady.body", { sequence: facts.sequence }),
        url: `${leaguePath}/games/${facts.gameId}`,
        tag: `card-${facts.gameId}`,
        gameId: facts.gameId,
      };
    case "tables":
      return {
        ...base,
        title: t("tables.title", { league: facts.league.name }),
        body: t("tables.body", { table: facts.table, turn: facts.turn, size: facts.size }),
        url: facts.gameId ? `${leaguePath}/games/${facts.gameId}` : `${leaguePath}/tables/${facts.planId}`,
        tag: `tables-${facts.planId}`,
        ...(facts.gameId ? { gameId: facts.gameId } : {}),
        table: facts.table,
        turn: facts.turn,
      };
    case "result":
      return {
        ...base,
        title: t("result.title", { league: facts.league.name }),
        body:
          facts.position === null
            ? t("result.bodyNoPosition", { sequence: facts.sequence, rank: facts.rank })
            : t("result.body", { sequence: facts.sequence, rank: facts.rank, position: facts.position }),
        url: `${leaguePath}/games/${facts.gameId}`,
        tag: `result-${facts.gameId}`,
        gameId: facts.gameId,
        rank: facts.rank,
        ...(facts.position === null ? {} : { position: facts.position }),
      };
  }
}
