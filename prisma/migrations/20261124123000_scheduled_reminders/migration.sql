-- CreateEnum
CREATE TYPE "PlanReminderKind" AS ENUM ('days_7', 'days_1', 'expired');

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "reminderSentAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "PlanReminder" (
    "subscriptionId" TEXT NOT NULL,
    "kind" "PlanReminderKind" NOT NULL,
    "sentAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PlanReminder_pkey" PRIMARY KEY ("subscriptionId","kind")
);

-- CreateIndex
CREATE INDEX "Subscription_status_endDate_idx" ON "Subscription"("status", "endDate");

-- AddForeignKey
ALTER TABLE "PlanReminder" ADD CONSTRAINT "PlanReminder_subscriptionId_fkey" FOREIGN KEY ("subscriptionId") REFERENCES "Subscription"("id") ON DELETE CASCADE ON UPDATE CASCADE;

