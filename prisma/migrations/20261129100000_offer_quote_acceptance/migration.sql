-- A legally complete quote and its signed acceptance: each line's kind (materials, labour, other),
-- the advance asked before work starts, the installer's registry number, and the client's
-- acceptance of one exact version of the offer (its SHA-256). See docs/decisions.md «Presupuesto».

-- CreateEnum
CREATE TYPE "OfferItemKind" AS ENUM ('materials', 'labour', 'other');

-- AlterTable
ALTER TABLE "Offer" ADD COLUMN     "registryNumber" TEXT,
ADD COLUMN     "upfrontPercent" INTEGER;

-- AlterTable
ALTER TABLE "OfferItem" ADD COLUMN     "kind" "OfferItemKind" NOT NULL DEFAULT 'other';

-- CreateTable
CREATE TABLE "OfferAcceptance" (
    "id" TEXT NOT NULL,
    "offerId" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "name" TEXT,
    "acceptedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sha256" TEXT NOT NULL,
    "received" BOOLEAN NOT NULL DEFAULT false,
    "privateHome" BOOLEAN,
    "homeOlderThanTwoYears" BOOLEAN,
    "ipHash" TEXT,
    "deviceHash" TEXT,

    CONSTRAINT "OfferAcceptance_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "OfferAcceptance_offerId_key" ON "OfferAcceptance"("offerId");

-- CreateIndex
CREATE INDEX "OfferAcceptance_clientId_idx" ON "OfferAcceptance"("clientId");

-- AddForeignKey
ALTER TABLE "OfferAcceptance" ADD CONSTRAINT "OfferAcceptance_offerId_fkey" FOREIGN KEY ("offerId") REFERENCES "Offer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OfferAcceptance" ADD CONSTRAINT "OfferAcceptance_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
