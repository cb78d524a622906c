-- prisma:reference-data
-- The schema cannot state a CHECK: the guarantee is 0 to 120 months (the offer form keeps the
-- same range in its schema; this is the backstop).
ALTER TABLE "Offer" ADD CONSTRAINT "Offer_guaranteeMonths_range" CHECK ("guaranteeMonths" BETWEEN 0 AND 120);
