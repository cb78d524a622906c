-- prisma:reference-data (not expressible in schema.prisma; applied as-is)

-- Distance searches ("within N km of a place"): the index is made by 20261128210001_distance_on_cube.

-- The plans a craftsman can order. durationInDays is the real length of the plan (see README).
INSERT INTO "Plan" ("id", "name", "priceCents", "durationInDays", "updatedAt") VALUES
  ('plan-mensual', 'Mensual', 2900, 30, now()),
  ('plan-trimestral', 'Trimestral', 7900, 90, now()),
  ('plan-anual', 'Anual', 24900, 365, now());
