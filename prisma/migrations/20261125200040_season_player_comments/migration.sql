-- CreateTable
CREATE TABLE "SeasonPlayerComment" (
    "seasonId" TEXT NOT NULL,
    "playerId" TEXT NOT NULL,
    "text" TEXT NOT NULL,

    PRIMARY KEY ("seasonId", "playerId"),
    CONSTRAINT "SeasonPlayerComment_seasonId_fkey" FOREIGN KEY ("seasonId") REFERENCES "Season" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "SeasonPlayerComment_playerId_fkey" FOREIGN KEY ("playerId") REFERENCES "Player" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "SeasonPlayerComment_playerId_idx" ON "SeasonPlayerComment"("playerId");
