import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gameSystems, getSystem, playerSystemRecord, systemStats, type RecordedPlay } from "../../../../src/scoring";
import { playArbs } from "../systems/arbitraries";
import { recordPlay } from "./record-play";

const seasonArb = (systemId: (typeof gameSystems)[number]["id"]) =>
  fc
    .array(playArbs[systemId](), { minLength: 0, maxLength: 12 })
    .map((plays) => plays.map((p, i) => recordPlay(systemId, p, `g${i}`)));
const players = (plays: RecordedPlay[]) => [...new Set(plays.flatMap((p) => p.seats.map((s) => s.playerId)))];

describe.each(gameSystems.map((s) => s.id))("%s statistics", (systemId) => {
  const system = getSystem(systemId);

  it("per identity key: wins, draws and losses add up to the seats that recorded it (HOTRE, 2 players: each group's start area)", () => {
    fc.assert(
      fc.property(seasonArb(systemId), (plays) => {
        const stats = systemStats(system, plays);
        for (const table of stats.byIdentity) {
          const keys = system.identity.filter((f) => (f.tallyAs ?? f.key) === table.key).map((f) => f.key);
          const seats = plays.flatMap((p) =>
            p.seats.flatMap((s) => keys.filter((k) => s.identity?.[k]).map(() => ({ p, s }))),
          );
          expect(table.rows.reduce((n, r) => n + r.seats, 0)).toBe(seats.length);
          expect(table.rows.reduce((n, r) => n + r.wins, 0)).toBe(seats.filter(({ s }) => s.isWinner).length);
          for (const r of table.rows) expect(r.wins + r.draws + r.losses).toBe(r.seats);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("endings and lengths account for every play; draws only where the play is a draw", () => {
    fc.assert(
      fc.property(seasonArb(systemId), (plays) => {
        const stats = systemStats(system, plays);
        expect(stats.endings.reduce((n, e) => n + e.plays, 0)).toBe(plays.length);
        expect(stats.endings.reduce((n, e) => n + e.draws, 0)).toBe(stats.results.draw);
        expect(stats.results.win + stats.results.sharedWin + stats.results.draw).toBe(plays.length);
        expect(stats.score.distribution.reduce((n, b) => n + b.count, 0)).toBe(stats.score.seatsScored);
      }),
      { numRuns: 60 },
    );
  });

  it("does not depend on the order of the plays", () => {
    fc.assert(
      fc.property(
        seasonArb(systemId).chain((plays) =>
          fc.tuple(
            fc.constant(plays),
            fc.shuffledSubarray(plays, { minLength: plays.length, maxLength: plays.length }),
          ),
        ),
        ([plays, shuffled]) => {
          expect(systemStats(system, shuffled)).toEqual(systemStats(system, plays));
        },
      ),
      { numRuns: 40 },
    );
  });

  it("player records: every seat is a win, a draw or a loss; head-to-head is symmetric", () => {
    fc.assert(
      fc.property(seasonArb(systemId), (plays) => {
        const records = new Map(players(plays).map((id) => [id, playerSystemRecord(system, plays, id)]));
        let wins = 0;
        for (const r of records.values()) {
          expect(r.record.wins + r.record.draws + r.record.losses).toBe(r.record.seats);
          wins += r.record.wins;
          for (const h of r.headToHead) {
            const back = records.get(h.opponentId)!.headToHead.find((x) => x.opponentId === r.playerId)!;
            expect([back.plays, back.ahead, back.behind, back.even]).toEqual([h.plays, h.behind, h.ahead, h.even]);
          }
        }
        expect(wins).toBe(plays.reduce((n, p) => n + p.seats.filter((s) => s.isWinner).length, 0));
      }),
      { numRuns: 40 },
    );
  });
});
