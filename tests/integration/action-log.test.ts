// Issue 24 §2: an unexpected error inside an action is logged as one JSON line with the request id, the action, the
// error's message and stack; never the input, and secrets a library wrote into the message are scrubbed.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { defineAction } from "@/server/action";
import { log } from "@/server/log";
import { createUser } from "../support/factories";
import { signInAs } from "../support/session";

vi.mock("next/headers", () => ({
  headers: async () =>
    new Headers({ "x-request-id": "req-42", "next-action": "7f00aa11bb22cc33dd44ee55ff6677889900aabbcc" }),
}));

const PASSWORD = "correct-horse-battery-staple-91";
const failing = defineAction({
  schema: z.object({ email: z.string(), password: z.string(), note: z.string() }),
  authorize: async () => null,
  write: async ({ input }) => {
    // what a careless library does: the input and a connection string end up in the message
    throw new Error(
      `boom while saving { password: "${input.password}" } via postgres://league:${input.password}@db:5432/league`,
    );
  },
});

function captureErrors() {
  const lines: string[] = [];
  const spy = vi
    .spyOn(console, "error")
    .mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" ")));
  return { lines, spy };
}

afterEach(() => vi.restoreAllMocks());

describe("unexpected action errors", () => {
  it("are logged as a JSON line with request id, action, message and stack, without the input", async () => {
    const user = await createUser();
    signInAs(user);
    const { lines } = captureErrors();
    const answer = await failing({ email: user.email, password: PASSWORD, note: "note-value-9931" });
    expect(answer).toEqual({ ok: false, formError: "unexpected" });
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]);
    expect(entry).toMatchObject({
      level: "error",
      event: "action.unexpected",
      requestId: "req-42",
      action: "7f00aa11bb22cc33dd44ee55ff6677889900aabbcc",
    });
    expect(entry.error.message).toMatch(/^boom while saving/);
    expect(entry.error.stack).toContain("action-log.test.ts");
    expect(lines[0]).not.toContain(PASSWORD);
    expect(lines[0]).not.toContain("note-value-9931");
    expect(entry.error.message).toContain("postgres://[redacted]@db:5432/league");
  });

  it("name the action by its file and export, read from the build's manifest", async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), "iwl-dist-"));
    fs.mkdirSync(path.join(dist, "server"));
    const manifest = {
      node: {
        "7f00aa11bb22cc33dd44ee55ff6677889900aabbcc": {
          workers: {},
          filename: "src/server/actions/record-result.ts",
          exportedName: "recordResult",
        },
      },
    };
    fs.writeFileSync(path.join(dist, "server", "server-reference-manifest.json"), JSON.stringify(manifest));
    vi.stubEnv("NEXT_DIST_DIR", path.relative(process.cwd(), dist));
    vi.resetModules(); // a fresh log module: the manifest is read once per process
    try {
      const { requestContext } = await import("@/server/log");
      expect(await requestContext()).toEqual({
        requestId: "req-42",
        action: "src/server/actions/record-result.ts#recordResult",
      });
    } finally {
      vi.unstubAllEnvs();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it("redact fields whose name says secret, at any depth", () => {
    const { lines } = captureErrors();
    log.error("test.event", new Error("x"), {
      session: "s-1",
      nested: { passwordHash: "h", revealToken: "t", objectiveId: "o", cards: [1], slug: "club" },
    });
    const entry = JSON.parse(lines[0]);
    expect(entry.session).toBe("[redacted]");
    expect(entry.nested).toEqual({
      passwordHash: "[redacted]",
      revealToken: "[redacted]",
      objectiveId: "[redacted]",
      cards: "[redacted]",
      slug: "club",
    });
  });
});
