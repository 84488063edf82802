// Tells every instance of the app about a write, so that several `npm start` processes on one PostgreSQL free what a
// write made stale (docs/decisions/0028-several-instances.md). One dedicated `pg` connection per process LISTENs on a
// channel; a write NOTIFYs on it (src/runtime/page-cache.ts clearPageCache → publish); every instance, on receipt,
// drops its local caches (the page cache, the member caches, and any other cache registered with registerPageCache).
// Freshness does not depend on it (decision 0055: a cached answer is served only while the data versions it was made
// at are current); it frees memory early. SQLite has one process only: no bus there.
import crypto from "node:crypto";
import pg from "pg";
import { type Scope, writeScope } from "./page-cache";

export const CHANNEL = "italy_war_cache";

/**
 * Connects, LISTENs and reconnects (1 s, 2 s, … up to 30 s) when the connection drops. `onRemote()` is called for
 * every notification from another instance, and once after each reconnection (notifications sent while this
 * process was not listening are lost, so it assumes it missed some).
 */
export function startCacheBus({
  databaseUrl,
  onRemote,
  channel = CHANNEL,
  log = (m) => console.log(m),
}: {
  databaseUrl: string;
  onRemote: (scope?: Scope) => void;
  channel?: string;
  log?: (message: string) => void;
}) {
  const instance = crypto.randomUUID();
  let client: pg.Client | null = null;
  let connected = false;
  let stopped = false;
  let retryMs = 1000;
  let everConnected = false;
  let timer: NodeJS.Timeout | null = null;
  let pending = false; // a publish that could not be sent: sent after reconnecting
  let received = 0;

  const quoted = `"${channel.replace(/"/g, '""')}"`;

  async function connect(): Promise<void> {
    if (stopped) return;
    const c = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000, keepAlive: true });
    client = c;
    c.on("notification", (msg) => {
      const [from, ...rest] = String(msg.payload ?? "")
        .split(" ")
        .filter(Boolean);
      if (msg.channel !== channel || from === instance) return;
      received++;
      onRemote(decodeScope(rest));
    });
    const lost = (why: string) => {
      if (client !== c) return;
      connected = false;
      client = null;
      c.removeAllListeners("notification");
      c.end().catch(() => {});
      if (stopped) return;
      log(`[cache-bus] connection lost (${why}); retrying in ${retryMs / 1000} s`);
      timer = setTimeout(() => void connect(), retryMs);
      timer.unref?.();
      retryMs = Math.min(retryMs * 2, 30_000);
    };
    c.on("error", (e) => lost(e instanceof Error ? e.message : String(e)));
    c.on("end", () => lost("closed"));
    try {
      await c.connect();
      await c.query(`LISTEN ${quoted}`);
    } catch (e) {
      lost(e instanceof Error ? e.message : String(e));
      return;
    }
    if (client !== c) return;
    connected = true;
    retryMs = 1000;
    if (everConnected) onRemote(); // whatever happened while we were away
    everConnected = true;
    if (pending) {
      pending = false;
      await publish();
    }
  }

  /**
   * NOTIFY the other instances of a write (its scope, src/runtime/page-cache.ts writeScope; none: everything); resolves
   * once PostgreSQL has it (or at once when disconnected: then everything is dropped on reconnect, since which leagues
   * were written is not kept).
   */
  async function publish(scope?: unknown): Promise<void> {
    if (!client || !connected) {
      pending = true;
      return;
    }
    try {
      await client.query("SELECT pg_notify($1, $2)", [channel, [instance, ...encodeScope(scope)].join(" ")]);
    } catch {
      pending = true;
    }
  }

  const ready = connect();

  return {
    instance,
    /** Resolves after the first connection attempt. */
    ready,
    publish,
    get connected() {
      return connected;
    },
    get received() {
      return received;
    },
    /** The PostgreSQL backend of the listening connection (tests end it to check reconnection). */
    get backendPid() {
      return connected ? ((client as unknown as { processID?: number } | null)?.processID ?? null) : null;
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = null;
      connected = false;
      await c?.end().catch(() => {});
    },
  };
}

/** Slugs and account ids as they travel: one word each, nothing else (a space would forge another word). */
const WORD = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * A write's scope as the words after the instance id: `=` then the leagues' slugs and `u:<id>` for each account whose
 * sessions ended; nothing for everything. A league or account that cannot travel as one word widens it to everything.
 */
export function encodeScope(scope: unknown): string[] {
  const s = writeScope(scope);
  if (!s || ![...s.leagues, ...s.users].every((w) => WORD.test(w))) return [];
  return ["=", ...s.leagues, ...s.users.map((u) => `u:${u}`)];
}

/** The scope in a notification's words (see encodeScope); anything unexpected, or nothing, means everything. */
export function decodeScope(words: string[]): Scope {
  if (words[0] !== "=")
    return words.length && words.every((w) => WORD.test(w)) ? { leagues: words, users: [] } : undefined;
  const leagues: string[] = [];
  const users: string[] = [];
  for (const w of words.slice(1)) {
    if (w.startsWith("u:") && WORD.test(w.slice(2))) users.push(w.slice(2));
    else if (WORD.test(w)) leagues.push(w);
    else return undefined;
  }
  return { leagues, users };
}
