-- CreateTable
CREATE TABLE "DataVersion" (
    "scope" TEXT NOT NULL PRIMARY KEY,
    "version" INTEGER NOT NULL DEFAULT 0
);
