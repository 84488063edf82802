// The `"use cache"` counterpart of src/runtime/next-cache-handler.ts (used should cache components be turned on):
// Next's default in-memory handler, except that an entry counts as missing unless it was made at the data versions a
// read made now still finds (decision 0055); without a database reader, unless it is newer than this process's last
// dropping of its caches. Its keys are opaque: the versions of every write ("*") count.
import defaultHandlers from "next/dist/server/lib/cache-handlers/default.js";
import type { CacheHandler } from "next/dist/server/lib/cache-handlers/types";
import { hasVersionReader, pageScope, versionStamp } from "./data-version";
import { invalidatedAt } from "./page-cache";

const { createDefaultCacheHandler } = defaultHandlers;
const base = createDefaultCacheHandler(50 * 1024 * 1024);
const made = new Map<string, string>();
const pending = new Map<string, string>();

const handler: CacheHandler = {
  ...base,
  async get(cacheKey, softTags) {
    if (!hasVersionReader()) {
      const entry = await base.get(cacheKey, softTags);
      return entry && entry.timestamp < invalidatedAt() ? undefined : entry;
    }
    const stamp = await versionStamp([pageScope(null)]);
    const created = stamp !== null && !pending.has(cacheKey);
    if (created) pending.set(cacheKey, stamp);
    const entry = await base.get(cacheKey, softTags);
    if (entry && stamp !== null && made.get(cacheKey) === stamp) {
      if (created) pending.delete(cacheKey);
      return entry;
    }
    return undefined;
  },
  async set(cacheKey, pendingEntry) {
    const stamp = pending.get(cacheKey);
    pending.delete(cacheKey);
    await base.set(cacheKey, pendingEntry);
    if (stamp === undefined) made.delete(cacheKey);
    else made.set(cacheKey, stamp);
    if (made.size > 10_000) made.delete(made.keys().next().value as string);
  },
};

export default handler;
