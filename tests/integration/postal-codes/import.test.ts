import path from 'node:path'
import pg from 'pg'
import { beforeAll, afterAll, describe, expect, test } from 'vitest'
import { DEFAULT_POSTAL_CODES_FILE } from '#app/lib/env.server.ts'
import { importPostalCodes } from '#server/database/postal-codes.server.ts'

const CSV = path.resolve(DEFAULT_POSTAL_CODES_FILE)
const GEONAMES_SAMPLE = path.resolve('tests/fixtures/geonames-ES-sample.txt')
let client: pg.Client

beforeAll(async () => {
	client = new pg.Client({ connectionString: process.env.DATABASE_URL })
	await client.connect()
})
afterAll(() => client.end())

const one = async <T>(sql: string) => (await client.query(sql)).rows[0] as T

describe('postal-code import', () => {
	test('loads every row of the data set', async () => {
		expect(
			await one(`SELECT count(*)::int AS rows, count(DISTINCT code)::int AS codes,
		                    count(DISTINCT province)::int AS provinces, count(DISTINCT community)::int AS communities
		                  FROM "PostalCode"`),
		).toEqual({ rows: 37_867, codes: 11_150, provinces: 52, communities: 19 })
		expect(
			await one(
				`SELECT code, "placeName", province, community, latitude, longitude FROM "PostalCode" WHERE code = '05001'`,
			),
		).toEqual({
			code: '05001',
			placeName: 'Ávila',
			province: 'Ávila',
			community: 'Castilla y León',
			latitude: 40.6572,
			longitude: -4.6995,
		})
		// codes keep their leading zero; 33610 has the most places
		expect(await one(`SELECT count(*)::int AS n FROM "PostalCode" WHERE code = '33610'`)).toEqual({ n: 95 })
	})

	test('is idempotent: a second run changes nothing and keeps every id', async () => {
		const before = await one<{ ids: string }>(
			`SELECT md5(string_agg(id::text || code || "placeName", ',' ORDER BY id)) AS ids FROM "PostalCode"`,
		)
		const result = await importPostalCodes(process.env.DATABASE_URL!, CSV)
		expect(result).toEqual({ read: 37_867, changed: 0, total: 37_867 })
		expect(
			await one(`SELECT md5(string_agg(id::text || code || "placeName", ',' ORDER BY id)) AS ids FROM "PostalCode"`),
		).toEqual(before)
	})

	test('updates a changed row in place', async () => {
		const { id } = await one<{ id: number }>(
			`SELECT id FROM "PostalCode" WHERE code = '28001' AND "placeName" = 'Madrid'`,
		)
		await client.query(`UPDATE "PostalCode" SET latitude = 0 WHERE id = $1`, [id])
		const result = await importPostalCodes(process.env.DATABASE_URL!, CSV)
		expect(result.changed).toBe(1)
		expect(await one(`SELECT id, latitude FROM "PostalCode" WHERE code = '28001' AND "placeName" = 'Madrid'`)).toEqual({
			id,
			latitude: 40.4255,
		})
	})

	test("accepts GeoNames' own ES.txt format", async () => {
		await client.query('TRUNCATE "PostalCode" CASCADE')
		const result = await importPostalCodes(process.env.DATABASE_URL!, GEONAMES_SAMPLE)
		expect(result).toEqual({ read: 3, changed: 3, total: 3 })
		expect(
			await one(`SELECT "placeName", "searchName", province, community FROM "PostalCode" WHERE code = '11001'`),
		).toEqual({
			placeName: 'Cádiz',
			searchName: 'cadiz',
			province: 'Cádiz',
			community: 'Andalucia',
		})
	})

	test('refuses a malformed file without changing anything', async () => {
		await expect(
			importPostalCodes(process.env.DATABASE_URL!, path.resolve('tests/fixtures/postal-codes-bad.csv')),
		).rejects.toThrow(/fila 3/)
		expect(await one(`SELECT count(*)::int AS n FROM "PostalCode"`)).toEqual({ n: 3 })
	})
})
