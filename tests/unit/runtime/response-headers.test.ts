// The server's two header corrections (src/runtime/response-headers.ts; a Next 16 workaround listed in docs/upgrading.md).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keepBrowsersFresh, withoutBrowserSwr } from "../../../src/runtime/response-headers";

describe("withoutBrowserSwr", () => {
  it.each([
    ["a prerendered page", "s-maxage=60, stale-while-revalidate=31535940", "s-maxage=60"],
    [
      "a dynamic page",
      "private, no-cache, no-store, max-age=0, must-revalidate",
      "private, no-cache, no-store, max-age=0, must-revalidate",
    ],
    ["no header", undefined, undefined],
  ])("%s", (_label, value, expected) => {
    expect(withoutBrowserSwr(value)).toBe(expected);
  });
});

describe("keepBrowsersFresh on a real response", () => {
  let server: http.Server;
  let base = "";
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      keepBrowsersFresh(res);
      if (req.url === "/redirect") {
        // what Next 16 does for a redirect rendered on a cache miss: set, then append the same location again
        res.setHeader("location", "/l/club/seasons/2/members");
        res.appendHeader("location", "/l/club/seasons/2/members");
        res.statusCode = 307;
        res.end();
        return;
      }
      res.setHeader("set-cookie", "a=1");
      res.appendHeader("set-cookie", "b=2"); // headers that may repeat still do
      res.writeHead(200, { "cache-control": "s-maxage=60, stale-while-revalidate=31535940" });
      res.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("a redirect carries one location, not two a browser would join into a 404", async () => {
    const res = await fetch(`${base}/redirect`, { redirect: "manual" });
    expect(res.headers.get("location")).toBe("/l/club/seasons/2/members");
  });

  it("browsers get no stale-while-revalidate; shared caches keep s-maxage", async () => {
    const res = await fetch(`${base}/page`);
    expect(res.headers.get("cache-control")).toBe("s-maxage=60");
    expect(res.headers.getSetCookie()).toEqual(["a=1", "b=2"]);
  });
});
