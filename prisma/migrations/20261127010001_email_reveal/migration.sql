-- CreateTable
CREATE TABLE "EmailReveal" (
    "id" TEXT NOT NULL,
    "jobId" TEXT NOT NULL,
    "craftsmanId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EmailReveal_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "EmailReveal_craftsmanId_createdAt_idx" ON "EmailReveal"("craftsmanId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "EmailReveal_jobId_craftsmanId_key" ON "EmailReveal"("jobId", "craftsmanId");

-- AddForeignKey
ALTER TABLE "EmailReveal" ADD CONSTRAINT "EmailReveal_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmailReveal" ADD CONSTRAINT "EmailReveal_craftsmanId_fkey" FOREIGN KEY ("craftsmanId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
