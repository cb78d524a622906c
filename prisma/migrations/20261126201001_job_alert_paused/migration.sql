-- AlterTable
ALTER TABLE "JobAlert" ADD COLUMN     "pausedAt" TIMESTAMP(3);
