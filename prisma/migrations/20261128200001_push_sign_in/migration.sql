-- A push subscription belongs to the sign-in it came from. The rows stored before were bound to
-- none (a shared phone kept the previous user's pushes): they go, and each device subscribes
-- again from its settings page.
DELETE FROM "PushSubscription";

-- AlterTable
ALTER TABLE "PushSubscription" ADD COLUMN     "sessionId" TEXT,
ADD COLUMN     "tokenFamilyId" TEXT;

-- CreateIndex
CREATE INDEX "PushSubscription_sessionId_idx" ON "PushSubscription"("sessionId");

-- CreateIndex
CREATE INDEX "PushSubscription_tokenFamilyId_idx" ON "PushSubscription"("tokenFamilyId");

-- AddForeignKey
ALTER TABLE "PushSubscription" ADD CONSTRAINT "PushSubscription_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "Session"("id") ON DELETE CASCADE ON UPDATE CASCADE;
