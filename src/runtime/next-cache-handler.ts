// Next's own incremental cache (ISR pages such as the public leaderboard, route handlers), made to answer only what is
// current (decisions 0028, 0055): Next's default handler, except that an entry counts as missing unless this process
// saw it made at the data versions a read made now still finds (src/runtime/data-version.ts); Next then renders it
// again, blocking, as for an expired tag. An entry found on disk at start, or stored by another process, carries no
// versions this process knows: it is rendered once more. It extends Next's FileSystemCache, the one private Next
// module the runtime imports: Next exports no public class with its file layout and image-optimizer entries.
import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { pageScope, versionStamp } from "./data-version";
import { leagueOf } from "./front-cache";

type FileSystemCacheClass = typeof import("next/dist/server/lib/incremental-cache/file-system-cache.js").default;
const FileSystemCache: FileSystemCacheClass =
  (fileSystemCache as unknown as { default?: FileSystemCacheClass }).default ?? fileSystemCache;

type GetArgs = Parameters<InstanceType<FileSystemCacheClass>["get"]>;
type SetArgs = Parameters<InstanceType<FileSystemCacheClass>["set"]>;

/** The versions each key's entry was rendered at (`made`), and those read by a miss whose render is under way (`pending`). */
const made = new Map<string, string>();
const pending = new Map<string, string>();
const MAX_KEYS = 10_000;

class VersionedCache extends FileSystemCache {
  async get(...args: GetArgs) {
    const [key] = args;
    // read before the entry: a write committed before this request is in `stamp` (keys are page paths: a write in
    // another league leaves the entry)
    const stamp = await versionStamp([pageScope(leagueOf(key))]);
    // the render that follows a miss is stored with the versions the first get of its key read (never later ones:
    // a render begun before a write must not be stored as current after it)
    const created = stamp !== null && !pending.has(key);
    if (created) pending.set(key, stamp);
    const entry = await super.get(...args);
    if (entry && stamp !== null && made.get(key) === stamp) {
      // current: nothing to render (a revalidation in the background is stored without versions: rendered once more)
      if (created) pending.delete(key);
      return entry;
    }
    return null;
  }

  async set(...args: SetArgs) {
    const [key] = args;
    const stamp = pending.get(key);
    pending.delete(key);
    await super.set(...args);
    // a render whose get did not read the versions is not known current: no versions, never served
    if (stamp === undefined) made.delete(key);
    else {
      made.delete(key); // most recent last
      made.set(key, stamp);
      if (made.size > MAX_KEYS) made.delete(made.keys().next().value as string);
    }
    if (pending.size > MAX_KEYS) pending.delete(pending.keys().next().value as string);
  }
}

export default VersionedCache;
