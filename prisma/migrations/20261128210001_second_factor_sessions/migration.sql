-- AlterTable
ALTER TABLE "ApiToken" ADD COLUMN     "familyStartedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "ipAddress" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "lastUsedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "secondFactorAt" TIMESTAMP(3),
ADD COLUMN     "userAgent" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "Session" ADD COLUMN     "ipAddress" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "lastUsedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "secondFactorAt" TIMESTAMP(3),
ADD COLUMN     "userAgent" TEXT NOT NULL DEFAULT '';

-- a family open before this migration started at its first token, not now
UPDATE "ApiToken" t SET "familyStartedAt" = f."startedAt"
FROM (SELECT "familyId", min("createdAt") AS "startedAt" FROM "ApiToken" GROUP BY "familyId") f
WHERE f."familyId" = t."familyId";
