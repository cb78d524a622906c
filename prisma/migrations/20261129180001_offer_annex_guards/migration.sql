-- prisma:reference-data
-- What schema.prisma cannot express for change annexes (docs/decisions/054-change-annexes.md): the
-- ranges as CHECKs, and triggers that keep a sent or decided annex as it was.
-- Ranges (the model refuses first, in Spanish)
ALTER TABLE "OfferAnnex" ADD CONSTRAINT "OfferAnnex_reason_length" CHECK (char_length("reason") BETWEEN 3 AND 1000);
ALTER TABLE "OfferAnnex" ADD CONSTRAINT "OfferAnnex_name_length" CHECK (char_length("name") BETWEEN 1 AND 120);
ALTER TABLE "OfferAnnex" ADD CONSTRAINT "OfferAnnex_sha256_hex" CHECK ("sha256" ~ '^[0-9a-f]{64}$');
ALTER TABLE "OfferAnnex" ADD CONSTRAINT "OfferAnnex_accepted_signed" CHECK ("status" <> 'accepted' OR ("sha256" IS NOT NULL AND "decidedAt" IS NOT NULL));
ALTER TABLE "OfferAnnexItem" ADD CONSTRAINT "OfferAnnexItem_ranges" CHECK (
  "position" BETWEEN 0 AND 49 AND "unitPriceCents" BETWEEN 0 AND 100000000 AND "quantity" > 0
  AND char_length("concept") BETWEEN 1 AND 200 AND char_length("unit") BETWEEN 1 AND 20
  AND ("replacesPosition" IS NULL OR "replacesPosition" BETWEEN 0 AND 49)
);

-- A decided annex is final, and what was sent never changes: only a pending annex's decision columns move.
CREATE FUNCTION "offer_annex_refuse_edit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."status" <> 'pending'
     OR (NEW."offerId", NEW."reason", NEW."createdAt") IS DISTINCT FROM (OLD."offerId", OLD."reason", OLD."createdAt") THEN
    RAISE EXCEPTION 'annex % cannot change once sent or decided', OLD."id" USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER "OfferAnnex_refuse_edit" BEFORE UPDATE ON "OfferAnnex"
  FOR EACH ROW EXECUTE FUNCTION "offer_annex_refuse_edit"();

-- Lines are written with their annex and never updated; deletes only come by cascade.
CREATE FUNCTION "offer_annex_item_refuse_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the lines of an annex cannot change' USING ERRCODE = 'integrity_constraint_violation';
END $$;
CREATE TRIGGER "OfferAnnexItem_refuse_update" BEFORE UPDATE ON "OfferAnnexItem"
  FOR EACH ROW EXECUTE FUNCTION "offer_annex_item_refuse_update"();
