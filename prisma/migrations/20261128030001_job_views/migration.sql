-- CreateTable
CREATE TABLE "JobView" (
    "jobId" TEXT NOT NULL,
    "craftsmanId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "JobView_pkey" PRIMARY KEY ("jobId","craftsmanId")
);

-- CreateIndex
CREATE INDEX "JobView_craftsmanId_createdAt_idx" ON "JobView"("craftsmanId", "createdAt");

-- AddForeignKey
ALTER TABLE "JobView" ADD CONSTRAINT "JobView_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobView" ADD CONSTRAINT "JobView_craftsmanId_fkey" FOREIGN KEY ("craftsmanId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
