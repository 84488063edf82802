// Next's own caches, made to forget on every instance what a write made stale (docs/decisions/0028-several-instances.md).
// Next keeps rendered pages (ISR: the public leaderboard, `export const revalidate`), route handlers and
// `unstable_cache`/fetch data in its incremental cache: per process in memory, plus files in the build folder.
// revalidatePath() in src/server/action.ts only reaches the process that ran the write. This handler is Next's default
// one, except that an entry stored before this process last dropped its caches (a write here, or a notification
// from another instance through src/lib/cache-bus.mjs; src/lib/page-cache.mjs clearLocalCaches) counts as missing, so
// Next renders the page again at the next request, as it does for an expired tag.
import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { invalidatedAt } from "./page-cache.mjs";

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

class SharedGenerationCache extends FileSystemCache {
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    if (!entry) return entry;
    // the key is the page's path: a write in another league leaves it (src/lib/page-cache.mjs invalidatedAt)
    const since = invalidatedAt(key);
    return typeof entry.lastModified === "number" && entry.lastModified < since ? null : entry;
  }
}

export default SharedGenerationCache;
