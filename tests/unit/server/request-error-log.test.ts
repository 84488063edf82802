// Issue 24 §2: an error Next catches while rendering a page or answering a route is logged as one JSON line with the
// request id, the route's pattern, the error's message and stack — never the requested path (it can hold a link
// token) and never a secret a library wrote into the message.
import { afterEach, describe, expect, it, vi } from "vitest";
import { onRequestError } from "@/instrumentation";
import { expectConsoleError } from "../../support/console";

const TOKEN = "tok_9f8e7d6c5b4a39281706f5e4d3c2b1a0";

function captureErrors() {
  const lines: string[] = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" ")));
  return lines;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe("onRequestError", () => {
  it("logs a page's error as a JSON line: request id, route pattern, digest, message and stack; no path, no secret", async () => {
    vi.stubEnv("NEXT_RUNTIME", "nodejs");
    expectConsoleError();
    const lines = captureErrors();
    const error = Object.assign(new Error(`render failed at postgres://league:hunter2-secret@db:5432/league`), {
      digest: "1234567890",
    });
    await onRequestError(
      error,
      { path: `/invite/${TOKEN}`, method: "GET", headers: { "x-request-id": "req-77", cookie: `session=${TOKEN}` } },
      {
        routerKind: "App Router",
        routePath: "/[locale]/invite/[token]",
        routeType: "render",
        renderSource: "server-rendering",
        revalidateReason: undefined,
      },
    );
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]);
    expect(entry).toMatchObject({
      level: "error",
      event: "request.error",
      requestId: "req-77",
      method: "GET",
      route: "/[locale]/invite/[token]",
      routeType: "render",
      renderSource: "server-rendering",
      digest: "1234567890",
      error: { name: "Error", message: expect.stringContaining("render failed") },
    });
    expect(entry.error.stack).toContain("request-error-log.test.ts");
    expect(lines[0]).not.toContain(TOKEN);
    expect(lines[0]).not.toContain("hunter2-secret");
  });

  it("stays silent outside the Node.js runtime (the edge proxy has no log writer)", async () => {
    vi.stubEnv("NEXT_RUNTIME", "edge");
    const lines = captureErrors();
    await onRequestError(
      new Error("edge"),
      { path: "/", method: "GET", headers: {} },
      { routerKind: "App Router", routePath: "/", routeType: "proxy", revalidateReason: undefined },
    );
    expect(lines).toEqual([]);
  });
});
