-- AlterTable
ALTER TABLE "League" ADD COLUMN     "dataVersion" INTEGER NOT NULL DEFAULT 0;
