-- CreateTable
CREATE TABLE "TablePlan" (
    "id" TEXT NOT NULL,
    "leagueId" TEXT NOT NULL,
    "seasonId" TEXT NOT NULL,
    "playedOn" TIMESTAMP(3) NOT NULL,
    "input" TEXT NOT NULL,
    "seed" TEXT NOT NULL,
    "seedHash" TEXT NOT NULL,
    "locked" TEXT NOT NULL DEFAULT '[]',
    "drawn" TEXT,
    "tables" TEXT,
    "gameIds" TEXT,
    "status" TEXT NOT NULL DEFAULT 'committed',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "drawnAt" TIMESTAMP(3),
    "acceptedAt" TIMESTAMP(3),

    CONSTRAINT "TablePlan_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "TablePlan_leagueId_status_idx" ON "TablePlan"("leagueId", "status");

-- CreateIndex
CREATE INDEX "TablePlan_seasonId_idx" ON "TablePlan"("seasonId");

-- AddForeignKey
ALTER TABLE "TablePlan" ADD CONSTRAINT "TablePlan_leagueId_fkey" FOREIGN KEY ("leagueId") REFERENCES "League"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TablePlan" ADD CONSTRAINT "TablePlan_seasonId_fkey" FOREIGN KEY ("seasonId") REFERENCES "Season"("id") ON DELETE CASCADE ON UPDATE CASCADE;
