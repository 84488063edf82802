-- CreateTable
CREATE TABLE "SeasonPlayerComment" (
    "seasonId" TEXT NOT NULL,
    "playerId" TEXT NOT NULL,
    "text" TEXT NOT NULL,

    CONSTRAINT "SeasonPlayerComment_pkey" PRIMARY KEY ("seasonId","playerId")
);

-- CreateIndex
CREATE INDEX "SeasonPlayerComment_playerId_idx" ON "SeasonPlayerComment"("playerId");

-- AddForeignKey
ALTER TABLE "SeasonPlayerComment" ADD CONSTRAINT "SeasonPlayerComment_seasonId_fkey" FOREIGN KEY ("seasonId") REFERENCES "Season"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SeasonPlayerComment" ADD CONSTRAINT "SeasonPlayerComment_playerId_fkey" FOREIGN KEY ("playerId") REFERENCES "Player"("id") ON DELETE CASCADE ON UPDATE CASCADE;
