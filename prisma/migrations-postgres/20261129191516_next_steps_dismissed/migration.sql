-- AlterTable
ALTER TABLE "League" ADD COLUMN     "nextStepsDismissedAt" TIMESTAMP(3);
