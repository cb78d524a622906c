-- Change annexes («anexos», issue 43.3; docs/decisions/054-change-annexes.md): after acceptance the
-- craftsman sends lines added or changed with a reason; the client accepts (typed name, receipt,
-- keyed origin hashes, SHA-256 of the canonical annex and the offer hash it amends) or rejects.

-- CreateEnum
CREATE TYPE "OfferAnnexStatus" AS ENUM ('pending', 'accepted', 'rejected');

-- CreateTable
CREATE TABLE "OfferAnnex" (
    "id" TEXT NOT NULL,
    "offerId" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "status" "OfferAnnexStatus" NOT NULL DEFAULT 'pending',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decidedAt" TIMESTAMP(3),
    "clientId" TEXT,
    "name" TEXT,
    "received" BOOLEAN NOT NULL DEFAULT false,
    "sha256" TEXT,
    "ipHash" TEXT,
    "deviceHash" TEXT,

    CONSTRAINT "OfferAnnex_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OfferAnnexItem" (
    "id" TEXT NOT NULL,
    "annexId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "kind" "OfferItemKind" NOT NULL DEFAULT 'other',
    "concept" TEXT NOT NULL,
    "quantity" DECIMAL(10,2) NOT NULL,
    "unit" TEXT NOT NULL,
    "unitPriceCents" INTEGER NOT NULL,
    "replacesPosition" INTEGER,

    CONSTRAINT "OfferAnnexItem_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "OfferAnnex_offerId_createdAt_idx" ON "OfferAnnex"("offerId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "OfferAnnexItem_annexId_position_key" ON "OfferAnnexItem"("annexId", "position");

-- AddForeignKey
ALTER TABLE "OfferAnnex" ADD CONSTRAINT "OfferAnnex_offerId_fkey" FOREIGN KEY ("offerId") REFERENCES "Offer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OfferAnnexItem" ADD CONSTRAINT "OfferAnnexItem_annexId_fkey" FOREIGN KEY ("annexId") REFERENCES "OfferAnnex"("id") ON DELETE CASCADE ON UPDATE CASCADE;
