-- CreateTable
CREATE TABLE "RecapShare" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "tokenHash" TEXT NOT NULL,
    "leagueId" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "createdById" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "RecapShare_leagueId_fkey" FOREIGN KEY ("leagueId") REFERENCES "League" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "RecapShare_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "RecapShare_tokenHash_key" ON "RecapShare"("tokenHash");

-- CreateIndex
CREATE INDEX "RecapShare_gameId_idx" ON "RecapShare"("gameId");

-- CreateIndex
CREATE INDEX "RecapShare_leagueId_createdById_idx" ON "RecapShare"("leagueId", "createdById");
