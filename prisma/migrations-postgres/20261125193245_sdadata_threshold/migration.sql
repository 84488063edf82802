-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "sdadataThreshold" INTEGER;
