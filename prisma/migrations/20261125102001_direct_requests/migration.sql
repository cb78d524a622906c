-- AlterTable
ALTER TABLE "Job" ADD COLUMN     "openToOthers" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "requestedCraftsmanId" TEXT;

-- CreateIndex
CREATE INDEX "Job_requestedCraftsmanId_idx" ON "Job"("requestedCraftsmanId");

-- AddForeignKey
ALTER TABLE "Job" ADD CONSTRAINT "Job_requestedCraftsmanId_fkey" FOREIGN KEY ("requestedCraftsmanId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
