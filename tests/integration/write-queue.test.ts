// A save that has to queue for a database connection waits for it (TX_MAX_WAIT_MS in src/server/action.ts) instead of
// failing as "unexpected" after Prisma's default 2 s: found by the federation load test (bench/federation.mjs,
// docs/decisions/0030-federation-load-test.md), where results saved at 10/s queued behind each other on PostgreSQL.
// On SQLite (one writer at a time) the transaction itself queues, so without TX_MAX_WAIT_MS this test fails; on
// PostgreSQL the reads before it queue for the pool too, so there it checks only that a queued save goes through.
import { beforeAll, describe, expect, it } from "vitest";
import { TX_MAX_WAIT_MS } from "@/server/action";
import { db, dialect } from "@/server/db";
import { createLeagueWithPlayers } from "../support/factories";
import { createCatalogue, createGame, resultInput, recordGameResult } from "../support/results";
import { signInAs } from "../support/session";

let ctx: Awaited<ReturnType<typeof createLeagueWithPlayers>>;
let objectives: Awaited<ReturnType<typeof createCatalogue>>;

beforeAll(async () => {
  ctx = await createLeagueWithPlayers(4);
  objectives = await createCatalogue(ctx.season.id, 4);
});

/** Takes every connection the client has (pg's pool: 10; SQLite: one writer at a time) for `ms`. */
async function holdConnections(ms: number) {
  const holders = dialect === "postgres" ? 10 : 1;
  let started = 0;
  let ready: () => void;
  const allStarted = new Promise<void>((r) => (ready = r));
  const held = Array.from({ length: holders }, () =>
    db.$transaction(
      async (tx) => {
        await tx.league.count();
        if (++started === holders) ready();
        await new Promise((r) => setTimeout(r, ms));
      },
      { maxWait: 5_000, timeout: ms + 5_000 },
    ),
  );
  await allStarted;
  return Promise.all(held);
}

describe("a result saved while every database connection is busy", () => {
  it("waits for a connection (longer than Prisma's default 2 s) and is saved", async () => {
    expect(TX_MAX_WAIT_MS).toBeGreaterThanOrEqual(10_000);
    signInAs(ctx.organiser);
    const { game, seats } = await createGame(
      ctx.season.id,
      ctx.members.map((m) => m.player.id),
    );
    const busy = holdConnections(3_000);
    const t0 = Date.now();
    const result = await recordGameResult(resultInput(game, seats, objectives, [2, 3, 4, 1]));
    await busy;
    expect(result).toMatchObject({ ok: true, data: { version: 1 } });
    expect(Date.now() - t0).toBeGreaterThan(2_000); // it did queue behind the held connections
    expect((await db.game.findUniqueOrThrow({ where: { id: game.id } })).status).toBe("finished");
  });
});
