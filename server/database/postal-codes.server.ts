// Idempotent import of the Spanish postal codes (data/es-postal-codes.csv.gz, CC BY 4.0
// GeoNames, see data/README.md). Re-running updates rows in place and keeps their ids, which
// users, jobs and alerts point at. GeoNames' raw ES.txt (tab separated) is accepted too, and either
// may be gzipped.
import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'
import { parse } from 'csv-parse/sync'
import pg from 'pg'
import { normalizeSearchText } from '#app/models/postal-codes/normalize.ts'

type Row = { code: string; placeName: string; province: string; community: string; latitude: number; longitude: number }

export function readPostalCodeFile(file: string): Row[] {
	const bytes = readFileSync(file)
	const text = (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8')
	const rows: Row[] = file.replace(/\.gz$/, '').endsWith('.txt') ? parseGeoNames(text) : parseCsv(text)
	for (const [index, row] of rows.entries()) {
		if (
			!/^\d{5}$/.test(row.code) ||
			!row.placeName ||
			!Number.isFinite(row.latitude) ||
			!Number.isFinite(row.longitude)
		) {
			throw new Error(`${file}: fila ${index + 2} no válida (${JSON.stringify(row)})`)
		}
	}
	return rows
}

function parseCsv(text: string): Row[] {
	const records = parse(text, { columns: true, skip_empty_lines: true }) as Record<string, string>[]
	return records.map((record) => ({
		code: record.postal_code,
		placeName: record.place_name,
		province: record.province,
		community: record.community,
		latitude: Number(record.latitude),
		longitude: Number(record.longitude),
	}))
}

// GeoNames columns: country, postal code, place, admin1 (community), code, admin2 (province), ...
function parseGeoNames(text: string): Row[] {
	return text
		.split('\n')
		.filter(Boolean)
		.map((line) => line.split('\t'))
		.map((cols) => ({
			code: cols[1],
			placeName: cols[2],
			community: cols[3],
			province: cols[5],
			latitude: Number(cols[9]),
			longitude: Number(cols[10]),
		}))
}

export async function importPostalCodes(connectionString: string, file: string) {
	const rows = readPostalCodeFile(file)
	const client = new pg.Client({ connectionString })
	await client.connect()
	try {
		const column = <K extends keyof Row>(key: K) => rows.map((row) => row[key])
		const result = await client.query(
			`INSERT INTO "PostalCode" (code, "placeName", "searchName", province, community, latitude, longitude)
			 SELECT * FROM unnest($1::varchar[], $2::text[], $3::text[], $4::text[], $5::text[], $6::float8[], $7::float8[])
			 ON CONFLICT (code, "placeName") DO UPDATE SET
			   "searchName" = EXCLUDED."searchName", province = EXCLUDED.province,
			   community = EXCLUDED.community, latitude = EXCLUDED.latitude, longitude = EXCLUDED.longitude
			 WHERE ("PostalCode"."searchName", "PostalCode".province, "PostalCode".community, "PostalCode".latitude, "PostalCode".longitude)
			   IS DISTINCT FROM (EXCLUDED."searchName", EXCLUDED.province, EXCLUDED.community, EXCLUDED.latitude, EXCLUDED.longitude)`,
			[
				column('code'),
				column('placeName'),
				rows.map((row) => normalizeSearchText(row.placeName)),
				column('province'),
				column('community'),
				column('latitude'),
				column('longitude'),
			],
		)
		const { rows: count } = await client.query<{ count: string }>('SELECT count(*) FROM "PostalCode"')
		return { read: rows.length, changed: result.rowCount ?? 0, total: Number(count[0].count) }
	} finally {
		await client.end()
	}
}
