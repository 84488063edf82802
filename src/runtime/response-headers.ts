// Two corrections to the headers Next writes, applied to every response of the server (src/runtime/serve.ts).
import type { OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from "node:http";

/**
 * Next marks prerendered pages `s-maxage=…, stale-while-revalidate=<a year>`. Shared caches (this server's page cache,
 * a CDN) read s-maxage; but Chrome's own HTTP cache applies stale-while-revalidate too, and a service worker's fetch
 * (decision 0025) then gets the page as it was before a write. Browsers get the header without that directive, so
 * they revalidate (ETag) and see a result at the next request.
 */
export function withoutBrowserSwr<T>(value: T): T {
  if (typeof value !== "string" || !value.includes("stale-while-revalidate")) return value;
  const directives = value.split(",").map((d) => d.trim());
  return directives.filter((d) => !d.startsWith("stale-while-revalidate")).join(", ") as T;
}

const SINGLE_VALUED = new Set(["location", "content-type", "content-length", "etag", "cache-control"]);

/**
 * Rewrites Cache-Control as above, and (a workaround for Next 16, listed in docs/upgrading.md) keeps single-valued
 * headers single: Next appends the `location` of a redirect rendered for a cache miss (a members-only season's public
 * URL) to the one it already set, and a browser joins the two into "a, b": a 404.
 */
export function keepBrowsersFresh(res: ServerResponse): void {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name: string, value: number | string | readonly string[]) =>
    setHeader(name, String(name).toLowerCase() === "cache-control" ? withoutBrowserSwr(value) : value);
  const appendHeader = res.appendHeader.bind(res);
  res.appendHeader = (name: string, value: string | readonly string[]) =>
    SINGLE_VALUED.has(String(name).toLowerCase()) && res.hasHeader(name)
      ? (res.setHeader(name, value), res)
      : appendHeader(name, value);
  const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const headers = rest.find((r): r is OutgoingHttpHeaders => !!r && typeof r === "object" && !Array.isArray(r));
    if (headers)
      for (const key of Object.keys(headers))
        if (key.toLowerCase() === "cache-control") headers[key] = withoutBrowserSwr(headers[key] as OutgoingHttpHeader);
    return writeHead(status, ...rest);
  }) as ServerResponse["writeHead"];
}
