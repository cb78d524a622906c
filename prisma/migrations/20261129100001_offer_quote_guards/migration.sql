-- prisma:reference-data
-- What schema.prisma cannot express for the quote: the ranges as CHECKs, and the backstop that
-- keeps an accepted offer exactly as signed (the model refuses first, with a Spanish AppError).
ALTER TABLE "Offer" ADD CONSTRAINT "Offer_upfrontPercent_range" CHECK ("upfrontPercent" BETWEEN 0 AND 100);
ALTER TABLE "Offer" ADD CONSTRAINT "Offer_registryNumber_length" CHECK (char_length("registryNumber") BETWEEN 1 AND 40);
ALTER TABLE "OfferAcceptance" ADD CONSTRAINT "OfferAcceptance_name_length" CHECK (char_length("name") BETWEEN 1 AND 120);
ALTER TABLE "OfferAcceptance" ADD CONSTRAINT "OfferAcceptance_sha256_hex" CHECK ("sha256" ~ '^[0-9a-f]{64}$');

-- An accepted (or completed) offer keeps every signed field; its status and the bidder-outcome
-- columns may still move.
CREATE FUNCTION "offer_refuse_signed_edit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."status" IN ('accepted', 'completed') AND (
    NEW."price", NEW."vatRate", NEW."validUntil", NEW."earliestStart", NEW."durationDays",
    NEW."guaranteeMonths", NEW."upfrontPercent", NEW."registryNumber", NEW."included", NEW."excluded",
    NEW."jobId", NEW."craftsmanId", NEW."createdAt"
  ) IS DISTINCT FROM (
    OLD."price", OLD."vatRate", OLD."validUntil", OLD."earliestStart", OLD."durationDays",
    OLD."guaranteeMonths", OLD."upfrontPercent", OLD."registryNumber", OLD."included", OLD."excluded",
    OLD."jobId", OLD."craftsmanId", OLD."createdAt"
  ) THEN
    RAISE EXCEPTION 'offer % is accepted: its quote cannot change', OLD."id" USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER "Offer_refuse_signed_edit" BEFORE UPDATE ON "Offer"
  FOR EACH ROW EXECUTE FUNCTION "offer_refuse_signed_edit"();

-- Lines of an accepted offer are neither added, changed nor removed (a cascade from a deleted
-- offer finds no parent row and passes).
CREATE FUNCTION "offer_item_refuse_signed_edit"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parent_status text;
BEGIN
  SELECT "status"::text INTO parent_status FROM "Offer"
    WHERE "id" = (CASE WHEN TG_OP = 'DELETE' THEN OLD."offerId" ELSE NEW."offerId" END);
  IF parent_status IN ('accepted', 'completed') THEN
    RAISE EXCEPTION 'the lines of an accepted offer cannot change' USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER "OfferItem_refuse_signed_edit" BEFORE INSERT OR UPDATE OR DELETE ON "OfferItem"
  FOR EACH ROW EXECUTE FUNCTION "offer_item_refuse_signed_edit"();

-- The acceptance is written once.
CREATE FUNCTION "offer_acceptance_refuse_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'an offer acceptance is never changed' USING ERRCODE = 'integrity_constraint_violation';
END $$;
CREATE TRIGGER "OfferAcceptance_refuse_update" BEFORE UPDATE ON "OfferAcceptance"
  FOR EACH ROW EXECUTE FUNCTION "offer_acceptance_refuse_update"();
