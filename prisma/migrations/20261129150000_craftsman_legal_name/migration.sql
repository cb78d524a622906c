-- The buyer's legal name on a craftsman's invoices (razón social of a company, or the full name of a
-- sole trader as on the NIF): the trade name (companyName) is not what a Spanish invoice names.
ALTER TABLE "CraftsmanProfile" ADD COLUMN "legalName" TEXT;
