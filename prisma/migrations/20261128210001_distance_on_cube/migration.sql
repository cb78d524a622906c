-- prisma:reference-data (not expressible in schema.prisma; applied as-is)

-- Distances on the trusted `cube` extension alone: `earthdistance` is not trusted, so a managed
-- PostgreSQL's non-superuser owner cannot create it. These are earthdistance's own formulas
-- (ll_to_earth, earth_box, earth_distance on a sphere of 6,378,168 m), so results are the same.
-- SQL-standard bodies (PostgreSQL 14+) are bound when created: they work under any search_path
-- and are still inlined by the planner, so the GiST index below is used exactly as before.
CREATE EXTENSION IF NOT EXISTS "cube";

-- a place's point: 3-D coordinates in metres on the sphere
CREATE FUNCTION "geo_point"("latitude" float8, "longitude" float8) RETURNS cube
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN cube(cube(cube(6378168 * cos(radians("latitude")) * cos(radians("longitude"))),
                     6378168 * cos(radians("latitude")) * sin(radians("longitude"))),
                6378168 * sin(radians("latitude")));

-- the cube around `centre` holding every point within `meters` along the surface (indexable)
CREATE FUNCTION "geo_box"("centre" cube, "meters" float8) RETURNS cube
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN cube_enlarge("centre",
        CASE WHEN "meters" < 0 THEN 0::float8
             WHEN "meters" / 6378168 > pi() THEN 2 * 6378168::float8
             ELSE 2 * 6378168 * sin("meters" / (2 * 6378168)) END, 3);

-- metres along the surface between two points
CREATE FUNCTION "geo_meters"("a" cube, "b" cube) RETURNS float8
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN CASE WHEN cube_distance("a", "b") < 0 THEN 0::float8
                WHEN cube_distance("a", "b") / (2 * 6378168) > 1 THEN pi() * 6378168
                ELSE 2 * 6378168 * asin(cube_distance("a", "b") / (2 * 6378168)) END;

-- replaces "PostalCode_earth_idx" (on ll_to_earth), which an earlier version created
DROP INDEX IF EXISTS "PostalCode_earth_idx";
CREATE INDEX "PostalCode_geo_idx" ON "PostalCode" USING gist (geo_point("latitude", "longitude"));
