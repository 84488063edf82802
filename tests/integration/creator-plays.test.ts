// Issue 22 §5: the first-run organiser (and whoever creates a league) is offered to be a player, "Gioco anch'io".
import { describe, expect, it } from "vitest";
import { completeFirstRun } from "@/server/actions/first-run";
import { createLeague } from "@/server/actions/create-league";
import { db } from "@/server/db";
import { createUser } from "../support/factories";
import { signInAs, signOut } from "../support/session";

const firstRun = {
  name: "Marco Rossi",
  email: "marco@example.com",
  password: "risiko2009",
  confirmPassword: "risiko2009",
  leagueName: "Circolo Uno",
};

describe("Gioco anch'io", () => {
  it("the first run creates the organiser's own player, linked to the account, under the name chosen", async () => {
    signOut();
    const res = await completeFirstRun({ ...firstRun, playsToo: "on", playerName: "  Marco il Rosso " });
    expect(res.ok).toBe(true);
    const user = await db.user.findUniqueOrThrow({ where: { email: "marco@example.com" } });
    const players = await db.player.findMany({ where: { league: { slug: "circolo-uno" } } });
    expect(players).toHaveLength(1);
    expect(players[0]).toMatchObject({
      displayName: "Marco il Rosso",
      userId: user.id,
      active: true,
      userLinkedAt: null,
    });
  });

  it.each([
    ["ticked, no name: the account's name", { playsToo: "on", playerName: "" }, "Anna Bianchi"],
    ["ticked as a boolean", { playsToo: true }, "Anna Bianchi"],
    ["ticked with a name", { playsToo: "on", playerName: "LEGIONE" }, "LEGIONE"],
    ["unticked (the field is absent)", {}, null],
  ])("a new league, %s", async (_label, extra, expected) => {
    const user = await createUser({ name: "Anna Bianchi" });
    signInAs(user);
    const name = `Lega ${Math.random().toString(36).slice(2, 8)}`;
    const res = await createLeague({ name, ...extra });
    if (!res.ok) throw new Error(JSON.stringify(res));
    const players = await db.player.findMany({
      where: { league: { slug: res.data.leagueSlug } },
      select: { displayName: true, userId: true },
    });
    expect(players).toEqual(expected === null ? [] : [{ displayName: expected, userId: user.id }]);
  });

  it("a player name that is too long is refused next to its field, and nothing is created", async () => {
    const user = await createUser();
    signInAs(user);
    const res = await createLeague({ name: "Lega troppo lunga", playsToo: "on", playerName: "x".repeat(61) });
    expect(res).toMatchObject({ ok: false, fieldErrors: { playerName: ["tooLong"] } });
    expect(await db.league.count({ where: { name: "Lega troppo lunga" } })).toBe(0);
  });
});
