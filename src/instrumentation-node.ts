import { enableDerivedMemo } from "@/server/derived-state";
import { parseEnv } from "@/server/env";
import { startNotificationWorker } from "@/server/notify/worker";

try {
  parseEnv(process.env);
} catch (e) {
  console.error(`[config] ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}

// Derived season data kept by the league's data version (decision 0056): on in the server, whether or not the
// member-page cache is (MEMBER_CACHE_SECONDS=0 leaves every page rendered, but not every season recomputed).
// DERIVED_MEMO=0 turns it off, only to measure what it saves (docs/performance.md).
if (process.env.DERIVED_MEMO !== "0") enableDerivedMemo();

// The notification outbox's worker (decision 0071): every server process runs one; the claims keep several
// instances from sending an event twice.
startNotificationWorker();
