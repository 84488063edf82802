-- AlterTable
ALTER TABLE "Game" ADD COLUMN "voidedFromStatus" TEXT;

-- CreateTable
CREATE TABLE "AccountToken" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "tokenHash" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "leagueId" TEXT,
    "playerId" TEXT,
    "role" TEXT NOT NULL DEFAULT 'player',
    "canRecordResults" BOOLEAN NOT NULL DEFAULT false,
    "userId" TEXT,
    "createdById" TEXT,
    "expiresAt" DATETIME NOT NULL,
    "usedAt" DATETIME,
    "usedById" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "AccountToken_leagueId_fkey" FOREIGN KEY ("leagueId") REFERENCES "League" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "AccountToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
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
    "firstViewedAt" DATETIME,
    CONSTRAINT "Seat_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Seat_playerId_fkey" FOREIGN KEY ("playerId") REFERENCES "Player" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Seat_eliminatedById_fkey" FOREIGN KEY ("eliminatedById") REFERENCES "Player" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Seat_objectiveId_fkey" FOREIGN KEY ("objectiveId") REFERENCES "Objective" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Seat" ("armies", "armyColor", "commitment", "eliminatedById", "eliminatedOrder", "firstViewedAt", "gameId", "id", "objectiveCompleted", "objectiveId", "objectivePoints", "objectiveTotal", "playerId", "points", "rank", "revealTokenHash", "salt", "turnOrder") SELECT "armies", "armyColor", "commitment", "eliminatedById", "eliminatedOrder", "firstViewedAt", "gameId", "id", "objectiveCompleted", "objectiveId", "objectivePoints", "objectiveTotal", "playerId", "points", "rank", "revealTokenHash", "salt", "turnOrder" FROM "Seat";
DROP TABLE "Seat";
ALTER TABLE "new_Seat" RENAME TO "Seat";
CREATE UNIQUE INDEX "Seat_revealTokenHash_key" ON "Seat"("revealTokenHash");
CREATE INDEX "Seat_playerId_idx" ON "Seat"("playerId");
CREATE UNIQUE INDEX "Seat_gameId_playerId_key" ON "Seat"("gameId", "playerId");
CREATE UNIQUE INDEX "Seat_gameId_turnOrder_key" ON "Seat"("gameId", "turnOrder");
CREATE TABLE "new_User" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "sessionVersion" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_User" ("createdAt", "email", "id", "name", "passwordHash") SELECT "createdAt", "email", "id", "name", "passwordHash" FROM "User";
DROP TABLE "User";
ALTER TABLE "new_User" RENAME TO "User";
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "AccountToken_tokenHash_key" ON "AccountToken"("tokenHash");

-- CreateIndex
CREATE INDEX "AccountToken_leagueId_kind_idx" ON "AccountToken"("leagueId", "kind");

-- CreateIndex
CREATE INDEX "AccountToken_userId_idx" ON "AccountToken"("userId");
