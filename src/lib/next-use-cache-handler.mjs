// The `"use cache"` counterpart of src/lib/next-cache-handler.mjs: Next's default in-memory handler, except that an
// entry created before this process last dropped its caches (a write on any instance) counts as missing.
import defaultHandlers from "next/dist/server/lib/cache-handlers/default.js";

const { createDefaultCacheHandler } = defaultHandlers;

const INVALIDATED_AT = Symbol.for("italy-war.page-cache.invalidated-at");
const base = createDefaultCacheHandler(50 * 1024 * 1024);

const handler = {
  ...base,
  async get(cacheKey, softTags) {
    const entry = await base.get(cacheKey, softTags);
    if (!entry) return entry;
    return entry.timestamp < (globalThis[INVALIDATED_AT] ?? 0) ? undefined : entry;
  },
};

export default handler;
