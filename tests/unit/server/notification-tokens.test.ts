import { describe, expect, it } from "vitest";
import { readToken, signToken } from "@/server/notify/tokens";

describe("one-purpose notification tokens", () => {
  const now = Date.now();
  const answer = signToken("answer", { n: "night1", u: "user1", e: now + 60_000 });

  it("reads back what it signed, for its purpose only", () => {
    expect(readToken("answer", answer, now)).toEqual({ n: "night1", u: "user1", e: now + 60_000 });
    expect(readToken("mailOff", answer, now)).toBeNull();
    const mailOff = signToken("mailOff", { u: "user1" });
    expect(readToken("mailOff", mailOff)).toEqual({ u: "user1" });
    expect(readToken("answer", mailOff)).toBeNull();
  });

  it("refuses an answer token once the night has started, and any altered token", () => {
    expect(readToken("answer", answer, now + 60_000)).toBeNull();
    const [body, sig] = answer.split(".");
    const forged = Buffer.from(JSON.stringify({ n: "night1", u: "user2", e: now + 60_000 })).toString("base64url");
    for (const bad of [`${forged}.${sig}`, `${body}.${sig.slice(1)}`, `${body}.${sig}.x`, body, "", 42, null])
      expect(readToken("answer", bad, now)).toBeNull();
  });
});
