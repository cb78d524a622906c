-- CreateEnum
CREATE TYPE "OfferOutcomeReason" AS ENUM ('precio', 'plazo', 'otro_profesional', 'ya_no_lo_necesito');

-- AlterTable
ALTER TABLE "Job" ADD COLUMN     "decisionRequestedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Offer" ADD COLUMN     "outcomeAt" TIMESTAMP(3),
ADD COLUMN     "outcomeReason" "OfferOutcomeReason";
