-- AlterTable
ALTER TABLE "League" ADD COLUMN "nextStepsDismissedAt" DATETIME;
