// Issue 22 §4: back online, the header must read the session again; next-auth's provider refetches on the "session"
// message of its own channel, which rereadSession sends to this window.
import { afterEach, describe, expect, it } from "vitest";
import { rereadSession } from "@/lib/offline/reread-session";

const g = globalThis as { window?: unknown };
afterEach(() => {
  delete g.window;
});

describe("rereadSession", () => {
  it("sends the message next-auth's SessionProvider answers by fetching the session", async () => {
    const win = new EventTarget();
    g.window = win;
    const { BroadcastChannel } = await import("next-auth/client/_utils");
    const received: unknown[] = [];
    const stop = BroadcastChannel().receive((m: unknown) => received.push(m));
    rereadSession(win, () => 1_000_000);
    stop();
    expect(received).toEqual([{ event: "session", data: { trigger: "getSession" }, timestamp: 1000 }]);
  });
});
