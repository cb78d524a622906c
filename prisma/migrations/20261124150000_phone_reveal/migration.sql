-- CreateTable
CREATE TABLE "PhoneReveal" (
    "id" TEXT NOT NULL,
    "jobId" TEXT NOT NULL,
    "craftsmanId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PhoneReveal_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PhoneReveal_craftsmanId_createdAt_idx" ON "PhoneReveal"("craftsmanId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "PhoneReveal_jobId_craftsmanId_key" ON "PhoneReveal"("jobId", "craftsmanId");

-- AddForeignKey
ALTER TABLE "PhoneReveal" ADD CONSTRAINT "PhoneReveal_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PhoneReveal" ADD CONSTRAINT "PhoneReveal_craftsmanId_fkey" FOREIGN KEY ("craftsmanId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
