-- AlterTable
ALTER TABLE "Game" ADD COLUMN "endedAt" INTEGER;
ALTER TABLE "Game" ADD COLUMN "endedBy" TEXT;
ALTER TABLE "Game" ADD COLUMN "outcome" TEXT;
ALTER TABLE "Game" ADD COLUMN "values" TEXT;

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Season" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "leagueId" TEXT NOT NULL,
    "edition" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "year" INTEGER NOT NULL,
    "plannedGames" INTEGER NOT NULL DEFAULT 40,
    "status" TEXT NOT NULL DEFAULT 'draft',
    "rules" TEXT NOT NULL,
    "systemId" TEXT NOT NULL DEFAULT 'risiko',
    "systemSettings" TEXT,
    "isPublic" BOOLEAN NOT NULL DEFAULT false,
    "comments" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "closedAt" DATETIME,
    CONSTRAINT "Season_leagueId_fkey" FOREIGN KEY ("leagueId") REFERENCES "League" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Season" ("closedAt", "comments", "createdAt", "edition", "id", "isPublic", "leagueId", "name", "plannedGames", "rules", "status", "year") SELECT "closedAt", "comments", "createdAt", "edition", "id", "isPublic", "leagueId", "name", "plannedGames", "rules", "status", "year" FROM "Season";
DROP TABLE "Season";
ALTER TABLE "new_Season" RENAME TO "Season";
CREATE UNIQUE INDEX "Season_leagueId_edition_key" ON "Season"("leagueId", "edition");
CREATE TABLE "new_Seat" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "gameId" TEXT NOT NULL,
    "playerId" TEXT NOT NULL,
    "turnOrder" INTEGER NOT NULL,
    "armyColor" TEXT NOT NULL,
    "objectiveId" TEXT,
    "salt" TEXT,
    "commitment" TEXT,
    "revealTokenHash" TEXT,
    "revealLinksIssued" INTEGER NOT NULL DEFAULT 0,
    "revealLinkIssuedAt" DATETIME,
    "objectiveTotal" INTEGER,
    "objectivePoints" INTEGER,
    "objectiveCompleted" BOOLEAN NOT NULL DEFAULT false,
    "eliminatedOrder" INTEGER,
    "eliminatedById" TEXT,
    "armies" INTEGER,
    "rank" INTEGER,
    "points" REAL,
    "identity" TEXT,
    "values" TEXT,
    "isWinner" BOOLEAN NOT NULL DEFAULT false,
    "decidedBy" TEXT,
    "firstViewedAt" DATETIME,
    CONSTRAINT "Seat_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Seat_playerId_fkey" FOREIGN KEY ("playerId") REFERENCES "Player" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Seat_eliminatedById_fkey" FOREIGN KEY ("eliminatedById") REFERENCES "Player" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Seat_objectiveId_fkey" FOREIGN KEY ("objectiveId") REFERENCES "Objective" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Seat" ("armies", "armyColor", "commitment", "eliminatedById", "eliminatedOrder", "firstViewedAt", "gameId", "id", "objectiveCompleted", "objectiveId", "objectivePoints", "objectiveTotal", "playerId", "points", "rank", "revealLinkIssuedAt", "revealLinksIssued", "revealTokenHash", "salt", "turnOrder") SELECT "armies", "armyColor", "commitment", "eliminatedById", "eliminatedOrder", "firstViewedAt", "gameId", "id", "objectiveCompleted", "objectiveId", "objectivePoints", "objectiveTotal", "playerId", "points", "rank", "revealLinkIssuedAt", "revealLinksIssued", "revealTokenHash", "salt", "turnOrder" FROM "Seat";
DROP TABLE "Seat";
ALTER TABLE "new_Seat" RENAME TO "Seat";
CREATE UNIQUE INDEX "Seat_revealTokenHash_key" ON "Seat"("revealTokenHash");
CREATE INDEX "Seat_playerId_idx" ON "Seat"("playerId");
CREATE UNIQUE INDEX "Seat_gameId_playerId_key" ON "Seat"("gameId", "playerId");
CREATE UNIQUE INDEX "Seat_gameId_turnOrder_key" ON "Seat"("gameId", "turnOrder");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
