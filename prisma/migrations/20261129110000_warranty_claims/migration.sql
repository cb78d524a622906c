-- A living warranty (issue 43.5): the day a job was done, and the client's claims under the accepted
-- offer's guarantee (app/models/warranty/). Jobs completed before this column existed take their
-- last update as their completion day, the closest record there is.

-- CreateEnum
CREATE TYPE "WarrantyClaimStatus" AS ENUM ('open', 'resolved', 'not_applicable', 'confirmed', 'escalated', 'upheld', 'dismissed');

-- AlterTable
ALTER TABLE "Job" ADD COLUMN     "completedAt" TIMESTAMP(3);

UPDATE "Job" SET "completedAt" = "updatedAt" WHERE "status" = 'completed';

-- CreateTable
CREATE TABLE "WarrantyClaim" (
    "id" TEXT NOT NULL,
    "jobId" TEXT NOT NULL,
    "offerId" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "craftsmanId" TEXT NOT NULL,
    "conversationId" TEXT,
    "text" TEXT NOT NULL,
    "images" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "status" "WarrantyClaimStatus" NOT NULL DEFAULT 'open',
    "answer" TEXT,
    "answeredAt" TIMESTAMP(3),
    "remindedAt" TIMESTAMP(3),
    "closedAt" TIMESTAMP(3),
    "escalatedAt" TIMESTAMP(3),
    "decisionMessage" TEXT,
    "decidedAt" TIMESTAMP(3),
    "decidedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WarrantyClaim_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "WarrantyClaim_jobId_idx" ON "WarrantyClaim"("jobId");

-- CreateIndex
CREATE INDEX "WarrantyClaim_clientId_idx" ON "WarrantyClaim"("clientId");

-- CreateIndex
CREATE INDEX "WarrantyClaim_craftsmanId_createdAt_idx" ON "WarrantyClaim"("craftsmanId", "createdAt");

-- CreateIndex
CREATE INDEX "WarrantyClaim_status_escalatedAt_idx" ON "WarrantyClaim"("status", "escalatedAt");

-- AddForeignKey
ALTER TABLE "WarrantyClaim" ADD CONSTRAINT "WarrantyClaim_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WarrantyClaim" ADD CONSTRAINT "WarrantyClaim_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WarrantyClaim" ADD CONSTRAINT "WarrantyClaim_craftsmanId_fkey" FOREIGN KEY ("craftsmanId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
