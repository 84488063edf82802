-- CreateTable
CREATE TABLE "TablePlan" (
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
    "gameIds" TEXT,
    "status" TEXT NOT NULL DEFAULT 'committed',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "drawnAt" DATETIME,
    "acceptedAt" DATETIME,
    CONSTRAINT "TablePlan_leagueId_fkey" FOREIGN KEY ("leagueId") REFERENCES "League" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "TablePlan_seasonId_fkey" FOREIGN KEY ("seasonId") REFERENCES "Season" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "TablePlan_leagueId_status_idx" ON "TablePlan"("leagueId", "status");

-- CreateIndex
CREATE INDEX "TablePlan_seasonId_idx" ON "TablePlan"("seasonId");
