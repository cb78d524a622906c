-- AlterTable
ALTER TABLE "Review" ADD COLUMN     "decidedById" TEXT,
ADD COLUMN     "heldAt" TIMESTAMP(3),
ADD COLUMN     "heldReasons" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "rejectedAt" TIMESTAMP(3),
ADD COLUMN     "releasedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "AccountTrace" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "firstSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AccountTrace_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AccountTrace_kind_hash_idx" ON "AccountTrace"("kind", "hash");

-- CreateIndex
CREATE INDEX "AccountTrace_lastSeenAt_idx" ON "AccountTrace"("lastSeenAt");

-- CreateIndex
CREATE UNIQUE INDEX "AccountTrace_userId_kind_hash_key" ON "AccountTrace"("userId", "kind", "hash");

-- CreateIndex
CREATE INDEX "Review_heldAt_idx" ON "Review"("heldAt");

-- CreateIndex
CREATE INDEX "Review_decidedById_idx" ON "Review"("decidedById");

-- AddForeignKey
ALTER TABLE "Review" ADD CONSTRAINT "Review_decidedById_fkey" FOREIGN KEY ("decidedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AccountTrace" ADD CONSTRAINT "AccountTrace_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
