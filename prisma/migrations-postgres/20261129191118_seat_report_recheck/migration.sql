-- AlterTable
ALTER TABLE "Seat" ADD COLUMN     "reportRecheckAt" TIMESTAMP(3);
