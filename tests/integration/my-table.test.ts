// Issue 23 §2: "the tables are shown on every seated phone". A night can have several accepted plans (a second one
// for latecomers, or one per game): a member seated in an earlier plan still sees their table when a newer plan
// leaves them out, and the newest plan that seats them wins.
import { describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { loadLeagueContext } from "@/server/queries/league-context";
import { getMyTable } from "@/server/queries/table-plan";
import { createLeagueWithPlayers } from "../support/factories";
import { signInAs } from "../support/session";

async function acceptedPlan(leagueId: string, seasonId: string, tables: string[][], acceptedAt: Date) {
  return db.tablePlan.create({
    data: {
      leagueId,
      seasonId,
      playedOn: new Date("2026-11-27T00:00:00Z"),
      input: "{}",
      seed: "0".repeat(64),
      seedHash: "1".repeat(64),
      tables: JSON.stringify(tables),
      gameIds: JSON.stringify(tables.map((_, i) => `game-${acceptedAt.getTime()}-${i}`)),
      status: "accepted",
      acceptedAt,
    },
    select: { id: true },
  });
}

describe("getMyTable with several plans in one night", () => {
  it("finds the member in an earlier plan when the newest leaves them out, and prefers the newest that seats them", async () => {
    const l = await createLeagueWithPlayers(8);
    const [a, b, c, d, e, f, g, h] = l.members.map((m) => m.player.id);
    const now = new Date();
    const minutesAgo = (n: number) => new Date(now.getTime() - n * 60_000);
    await acceptedPlan(l.league.id, l.season.id, [[a, b, c, d]], minutesAgo(90));
    await acceptedPlan(
      l.league.id,
      l.season.id,
      [
        [e, f, g],
        [h, b, c],
      ],
      minutesAgo(30),
    ); // b and c moved, a and d not

    const tableOf = async (index: number) => {
      signInAs(l.members[index].user);
      return getMyTable(await loadLeagueContext(l.league.slug), now);
    };
    // a sits only in the earlier plan: still shown
    expect(await tableOf(0)).toMatchObject({ table: 1, tables: 1, position: 1, size: 4 });
    // b sits in both: the newest wins
    expect(await tableOf(1)).toMatchObject({ table: 2, tables: 2, position: 2, size: 3 });
    // h only in the newest
    expect(await tableOf(7)).toMatchObject({ table: 2, position: 1 });

    // a plan older than a day is no longer shown
    expect(await getMyTableAt(l, 0, new Date(now.getTime() + 23 * 3600_000))).toBeNull();
  });
});

async function getMyTableAt(l: Awaited<ReturnType<typeof createLeagueWithPlayers>>, index: number, at: Date) {
  signInAs(l.members[index].user);
  return getMyTable(await loadLeagueContext(l.league.slug), at);
}
