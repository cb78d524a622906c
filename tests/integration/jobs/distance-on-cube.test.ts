// Distances on `cube` alone (migration 20261128210001_distance_on_cube) give what earthdistance
// gave: the same metres between places and the same places within a radius, through the same kind
// of GiST index. earthdistance is installed here only to compare (the test server is a superuser).
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

let client: pg.Client
beforeAll(async () => {
	client = new pg.Client({ connectionString: process.env.DATABASE_URL })
	await client.connect()
	await client.query('CREATE EXTENSION IF NOT EXISTS earthdistance')
})
afterAll(() => client.end())

describe('distances on cube', () => {
	test('the same metres as earth_distance for 2,000 pairs of places, to the micrometre', async () => {
		const { rows } = await client.query<{ pairs: number; worst: number; longest: number }>(`
			WITH a AS (SELECT latitude AS alat, longitude AS alon, row_number() OVER (ORDER BY md5(id::text)) AS n FROM "PostalCode"),
			     b AS (SELECT latitude AS blat, longitude AS blon, row_number() OVER (ORDER BY md5(id::text || 'b')) AS n FROM "PostalCode"),
			     pairs AS (SELECT * FROM a JOIN b USING (n) WHERE n <= 2000)
			SELECT count(*)::int AS pairs,
			       max(abs(geo_meters(geo_point(alat, alon), geo_point(blat, blon))
			               - earth_distance(ll_to_earth(alat, alon), ll_to_earth(blat, blon)))) AS worst,
			       max(geo_meters(geo_point(alat, alon), geo_point(blat, blon))) AS longest
			FROM pairs`)
		expect(rows[0]!.pairs).toBe(2000)
		expect(rows[0]!.worst).toBeLessThan(1e-6)
		expect(rows[0]!.longest).toBeGreaterThan(1_000_000) // the Canaries are in the sample
		// Madrid → Barcelona: 503 km in the data set's README (radius 6,371 km), 504 on earthdistance's sphere
		const { rows: madrid } = await client.query<{ km: number }>(
			`SELECT geo_meters(geo_point(40.4255, -3.6834), geo_point(41.3799, 2.1687)) / 1000 AS km`,
		)
		expect(Math.round(madrid[0]!.km)).toBe(504)
	})

	test('the same places within 5 to 200 km of five cities, the box narrowed by the GiST index', async () => {
		for (const [latitude, longitude] of [
			[40.4255, -3.6834],
			[41.3799, 2.1687],
			[28.0997, -15.4134],
			[43.3718, -8.3958],
			[37.3885, -5.9977],
		]) {
			for (const km of [5, 25, 50, 200]) {
				const values = [latitude, longitude, km * 1000]
				const ours = await client.query<{ id: number }>(
					`SELECT id FROM "PostalCode" WHERE geo_box(geo_point($1, $2), $3) @> geo_point(latitude, longitude)
					   AND geo_meters(geo_point($1, $2), geo_point(latitude, longitude)) <= $3 ORDER BY id`,
					values,
				)
				const theirs = await client.query<{ id: number }>(
					`SELECT id FROM "PostalCode" WHERE earth_box(ll_to_earth($1, $2), $3) @> ll_to_earth(latitude, longitude)
					   AND earth_distance(ll_to_earth($1, $2), ll_to_earth(latitude, longitude)) <= $3 ORDER BY id`,
					values,
				)
				expect(ours.rows.length).toBeGreaterThan(0)
				expect(ours.rows).toEqual(theirs.rows)
			}
		}
		const plan = await client.query<{ 'QUERY PLAN': string }>(
			`EXPLAIN SELECT id FROM "PostalCode" WHERE geo_box(geo_point(40.4, -3.7), 25000) @> geo_point(latitude, longitude)`,
		)
		expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('Bitmap Index Scan on "PostalCode_geo_idx"')
	})
})
