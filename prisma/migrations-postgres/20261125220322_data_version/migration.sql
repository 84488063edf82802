-- CreateTable
CREATE TABLE "DataVersion" (
    "scope" TEXT NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "DataVersion_pkey" PRIMARY KEY ("scope")
);
