// The import's fast path (src/server/history/bulk-insert.ts) writes with dialect-specific SQL; this file runs in
// both vitest projects, so each dialect's statement is checked against what Prisma itself reads back.
import { describe, expect, it } from "vitest";
import { createLeagueWithPlayers } from "../support/factories";
import { db, dialect } from "@/server/db";
import { dialectOfClient, insertRows, insertStatement, newId } from "@/server/history/bulk-insert";
import { inTransaction } from "@/server/history/tx";

describe(`bulk insert (${dialect})`, () => {
  it("knows the database behind the client and inside a transaction", async () => {
    expect(dialectOfClient(db)).toBe(dialect);
    await inTransaction(db, async (tx) => expect(dialectOfClient(tx)).toBe(dialect));
  });

  it("writes dates, booleans, nulls and floats that Prisma reads back unchanged", async () => {
    const { season, members } = await createLeagueWithPlayers(3);
    const playedOn = new Date("2009-03-14T00:00:00Z");
    const now = new Date("2026-11-23T20:15:30.123Z");
    const gameId = newId();
    await inTransaction(db, async (tx) => {
      await insertRows(
        tx,
        "Game",
        [
          "id",
          "seasonId",
          "sequence",
          "playedOn",
          "status",
          "endReason",
          "notes",
          "version",
          "finishedAt",
          "createdAt",
          "updatedAt",
        ],
        [[gameId, season.id, 1, playedOn, "finished", "objective", null, 0, playedOn, now, now]],
      );
      await insertRows(
        tx,
        "Seat",
        ["id", "gameId", "playerId", "turnOrder", "armyColor", "objectiveCompleted", "eliminatedOrder", "points"],
        members.map((m, i) => [
          newId(),
          gameId,
          m.player.id,
          i + 1,
          "blu",
          i === 0,
          i === 0 ? null : i,
          i === 0 ? 12.5 : -1.25,
        ]),
      );
    });
    const game = await db.game.findUniqueOrThrow({
      where: { id: gameId },
      include: { seats: { orderBy: { turnOrder: "asc" } } },
    });
    expect([
      game.playedOn.toISOString(),
      game.finishedAt?.toISOString(),
      game.updatedAt.toISOString(),
      game.notes,
    ]).toEqual([playedOn.toISOString(), playedOn.toISOString(), now.toISOString(), null]);
    expect(game.seats.map((s) => [s.turnOrder, s.objectiveCompleted, s.eliminatedOrder, s.points])).toEqual([
      [1, true, null, 12.5],
      [2, false, 1, -1.25],
      [3, false, 2, -1.25],
    ]);
  });

  it("splits large inserts below both databases' parameter limits", async () => {
    const { season } = await createLeagueWithPlayers(1);
    const cols = ["id", "seasonId", "sequence", "playedOn", "status", "version", "createdAt", "updatedAt"] as const;
    const d = new Date("2020-01-01T00:00:00Z");
    const rows = Array.from({ length: 4000 }, (_, i) => [newId(), season.id, i + 1, d, "finished", 0, d, d]); // 32,000 parameters
    await inTransaction(db, (tx) => insertRows(tx, "Game", cols, rows));
    expect(await db.game.count({ where: { seasonId: season.id } })).toBe(4000);
  });
});

describe("bulk insert statements", () => {
  const at = new Date("2020-01-02T03:04:05.006Z");
  it("SQLite: ? placeholders, 0/1 booleans, the adapter's ISO text for dates", () => {
    expect(
      insertStatement(
        "sqlite",
        "T",
        ["a", "b", "c"],
        [
          ["x", true, at],
          ["y", false, null],
        ],
      ),
    ).toEqual({
      sql: 'INSERT INTO "T" ("a","b","c") VALUES (?,?,?),(?,?,?)',
      params: ["x", 1, "2020-01-02T03:04:05.006+00:00", "y", 0, null],
    });
  });
  it("PostgreSQL: numbered placeholders, booleans and dates passed as such", () => {
    expect(
      insertStatement(
        "postgres",
        "T",
        ["a", "b", "c"],
        [
          ["x", true, at],
          ["y", false, null],
        ],
      ),
    ).toEqual({
      sql: 'INSERT INTO "T" ("a","b","c") VALUES ($1,$2,$3),($4,$5,$6)',
      params: ["x", true, at, "y", false, null],
    });
  });
});
