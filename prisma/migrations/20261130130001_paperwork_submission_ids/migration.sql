-- A form's one-time id on an annex and on a warranty claim (docs/decisions/062-paperwork-forms-sent-once.md):
-- a second tap on a slow phone, or a retry after the answer was lost, finds the row the first send
-- made instead of making another. Null for rows sent through /api.

-- AlterTable
ALTER TABLE "OfferAnnex" ADD COLUMN     "submissionId" TEXT;

-- AlterTable
ALTER TABLE "WarrantyClaim" ADD COLUMN     "submissionId" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "OfferAnnex_offerId_submissionId_key" ON "OfferAnnex"("offerId", "submissionId");

-- CreateIndex
CREATE UNIQUE INDEX "WarrantyClaim_jobId_submissionId_key" ON "WarrantyClaim"("jobId", "submissionId");
