// Empties the tables a league's history lives in, children first: for export → wipe → import → export round trips.
import { db } from "@/server/db";

const TABLES = [
  "auditEvent",
  "objectiveView",
  "seatTerritory",
  "seat",
  "game",
  "objectiveTerritory",
  "objective",
  "season",
  "membership",
  "player",
  "accountToken",
  "league",
  "user",
] as const;

export async function wipeLeagues(): Promise<void> {
  for (const table of TABLES) await (db[table] as unknown as { deleteMany: () => Promise<unknown> }).deleteMany();
}
