-- AlterTable
ALTER TABLE "TablePlan" ADD COLUMN     "changes" TEXT NOT NULL DEFAULT '[]',
ADD COLUMN     "discardedAt" TIMESTAMP(3),
ADD COLUMN     "planning" TEXT;

-- CreateIndex
CREATE INDEX "TablePlan_leagueId_createdAt_idx" ON "TablePlan"("leagueId", "createdAt");
