-- AlterTable
ALTER TABLE "User" ADD COLUMN     "passwordChangeRecommendedAt" TIMESTAMP(3);
