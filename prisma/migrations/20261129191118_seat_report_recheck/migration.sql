-- AlterTable
ALTER TABLE "Seat" ADD COLUMN "reportRecheckAt" DATETIME;
