// The SQL that rewrites the price statistics, on any Prisma client: the app's (the scheduled job)
// or the seed's, which runs before the app's client exists.
import { type PrismaClient } from '#app/generated/prisma/client.ts'
import { MIN_PRICE_CRAFTSMEN, MIN_PRICE_OFFERS, PRICE_BINS, PRICE_WINDOW_MONTHS } from './prices.ts'

/** Rewrites the statistics as of `now`, in one transaction (readers see the old ones until it commits). */
export async function refreshPriceStatsWith(client: PrismaClient, now = new Date()) {
	const since = new Date(now)
	since.setMonth(since.getMonth() - PRICE_WINDOW_MONTHS)
	return client.$transaction(
		async (tx) => {
			// the statement sorts every sample a few times: in memory, not on disk
			await tx.$executeRaw`SET LOCAL work_mem = '256MB'`
			await tx.$executeRaw`DELETE FROM "PriceStat"`
			const rows = await tx.$executeRaw`
				WITH base AS (
					SELECT j."serviceId" AS service_id, COALESCE(j."serviceTitle", '') AS title, pc.province,
						o."craftsmanId" AS craftsman_id, o.price::float8 AS total, j."squareMeters" AS m2
					FROM "Offer" o
					JOIN "Job" j ON j.id = o."jobId"
					JOIN "PostalCode" pc ON pc.id = j."postalCodeId"
					WHERE o.status IN ('accepted', 'completed') AND o."createdAt" >= ${since} AND o."createdAt" <= ${now}
				),
				samples AS (
					SELECT 'total' AS metric, service_id, title, province, craftsman_id, total AS value FROM base
					UNION ALL
					SELECT 'm2', service_id, title, province, craftsman_id, total / m2 FROM base WHERE m2 > 0
				),
				grouped AS (
					SELECT metric, service_id,
						GROUPING(title) = 0 AS by_title,
						CASE WHEN GROUPING(title) = 0 THEN title ELSE '' END AS title,
						CASE WHEN GROUPING(province) = 0 THEN province ELSE '' END AS province,
						count(*)::int AS offers, count(DISTINCT craftsman_id)::int AS craftsmen,
						percentile_cont(ARRAY[0.05, 0.25, 0.5, 0.75, 0.95]) WITHIN GROUP (ORDER BY value) AS q
					FROM samples
					GROUP BY metric, service_id, GROUPING SETS ((title, province), (title), (province), ())
					HAVING count(*) >= ${MIN_PRICE_OFFERS} AND count(DISTINCT craftsman_id) >= ${MIN_PRICE_CRAFTSMEN}
				),
				stats AS (
					-- jobs without a catalogue title count for their trade only
					SELECT * FROM grouped WHERE NOT (by_title AND title = '')
				),
				keyed AS MATERIALIZED (
					-- each sample under its four groups: title and trade, province and Spain (materialised,
					-- so the join below matches all four keys at once instead of every group of the trade)
					SELECT x.metric, x.service_id, k.title, k.province, x.value
					FROM samples x
					CROSS JOIN LATERAL (VALUES (x.title, x.province, true), (x.title, '', true), ('', x.province, false), ('', '', false))
						AS k(title, province, by_title)
					WHERE NOT (k.by_title AND x.title = '')
				),
				hist AS (
					SELECT s.metric, s.service_id, s.title, s.province,
						CASE WHEN s.q[5] > s.q[1]
							THEN LEAST(GREATEST(width_bucket(x.value, s.q[1], s.q[5], ${PRICE_BINS}), 1), ${PRICE_BINS})
							ELSE ${Math.ceil(PRICE_BINS / 2)} END AS bin,
						count(*)::int AS n
					FROM keyed x
					JOIN stats s ON s.metric = x.metric AND s.service_id = x.service_id AND s.title = x.title AND s.province = x.province
					GROUP BY 1, 2, 3, 4, 5
				),
				bars AS (
					-- every bar of every group, empty ones as 0; hash-joined, never a scan per group
					SELECT s.metric, s.service_id, s.title, s.province, array_agg(COALESCE(h.n, 0) ORDER BY b.i) AS bins
					FROM stats s
					CROSS JOIN generate_series(1, ${PRICE_BINS}) AS b(i)
					LEFT JOIN hist h ON h.metric = s.metric AND h.service_id = s.service_id AND h.title = s.title
						AND h.province = s.province AND h.bin = b.i
					GROUP BY 1, 2, 3, 4
				)
				INSERT INTO "PriceStat" (metric, "serviceId", title, province, offers, craftsmen, p25, median, p75, low, high, bins, "computedAt")
				SELECT s.metric, s.service_id, s.title, s.province, s.offers, s.craftsmen, s.q[2], s.q[3], s.q[4], s.q[1], s.q[5],
					b.bins, ${now}
				FROM stats s
				JOIN bars b ON b.metric = s.metric AND b.service_id = s.service_id AND b.title = s.title AND b.province = s.province`
			return { rows }
		},
		{ timeout: 300_000 },
	)
}
