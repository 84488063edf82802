// The `"use cache"` counterpart of src/lib/next-cache-handler.mjs: Next's default in-memory handler, except that an
// entry created before this process last dropped its caches (a write on any instance) counts as missing.
import defaultHandlers from "next/dist/server/lib/cache-handlers/default.js";
import { invalidatedAt } from "./page-cache.mjs";

const { createDefaultCacheHandler } = defaultHandlers;

const base = createDefaultCacheHandler(50 * 1024 * 1024);

const handler = {
  ...base,
  async get(cacheKey, softTags) {
    const entry = await base.get(cacheKey, softTags);
    if (!entry) return entry;
    // opaque keys: the last write of any league counts
    return entry.timestamp < invalidatedAt() ? undefined : entry;
  },
};

export default handler;
