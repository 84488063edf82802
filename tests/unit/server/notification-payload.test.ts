// What a push carries, over every kind: the payload's own fields only (ids, the league's slug and name, the night's
// date and place, table, turn, rank, position), never anything else the facts were read with, such as a card.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NOTIFICATION_KINDS } from "@/lib/notifications/kinds";
import { PAYLOAD_KEYS, readPayload } from "@/lib/notifications/payload";
import { buildPayload } from "@/server/notify/payload";
import type { Facts } from "@/server/notify/recipients";

const SECRET = "OBJECTIVE-Conquistare-Kamchatka-SECRET";
const id = fc.stringMatching(/^[a-z0-9]{8,25}$/);
/** names and places as clubs write them (a brace would read as an unfilled placeholder below) */
const text = fc.stringMatching(/^[A-Za-zÀ-ÿ0-9' .-]{1,40}$/);
const league = fc.record({ slug: fc.stringMatching(/^[a-z0-9-]{1,30}$/), name: text });
const date = fc.date({ min: new Date("2026-01-01"), max: new Date("2030-12-31"), noInvalidDate: true });
const small = fc.integer({ min: 1, max: 40 });
const night = { league, nightId: id, startsAt: date, place: text };

const facts: fc.Arbitrary<Facts> = fc.oneof(
  fc.record({
    kind: fc.constantFrom("nightScheduled" as const, "nightChanged" as const, "nightCancelled" as const),
    ...night,
  }),
  fc.record({ kind: fc.constant("reminder" as const), coming: fc.boolean(), ...night }),
  fc.record({ kind: fc.constant("cardReady" as const), league, gameId: id, sequence: small }),
  fc.record({
    kind: fc.constant("tables" as const),
    league,
    planId: id,
    gameId: fc.option(id, { nil: null }),
    table: small,
    turn: small,
    size: small,
  }),
  fc.record({
    kind: fc.constant("result" as const),
    league,
    gameId: id,
    sequence: small,
    rank: small,
    position: fc.option(small, { nil: null }),
  }),
);

describe("push payloads", () => {
  it("carry only the payload's fields, never what else the facts held (a card read alongside)", () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(facts, fc.constantFrom("it" as const, "en" as const), (f, locale) => {
        // as if a query had selected the seat's card with the facts: the builder must not pass it on
        const leaky = { ...f, objective: SECRET, territories: [SECRET], league: { ...f.league, secret: SECRET } };
        const payload = buildPayload("user1", leaky as Facts, locale);
        seen.add(payload.kind);
        expect(JSON.stringify(payload)).not.toContain(SECRET);
        expect(Object.keys(payload).every((k) => PAYLOAD_KEYS.has(k))).toBe(true);
        expect(payload).toMatchObject({ v: 1, kind: f.kind, lang: locale, league: f.league.slug });
        expect(payload.url.startsWith(`/l/${f.league.slug}/`)).toBe(true);
        expect(readPayload(JSON.parse(JSON.stringify(payload)))).not.toBeNull();
        expect(payload.title.length).toBeGreaterThan(0);
        expect(payload.body).not.toMatch(/\{|notifications\./); // every text is a message, filled in
      }),
      { numRuns: 300 },
    );
    expect([...seen].sort()).toEqual([...NOTIFICATION_KINDS].sort());
  });
});
