-- prisma:reference-data (a partial index: not expressible in schema.prisma; applied as-is)

-- The job feed filtered by distance reads, for each postal code in the radius, its newest open
-- jobs: this index answers that from the index alone (no heap reads), newest first.
CREATE INDEX "Job_open_postalCodeId_createdAt_idx" ON "Job" ("postalCodeId", "createdAt" DESC, "id" DESC)
WHERE "status" = 'open' AND "hiddenAt" IS NULL;
