-- CreateTable
CREATE TABLE "ScheduledNight" (
    "id" TEXT NOT NULL,
    "leagueId" TEXT NOT NULL,
    "seasonId" TEXT NOT NULL,
    "startsAt" TIMESTAMP(3) NOT NULL,
    "place" TEXT NOT NULL,
    "note" TEXT,
    "cancelledAt" TIMESTAMP(3),
    "sequence" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ScheduledNight_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "NightAnswer" (
    "id" TEXT NOT NULL,
    "nightId" TEXT NOT NULL,
    "playerId" TEXT NOT NULL,
    "answer" TEXT NOT NULL,
    "answeredById" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "NightAnswer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CalendarFeed" (
    "id" TEXT NOT NULL,
    "membershipId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revokedAt" TIMESTAMP(3),

    CONSTRAINT "CalendarFeed_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ScheduledNight_leagueId_startsAt_idx" ON "ScheduledNight"("leagueId", "startsAt");

-- CreateIndex
CREATE INDEX "ScheduledNight_seasonId_startsAt_idx" ON "ScheduledNight"("seasonId", "startsAt");

-- CreateIndex
CREATE INDEX "NightAnswer_playerId_idx" ON "NightAnswer"("playerId");

-- CreateIndex
CREATE UNIQUE INDEX "NightAnswer_nightId_playerId_key" ON "NightAnswer"("nightId", "playerId");

-- CreateIndex
CREATE UNIQUE INDEX "CalendarFeed_tokenHash_key" ON "CalendarFeed"("tokenHash");

-- CreateIndex
CREATE INDEX "CalendarFeed_membershipId_idx" ON "CalendarFeed"("membershipId");

-- AddForeignKey
ALTER TABLE "ScheduledNight" ADD CONSTRAINT "ScheduledNight_leagueId_fkey" FOREIGN KEY ("leagueId") REFERENCES "League"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ScheduledNight" ADD CONSTRAINT "ScheduledNight_seasonId_fkey" FOREIGN KEY ("seasonId") REFERENCES "Season"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NightAnswer" ADD CONSTRAINT "NightAnswer_nightId_fkey" FOREIGN KEY ("nightId") REFERENCES "ScheduledNight"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NightAnswer" ADD CONSTRAINT "NightAnswer_playerId_fkey" FOREIGN KEY ("playerId") REFERENCES "Player"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CalendarFeed" ADD CONSTRAINT "CalendarFeed_membershipId_fkey" FOREIGN KEY ("membershipId") REFERENCES "Membership"("id") ON DELETE CASCADE ON UPDATE CASCADE;
