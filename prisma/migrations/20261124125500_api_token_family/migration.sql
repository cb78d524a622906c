-- Refresh-token families: every token issued from one sign-in shares a family, so reusing a
-- rotated refresh token can end them all. Existing tokens each start a family of their own.
ALTER TABLE "ApiToken" ADD COLUMN "familyId" TEXT;
UPDATE "ApiToken" SET "familyId" = "id";
ALTER TABLE "ApiToken" ALTER COLUMN "familyId" SET NOT NULL;

CREATE INDEX "ApiToken_familyId_idx" ON "ApiToken"("familyId");
