-- AlterTable
ALTER TABLE "Review" ADD COLUMN     "reply" TEXT,
ADD COLUMN     "repliedAt" TIMESTAMP(3);
