// A realistic large data set for benchmarks: clients, craftsmen with services and
// reviews, and jobs spread over the real postal codes, the way people are spread: a place with
// more postal codes (a city) gets more of them. Generated inside PostgreSQL, so a million rows
// load in about a minute. Every row's id starts with `scale-`, so the set can be found and removed.
import pg from 'pg'

export type ScaleSize = { jobs: number; craftsmen: number; clients: number }

export const FULL_SCALE: ScaleSize = { jobs: 1_000_000, craftsmen: 100_000, clients: 200_000 }

export async function countScaleRows(url: string) {
	const client = new pg.Client({ connectionString: url })
	await client.connect()
	try {
		const { rows } = await client.query<{ jobs: number; craftsmen: number }>(
			`SELECT (SELECT count(*) FROM "Job" WHERE id LIKE 'scale-%')::int AS jobs,
			        (SELECT count(*) FROM "CraftsmanProfile" WHERE id LIKE 'scale-%')::int AS craftsmen`,
		)
		return rows[0]
	} finally {
		await client.end()
	}
}

/** Loads the set (after removing an earlier one). `log` reports each stage with its time. */
export async function loadScaleData(url: string, size: ScaleSize, log: (message: string) => void = () => {}) {
	const client = new pg.Client({ connectionString: url })
	await client.connect()
	const stage = async (label: string, sql: string, params: unknown[] = []) => {
		const started = performance.now()
		const result = await client.query(sql, params)
		log(`${label}: ${result.rowCount ?? 0} filas en ${((performance.now() - started) / 1000).toFixed(1)} s`)
	}
	try {
		await stage('borrar el conjunto anterior', `DELETE FROM "User" WHERE id LIKE 'scale-%'`)
		// postal codes numbered 1..n in a random but fixed order, for picking one by a number
		await client.query(`SELECT setseed(0.58)`)
		await client.query(
			`CREATE TEMP TABLE places AS SELECT row_number() OVER (ORDER BY random()) AS n, id FROM "PostalCode"`,
		)
		await client.query(`CREATE UNIQUE INDEX ON places (n)`)
		await client.query(
			`CREATE TEMP TABLE trades AS SELECT row_number() OVER (ORDER BY position) AS n, id FROM "Service"`,
		)
		await client.query(
			`CREATE TEMP TABLE titles AS SELECT "serviceId", array_agg(title ORDER BY position) AS list FROM "ServiceTitle" GROUP BY "serviceId"`,
		)
		const tradeCount = `(SELECT count(*) FROM trades)`
		// skewed pick of a place number: squaring a uniform number favours the first places (the
		// "cities"); joined laterally so that random() is drawn once per generated row
		const placeCount = (await client.query<{ count: number }>('SELECT count(*)::int AS count FROM places')).rows[0]
			.count
		const pickPlace = `JOIN LATERAL (SELECT 1 + floor(power(random() + 0 * i, 2) * ${placeCount})::int AS n) AS pick ON true JOIN places AS place ON place.n = pick.n`

		await stage(
			'clientes',
			`INSERT INTO "User" (id, email, role, name, "lastName", phone, "postalCodeId", "emailVerified", "updatedAt")
			 SELECT 'scale-client-' || i, 'cliente' || i || '@escala.test', 'cliente', 'Cliente', 'Escala ' || i,
			        '6' || lpad((i % 100000000)::text, 8, '0'), place.id, true, now()
			 FROM generate_series(1, $1::int) AS i ${pickPlace}`,
			[size.clients],
		)
		await stage(
			'oficiales',
			`INSERT INTO "User" (id, email, role, name, "lastName", phone, "streetAddress", "postalCodeId", "emailVerified", "updatedAt")
			 SELECT 'scale-craftsman-' || i, 'oficial' || i || '@escala.test', 'oficial', 'Oficial', 'Escala ' || i,
			        '7' || lpad((i % 100000000)::text, 8, '0'), 'Calle Mayor ' || (i % 200 + 1), place.id, true, now()
			 FROM generate_series(1, $1::int) AS i ${pickPlace}`,
			[size.craftsmen],
		)
		await stage(
			'perfiles de empresa',
			`INSERT INTO "CraftsmanProfile" (id, "userId", status, "companyName", "companySlug", description, "verifiedAt", "updatedAt")
			 SELECT 'scale-profile-' || i, 'scale-craftsman-' || i,
			        (CASE WHEN i % 10 = 0 THEN 'unverified' ELSE 'verified' END)::"CraftsmanStatus",
			        'Empresa Escala ' || i, 'empresa-escala-' || i,
			        'Empresa de reformas con experiencia, presupuesto cerrado y garantía por escrito.',
			        CASE WHEN i % 10 = 0 THEN NULL ELSE now() END, now()
			 FROM generate_series(1, $1::int) AS i`,
			[size.craftsmen],
		)
		await stage(
			'servicios de cada oficial',
			`INSERT INTO "CraftsmanService" ("craftsmanId", "serviceId")
			 SELECT DISTINCT 'scale-profile-' || i, t.id
			 FROM generate_series(1, $1::int) AS i, generate_series(0, 2) AS k
			 JOIN LATERAL (SELECT id FROM trades WHERE n = 1 + (i * 7 + k * 11) % ${tradeCount}) AS t ON true`,
			[size.craftsmen],
		)
		await stage(
			'opiniones',
			`INSERT INTO "Review" (id, "craftsmanId", "authorId", rating, comment, "updatedAt")
			 SELECT 'scale-review-' || i || '-' || k, 'scale-profile-' || i, 'scale-client-' || (1 + (i * 13 + k) % $2::int),
			        1 + floor(power(random(), 0.5) * 5)::int, -- 1 to 5, more good ratings than bad
			        'Trabajo correcto y a tiempo.', now()
			 FROM generate_series(1, $1::int) AS i, generate_series(1, 1 + i % 5) AS k
			 WHERE i % 3 <> 0`,
			[size.craftsmen, size.clients],
		)
		await stage(
			'trabajos',
			`INSERT INTO "Job" (id, "ownerId", "serviceId", "serviceTitle", "squareMeters", rooms, floors, description,
			                    "postalCodeId", "workingSchedule", "contactName", "contactEmail", "contactPhone", status, "createdAt", "updatedAt")
			 SELECT 'scale-job-' || i, 'scale-client-' || (1 + i % $2::int), t.id, tt.list[1 + i % array_length(tt.list, 1)],
			        20 + i % 180, 1 + i % 6, 1 + i % 3, 'Trabajo de prueba a escala número ' || i || '.',
			        place.id,
			        (ARRAY['flexible','rapidamente','en_una_semana','en_3_meses'])[1 + i % 4]::"WorkingSchedule",
			        'Cliente Escala', 'cliente' || (1 + i % $2::int) || '@escala.test', '600000000',
			        (CASE WHEN i % 20 = 0 THEN 'closed' ELSE 'open' END)::"JobStatus",
			        now() - (random() * interval '365 days'), now()
			 FROM generate_series(1, $1::int) AS i
			 JOIN trades AS t ON t.n = 1 + (i * 31) % ${tradeCount}
			 JOIN titles AS tt ON tt."serviceId" = t.id
			 ${pickPlace}`,
			[size.jobs, size.clients],
		)
		// statistics for the planner, and the visibility map that lets index-only scans skip the heap
		await stage('VACUUM ANALYZE', 'VACUUM ANALYZE')
	} finally {
		await client.end()
	}
}
