-- prisma:reference-data
-- A restore (scripts/db/backup-archive.ts) inserts every offer before its lines, so an accepted
-- offer's lines arrived after their offer and the guard refused them: a backup holding a signed
-- quote could not be restored. The restore's own transaction says so with a setting of its own
-- (SET LOCAL, gone at its end; an app role may set it, but that role owns the tables and could
-- drop the trigger anyway); only inserts pass, lines still never change or go.
CREATE OR REPLACE FUNCTION "offer_item_refuse_signed_edit"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parent_status text;
BEGIN
  IF TG_OP = 'INSERT' AND current_setting('reformas.restoring', true) = 'on' THEN
    RETURN NEW;
  END IF;
  SELECT "status"::text INTO parent_status FROM "Offer"
    WHERE "id" = (CASE WHEN TG_OP = 'DELETE' THEN OLD."offerId" ELSE NEW."offerId" END);
  IF parent_status IN ('accepted', 'completed') THEN
    RAISE EXCEPTION 'the lines of an accepted offer cannot change' USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;
