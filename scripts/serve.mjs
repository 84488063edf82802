// Serves the built app: Next's own request handler behind a small shared page cache (src/lib/page-cache.mjs,
// docs/decisions/0010-page-cache.md). Same flags as `next start`: -p/--port (or PORT, default 3000),
// -H/--hostname (default 0.0.0.0; not read from HOSTNAME, which containers set to their own name). Run through `npm start`, which creates and migrates the database first.
import { randomUUID } from "node:crypto";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import next from "next";
import { decode } from "next-auth/jwt";
import { parseEnv } from "../src/config/env.mjs";
import { isPostgresUrl, startCacheBus } from "../src/lib/cache-bus.mjs";
import { createMemberPageCache, enableMemberCaches } from "../src/lib/member-cache.mjs";
import { clearLocalCaches, createPageCache, registerPageCache, setCachePublisher } from "../src/lib/page-cache.mjs";
import { loadEnv } from "./load-env.mjs";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const flag = (short, long) => {
  const i = args.findIndex((a) => a === short || a === long);
  return i === -1 ? undefined : args[i + 1];
};
// Every variable through the one schema (src/config/env.mjs), .env included (as Next will load it): a missing or
// invalid one stops here, in one line.
process.env.NODE_ENV = "production";
loadEnv();
let config;
try {
  config = parseEnv({ ...process.env, PORT: flag("-p", "--port") ?? process.env.PORT });
} catch (e) {
  console.error(`[config] ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}
const port = config.PORT;
const hostname = flag("-H", "--hostname") ?? "0.0.0.0";

const app = next({ dev: false, dir: root, hostname, port });
await app.prepare();
const handle = app.getRequestHandler();
// PAGE_CACHE_SECONDS: how long a page may be answered from memory (default 5; 0 turns the cache off)
const cache = createPageCache({ maxAgeSeconds: config.PAGE_CACHE_SECONDS });
registerPageCache(cache);
// Several instances on one PostgreSQL (docs/decisions/0028-several-instances.md): a write on any of them drops the
// caches of all of them (PostgreSQL LISTEN/NOTIFY). SQLite: one process, nothing to tell.
const bus = isPostgresUrl(config.DATABASE_URL) ? startCacheBus({ databaseUrl: config.DATABASE_URL, onRemote: clearLocalCaches }) : null;
if (bus) {
  setCachePublisher(bus.publish);
  await bus.ready;
}
// Signed-in members' pages and the season data behind them (src/lib/member-cache.mjs, decision 0029); every write
// drops them with the page cache.
// MEMBER_CACHE_SECONDS (default 60, 0 = off): how long a member page may be answered from memory when no write
// happened in this process (writes from the CLI show after at most that, as with Next's own 60-second revalidation).
const secret = config.NEXTAUTH_SECRET;
const memberSeconds = config.MEMBER_CACHE_SECONDS;
if (memberSeconds > 0) enableMemberCaches();
const memberCache = createMemberPageCache({ maxAgeSeconds: memberSeconds, decode: (token) => decode({ token, secret }) });

/**
 * Next marks prerendered pages `s-maxage=…, stale-while-revalidate=<a year>`. Shared caches (this server's page cache,
 * a CDN) read s-maxage; but Chrome's own HTTP cache applies stale-while-revalidate too, and a service worker's fetch
 * (decision 0025) then gets the page as it was before a write. Browsers get the header without that directive, so
 * they revalidate (ETag) and see a result at the next request.
 */
const withoutBrowserSwr = (value) =>
  typeof value === "string" && value.includes("stale-while-revalidate")
    ? value.split(",").map((d) => d.trim()).filter((d) => !d.startsWith("stale-while-revalidate")).join(", ")
    : value;
const SINGLE_VALUED = new Set(["location", "content-type", "content-length", "etag", "cache-control"]);
function keepBrowsersFresh(res) {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => setHeader(name, String(name).toLowerCase() === "cache-control" ? withoutBrowserSwr(value) : value);
  // Next 16 appends the `location` of a redirect rendered for a cache miss (a members-only season's public URL) to the
  // one it already set, and a browser joins the two into "a, b": a 404. Headers that hold one value are set, not appended.
  const appendHeader = res.appendHeader.bind(res);
  res.appendHeader = (name, value) =>
    SINGLE_VALUED.has(String(name).toLowerCase()) && res.hasHeader(name) ? (res.setHeader(name, value), res) : appendHeader(name, value);
  const writeHead = res.writeHead.bind(res);
  res.writeHead = (status, ...rest) => {
    const headers = rest.find((r) => r && typeof r === "object" && !Array.isArray(r));
    if (headers) for (const key of Object.keys(headers)) if (key.toLowerCase() === "cache-control") headers[key] = withoutBrowserSwr(headers[key]);
    return writeHead(status, ...rest);
  };
}

const server = http.createServer((req, res) => {
  keepBrowsersFresh(res);
  // The socket's address, for per-client sign-in limits (src/server/auth/client-address.ts): always overwritten, so a
  // client cannot choose its own. Behind a reverse proxy set TRUST_PROXY=1 (X-Forwarded-For is read instead).
  req.headers["x-client-address"] = req.socket.remoteAddress ?? "";
  // One id per request for the log lines it causes (src/server/log.ts): a load balancer's id is kept if it is plain.
  const requestId = /^[\w.:-]{1,100}$/.test(String(req.headers["x-request-id"] ?? "")) ? String(req.headers["x-request-id"]) : randomUUID();
  req.headers["x-request-id"] = requestId;
  Promise.resolve(memberCache.serve(req, res, () => cache.serve(req, res, () => handle(req, res)))).catch((error) => {
    // a JSON line like src/server/log.ts writes; the route without its query and without a link's token
    const route = String(req.url ?? "").split("?")[0].replace(/\/(reveal|invite|reset|confirm)\/[^/]+/, "/$1/[token]");
    const failure = error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : { message: String(error) };
    console.error(JSON.stringify({ time: new Date().toISOString(), level: "error", event: "serve.request-failed", requestId, route, error: failure }));
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
});
server.listen(port, hostname, () => console.log(`Ready on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}`));

const stop = () => {
  void bus?.stop();
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 5000).unref();
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
