-- AlterTable
ALTER TABLE "Player" ADD COLUMN     "linkedById" TEXT;

-- AlterTable
ALTER TABLE "Seat" ADD COLUMN     "boundAt" TIMESTAMP(3),
ADD COLUMN     "boundByName" TEXT,
ADD COLUMN     "boundUserId" TEXT;
