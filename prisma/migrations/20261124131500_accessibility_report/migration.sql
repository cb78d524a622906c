-- CreateTable
CREATE TABLE "AccessibilityReport" (
    "id" TEXT NOT NULL,
    "name" TEXT,
    "email" TEXT NOT NULL,
    "pageUrl" TEXT,
    "message" TEXT NOT NULL,
    "userId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AccessibilityReport_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AccessibilityReport_createdAt_idx" ON "AccessibilityReport"("createdAt");

-- CreateIndex
CREATE INDEX "AccessibilityReport_userId_idx" ON "AccessibilityReport"("userId");

-- AddForeignKey
ALTER TABLE "AccessibilityReport" ADD CONSTRAINT "AccessibilityReport_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
