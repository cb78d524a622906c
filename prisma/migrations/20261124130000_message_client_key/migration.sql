-- AlterTable
ALTER TABLE "Message" ADD COLUMN     "clientKey" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Message_senderId_clientKey_key" ON "Message"("senderId", "clientKey");
