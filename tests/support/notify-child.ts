// A server process for tests/integration/notifications-crash.test.ts, killed with SIGKILL (kill -9) halfway: it
// schedules a night with its notification in one transaction, then runs the outbox worker and dies right after the
// worker records its first delivery (one phone of several told, the event not marked sent).
// Run with tsx, DATABASE_URL and the push settings in the env. Not with --conditions=react-server (the league CLI's
// way past "server-only"): next-intl, which writes the notifications' texts, needs React's client build outside Next.
// "server-only" is answered by an empty module instead, before the app's modules load.
require.cache[require.resolve("server-only")] = { exports: {} } as NodeJS.Module;

const die = () => process.kill(process.pid, "SIGKILL");
const [leagueId, actorUserId] = process.argv.slice(2);

async function main() {
  const { db } = await import("@/server/db");
  const { enqueue } = await import("@/server/notify/outbox");
  const { deliverDue } = await import("@/server/notify/worker");
  await db.$transaction(async (tx) => {
    const season = await tx.season.findFirstOrThrow({ where: { leagueId }, select: { id: true } });
    const night = await tx.scheduledNight.create({
      data: { leagueId, seasonId: season.id, startsAt: new Date(Date.now() + 3 * 86_400_000), place: "Circolo" },
      select: { id: true },
    });
    await enqueue(tx, { kind: "nightScheduled", leagueId, actorUserId, nightId: night.id });
  });
  await deliverDue({ afterDelivery: die });
  process.exit(3); // nothing was delivered: the test fails on this exit code
}
void main();
