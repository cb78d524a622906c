-- CreateIndex
CREATE INDEX "JobDraft_serviceId_idx" ON "JobDraft"("serviceId");

-- AddForeignKey
ALTER TABLE "JobDraft" ADD CONSTRAINT "JobDraft_serviceId_fkey" FOREIGN KEY ("serviceId") REFERENCES "Service"("id") ON DELETE SET NULL ON UPDATE CASCADE;

