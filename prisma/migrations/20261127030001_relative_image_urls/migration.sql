-- Stored image URLs are paths (/imagenes/…, /documentos/…), never on the site's address: a row that
-- kept an absolute URL of ours (a job posted through /api with the upload's secure_url) broke when
-- SITE_ORIGIN moved. Only URLs naming one of our stored files (a 32-hex content key) are rewritten;
-- a public bucket's URLs and anything else stay as they are.
UPDATE "User"
SET "profilePhoto" = regexp_replace("profilePhoto", '^https?://[^/]+(/(imagenes|documentos)/([a-z0-9-]+/)*[a-f0-9]{32}-(large|small)\.webp)$', '\1')
WHERE "profilePhoto" ~ '^https?://[^/]+/(imagenes|documentos)/([a-z0-9-]+/)*[a-f0-9]{32}-(large|small)\.webp$';

UPDATE "CraftsmanDocument"
SET "url" = regexp_replace("url", '^https?://[^/]+(/(imagenes|documentos)/([a-z0-9-]+/)*[a-f0-9]{32}-(large|small)\.webp)$', '\1')
WHERE "url" ~ '^https?://[^/]+/(imagenes|documentos)/([a-z0-9-]+/)*[a-f0-9]{32}-(large|small)\.webp$';

UPDATE "CraftsmanProfile"
SET "images" = ARRAY(
	SELECT regexp_replace(image, '^https?://[^/]+(/(imagenes|documentos)/([a-z0-9-]+/)*[a-f0-9]{32}-(large|small)\.webp)$', '\1')
	FROM unnest("images") WITH ORDINALITY AS listed(image, position)
	ORDER BY position
)
WHERE EXISTS (
	SELECT 1 FROM unnest("images") AS image
	WHERE image ~ '^https?://[^/]+/(imagenes|documentos)/([a-z0-9-]+/)*[a-f0-9]{32}-(large|small)\.webp$'
);

UPDATE "Job"
SET "images" = ARRAY(
	SELECT regexp_replace(image, '^https?://[^/]+(/(imagenes|documentos)/([a-z0-9-]+/)*[a-f0-9]{32}-(large|small)\.webp)$', '\1')
	FROM unnest("images") WITH ORDINALITY AS listed(image, position)
	ORDER BY position
)
WHERE EXISTS (
	SELECT 1 FROM unnest("images") AS image
	WHERE image ~ '^https?://[^/]+/(imagenes|documentos)/([a-z0-9-]+/)*[a-f0-9]{32}-(large|small)\.webp$'
);

UPDATE "JobDraft"
SET "data" = jsonb_set("data", '{images}', (
	SELECT coalesce(jsonb_agg(
		regexp_replace(image, '^https?://[^/]+(/(imagenes|documentos)/([a-z0-9-]+/)*[a-f0-9]{32}-(large|small)\.webp)$', '\1')
		ORDER BY position
	), '[]'::jsonb)
	FROM jsonb_array_elements_text("data" -> 'images') WITH ORDINALITY AS listed(image, position)
))
WHERE jsonb_typeof("data" -> 'images') = 'array'
	AND EXISTS (
		SELECT 1 FROM jsonb_array_elements_text("data" -> 'images') AS image
		WHERE image ~ '^https?://[^/]+/(imagenes|documentos)/([a-z0-9-]+/)*[a-f0-9]{32}-(large|small)\.webp$'
	);
