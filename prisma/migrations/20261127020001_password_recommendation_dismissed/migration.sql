-- AlterTable
ALTER TABLE "User" ADD COLUMN     "passwordRecommendationDismissedAt" TIMESTAMP(3);
