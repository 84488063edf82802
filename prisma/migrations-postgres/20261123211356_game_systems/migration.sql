-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "endedAt" INTEGER,
ADD COLUMN     "endedBy" TEXT,
ADD COLUMN     "outcome" TEXT,
ADD COLUMN     "values" TEXT;

-- AlterTable
ALTER TABLE "Season" ADD COLUMN     "systemId" TEXT NOT NULL DEFAULT 'risiko',
ADD COLUMN     "systemSettings" TEXT;

-- AlterTable
ALTER TABLE "Seat" ADD COLUMN     "decidedBy" TEXT,
ADD COLUMN     "identity" TEXT,
ADD COLUMN     "isWinner" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "values" TEXT;
