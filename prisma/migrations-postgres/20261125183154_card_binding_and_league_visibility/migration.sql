-- AlterTable
ALTER TABLE "League" ADD COLUMN     "isPublic" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "Player" ADD COLUMN     "userLinkedAt" TIMESTAMP(3);
