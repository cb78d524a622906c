-- AlterEnum
ALTER TYPE "DocumentType" ADD VALUE 'identity';
ALTER TYPE "DocumentType" ADD VALUE 'liability_insurance';

-- CreateEnum
CREATE TYPE "DocumentDecision" AS ENUM ('pending', 'approved', 'rejected');

-- AlterTable
ALTER TABLE "CraftsmanDocument" ADD COLUMN     "decidedAt" TIMESTAMP(3),
ADD COLUMN     "decision" "DocumentDecision" NOT NULL DEFAULT 'pending',
ADD COLUMN     "expiresAt" TIMESTAMP(3),
ADD COLUMN     "reminded30At" TIMESTAMP(3),
ADD COLUMN     "reminded7At" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "CraftsmanDocument_decision_expiresAt_idx" ON "CraftsmanDocument"("decision", "expiresAt");
