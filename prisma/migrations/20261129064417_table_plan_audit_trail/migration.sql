-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_TablePlan" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "leagueId" TEXT NOT NULL,
    "seasonId" TEXT NOT NULL,
    "playedOn" DATETIME NOT NULL,
    "input" TEXT NOT NULL,
    "seed" TEXT NOT NULL,
    "seedHash" TEXT NOT NULL,
    "locked" TEXT NOT NULL DEFAULT '[]',
    "drawn" TEXT,
    "tables" TEXT,
    "planning" TEXT,
    "changes" TEXT NOT NULL DEFAULT '[]',
    "gameIds" TEXT,
    "status" TEXT NOT NULL DEFAULT 'committed',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "drawnAt" DATETIME,
    "acceptedAt" DATETIME,
    "discardedAt" DATETIME,
    CONSTRAINT "TablePlan_leagueId_fkey" FOREIGN KEY ("leagueId") REFERENCES "League" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "TablePlan_seasonId_fkey" FOREIGN KEY ("seasonId") REFERENCES "Season" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_TablePlan" ("acceptedAt", "createdAt", "drawn", "drawnAt", "gameIds", "id", "input", "leagueId", "locked", "playedOn", "seasonId", "seed", "seedHash", "status", "tables") SELECT "acceptedAt", "createdAt", "drawn", "drawnAt", "gameIds", "id", "input", "leagueId", "locked", "playedOn", "seasonId", "seed", "seedHash", "status", "tables" FROM "TablePlan";
DROP TABLE "TablePlan";
ALTER TABLE "new_TablePlan" RENAME TO "TablePlan";
CREATE INDEX "TablePlan_leagueId_status_idx" ON "TablePlan"("leagueId", "status");
CREATE INDEX "TablePlan_leagueId_createdAt_idx" ON "TablePlan"("leagueId", "createdAt");
CREATE INDEX "TablePlan_seasonId_idx" ON "TablePlan"("seasonId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
