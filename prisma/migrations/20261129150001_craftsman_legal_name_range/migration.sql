-- prisma:reference-data
-- What schema.prisma cannot express for the invoices' legal name: its length as a CHECK.
ALTER TABLE "CraftsmanProfile"
  ADD CONSTRAINT "CraftsmanProfile_legalName_length" CHECK ("legalName" IS NULL OR char_length("legalName") BETWEEN 1 AND 150);
