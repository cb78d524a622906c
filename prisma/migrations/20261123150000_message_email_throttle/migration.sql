-- AlterTable
ALTER TABLE "ConversationParticipant" ADD COLUMN     "lastEmailedAt" TIMESTAMP(3);
