-- A craftsman disputes a review he believes breaks the rules; an admin decides with a message
-- (app/models/reviews/review-disputes.server.ts).

-- CreateEnum
CREATE TYPE "ReviewDisputeReason" AS ENUM ('not_client', 'not_about_job', 'offensive');

-- AlterTable
ALTER TABLE "Review" ADD COLUMN     "disputeDecidedAt" TIMESTAMP(3),
ADD COLUMN     "disputeHiddenAt" TIMESTAMP(3),
ADD COLUMN     "disputeMessage" TEXT,
ADD COLUMN     "disputeReason" "ReviewDisputeReason",
ADD COLUMN     "disputeText" TEXT,
ADD COLUMN     "disputeUpheld" BOOLEAN,
ADD COLUMN     "disputedAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "Review_disputedAt_idx" ON "Review"("disputedAt");
