-- AlterTable
ALTER TABLE "Offer" ADD COLUMN     "durationDays" INTEGER,
ADD COLUMN     "earliestStart" DATE,
ADD COLUMN     "excluded" TEXT,
ADD COLUMN     "included" TEXT,
ADD COLUMN     "validUntil" DATE,
ADD COLUMN     "vatRate" INTEGER;

-- CreateTable
CREATE TABLE "OfferItem" (
    "id" TEXT NOT NULL,
    "offerId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "concept" TEXT NOT NULL,
    "quantity" DECIMAL(10,2) NOT NULL,
    "unit" TEXT NOT NULL,
    "unitPriceCents" INTEGER NOT NULL,

    CONSTRAINT "OfferItem_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "OfferItem_offerId_position_key" ON "OfferItem"("offerId", "position");

-- AddForeignKey
ALTER TABLE "OfferItem" ADD CONSTRAINT "OfferItem_offerId_fkey" FOREIGN KEY ("offerId") REFERENCES "Offer"("id") ON DELETE CASCADE ON UPDATE CASCADE;
