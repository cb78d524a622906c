-- Verification documents move from the public /imagenes/ route to /documentos/ (owner and admins
-- only). The stored files keep their keys; only the URLs that point at them change.
UPDATE "CraftsmanDocument"
SET "url" = regexp_replace("url", '^.*/imagenes/documentos/', '/documentos/')
WHERE "url" ~ '/imagenes/documentos/';
