-- AlterTable
ALTER TABLE "Seat" ADD COLUMN "reportedAt" DATETIME;
ALTER TABLE "Seat" ADD COLUMN "reportedHeld" TEXT;
