// Serves the built app: Next's own request handler behind one small cache (./front-cache.ts). Built by
// scripts/build-runtime.mjs into dist/runtime/serve.mjs, which `npm start` runs after migrating the database. Flags as
// `next start`: -p/--port (or PORT, default 3000), -H/--hostname (default 0.0.0.0; not HOSTNAME, set by containers).
import { randomUUID } from "node:crypto";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import nextEnv from "@next/env";
import next from "next";
import { decode } from "next-auth/jwt";
import { type Env, parseEnv } from "../config/env.mjs";
import { createClientAddressStamp } from "../server/auth/client-address-stamp";
import { setVersionReader } from "./data-version";
import { createFrontCache, enableMemberCaches } from "./front-cache";
import { keepBrowsersFresh } from "./response-headers";
import { databaseVersionReader } from "./version-reader";

// src/runtime/serve.ts and dist/runtime/serve.mjs are both two folders below the project
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const args = process.argv.slice(2);
const flag = (short: string, long: string) => {
  const i = args.findIndex((a) => a === short || a === long);
  return i === -1 ? undefined : args[i + 1];
};
// Every variable through the one schema (src/config/env.mjs), .env included (loaded as `next start` loads it): a
// missing or invalid one stops here, in one line.
(process.env as Record<string, string>).NODE_ENV = "production";
nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });
let config: Env;
try {
  config = parseEnv({ ...process.env, PORT: flag("-p", "--port") ?? process.env.PORT });
} catch (e) {
  console.error(`[config] ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}
const port = config.PORT;
const hostname = flag("-H", "--hostname") ?? "0.0.0.0";

// Before Next reads any cache: what is kept is served only while the data versions it was made at are current
// (src/runtime/data-version.ts, decision 0055). Entries Next finds on disk from an earlier run carry no versions.
// A new epoch at each start: after a restore (stop, restore, start) nothing another instance kept matches again.
const versions = databaseVersionReader(config.DATABASE_URL);
await versions.renewEpoch();
setVersionReader(versions.read);

// Next gives the proxy (src/proxy.ts) URLs whose loopback host reads "localhost" but compares a rewrite with its own
// URL built from the hostname it was given: on 127.0.0.1 or ::1 every rewrite would be taken for an external one and
// fetched over the network (vercel/next.js#94745). Next is told "localhost"; the socket listens where it was asked to.
const nextHostname = /^(?:127(?:\.\d{1,3}){3}|::1|\[::1\])$/.test(hostname) ? "localhost" : hostname;
const app = next({ dev: false, dir: root, hostname: nextHostname, port });
await app.prepare();
const handle = app.getRequestHandler();
// The cache in front of Next (src/runtime/front-cache.ts, decisions 0010, 0029, 0055): PAGE_CACHE_SECONDS (default 5)
// for public pages, MEMBER_CACHE_SECONDS (default 60) for signed-in members' pages; 0 turns either off. A write on
// any instance is seen at the next request on every instance (the data versions): no message between them.
const memberSeconds = config.MEMBER_CACHE_SECONDS;
if (memberSeconds > 0) enableMemberCaches();
const cache = createFrontCache({
  publicSeconds: config.PAGE_CACHE_SECONDS,
  memberSeconds,
  decode: (token) =>
    decode({ token, secret: config.NEXTAUTH_SECRET }) as Promise<{ uid?: unknown; sv?: unknown; exp?: unknown } | null>,
});

const stampClientAddress = createClientAddressStamp();
const server = http.createServer((req, res) => {
  keepBrowsersFresh(res);
  // The socket's address, for per-client limits (src/server/auth/client-address.ts): always overwritten, so a client
  // cannot choose its own; an action Next forwards to another page over loopback keeps the address it was sent from
  // (src/server/auth/client-address-stamp.ts). Behind a reverse proxy set TRUST_PROXY=1 (X-Forwarded-For is read).
  stampClientAddress(req);
  // One id per request for the log lines it causes (src/server/log.ts): a load balancer's id is kept if it is plain.
  const requestId = /^[\w.:-]{1,100}$/.test(String(req.headers["x-request-id"] ?? ""))
    ? String(req.headers["x-request-id"])
    : randomUUID();
  req.headers["x-request-id"] = requestId;
  new Promise((answer) => answer(cache.serve(req, res, () => handle(req, res)))).catch((e) => {
    // a JSON line like src/server/log.ts writes (a synchronous throw too); the route without query or link token
    const pathname = String(req.url ?? "").split("?")[0];
    const route = pathname.replace(/\/(reveal|invite|reset|confirm)\/[^/]+/, "/$1/[token]");
    const error = e instanceof Error ? { name: e.name, message: e.message, stack: e.stack } : { message: String(e) };
    const time = new Date().toISOString();
    console.error(JSON.stringify({ time, level: "error", event: "serve.request-failed", requestId, route, error }));
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
});
server.listen(port, hostname, () =>
  console.log(`Ready on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}`),
);

const stop = () => {
  void versions.close().catch(() => {});
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 5000).unref();
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
