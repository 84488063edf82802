-- AlterTable
ALTER TABLE "League" DROP COLUMN "dataVersion";
