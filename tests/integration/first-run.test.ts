import { beforeEach, describe, expect, it } from "vitest";
import { completeFirstRun } from "@/server/actions/first-run";
import { db } from "@/server/db";
import { signOut } from "../support/session";

const valid = {
  name: "Marco",
  email: "Marco@Example.com",
  password: "risiko2009",
  confirmPassword: "risiko2009",
  leagueName: "Italy War",
};

describe("first run", () => {
  beforeEach(() => signOut());

  it("creates the organiser, the league and the membership in one go", async () => {
    const res = await completeFirstRun(valid);
    expect(res).toEqual({ ok: true, data: { leagueSlug: "italy-war", email: "marco@example.com" } });
    const membership = await db.membership.findFirstOrThrow({ include: { user: true, league: true } });
    expect(membership.role).toBe("organiser");
    expect(membership.league.name).toBe("Italy War");
    expect(membership.league.isPublic).toBe(false); // members-only until its organiser opens it (decision 0033)
    expect(membership.user.passwordHash).not.toContain("risiko2009");
  });

  it("is refused once an organiser exists", async () => {
    const res = await completeFirstRun({ ...valid, email: "other@example.com" });
    expect(res).toEqual({ ok: false, formError: "alreadySetUp" });
    expect(await db.user.count()).toBe(1);
  });

  it.each([
    ["empty name", { name: "" }, "name", "required"],
    ["bad e-mail", { email: "nope" }, "email", "invalidEmail"],
    ["short password", { password: "short", confirmPassword: "short" }, "password", "passwordTooShort"],
    ["different confirmation", { confirmPassword: "risiko2010" }, "confirmPassword", "passwordsDiffer"],
  ])("reports %s next to the field", async (_label, patch, field, key) => {
    const res = await completeFirstRun({ ...valid, ...patch });
    expect(res.ok).toBe(false);
    expect(!res.ok && res.fieldErrors?.[field]).toContain(key);
  });
});
