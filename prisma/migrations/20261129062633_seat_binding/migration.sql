-- AlterTable
ALTER TABLE "Player" ADD COLUMN "linkedById" TEXT;

-- AlterTable
ALTER TABLE "Seat" ADD COLUMN "boundAt" DATETIME;
ALTER TABLE "Seat" ADD COLUMN "boundByName" TEXT;
ALTER TABLE "Seat" ADD COLUMN "boundUserId" TEXT;
