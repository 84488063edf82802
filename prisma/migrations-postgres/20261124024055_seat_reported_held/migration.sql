-- AlterTable
ALTER TABLE "Seat" ADD COLUMN     "reportedAt" TIMESTAMP(3),
ADD COLUMN     "reportedHeld" TEXT;
