// The SQL that rewrites the price statistics, on any Prisma client: the app's (the scheduled job)
// or the seed's, which runs before the app's client exists.
import { type PrismaClient } from '#app/generated/prisma/client.ts'
import {
	MIN_PRICE_CRAFTSMEN,
	MIN_PRICE_GROUP_GAP,
	MIN_PRICE_OFFERS,
	PRICE_BINS,
	PRICE_ROUNDING,
	PRICE_WINDOW_MONTHS,
} from './prices.ts'

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
					-- one sort per group: the sorted values give the percentiles and the bars below
					SELECT metric, service_id,
						GROUPING(title) = 0 AS by_title,
						CASE WHEN GROUPING(title) = 0 THEN title ELSE '' END AS title,
						CASE WHEN GROUPING(province) = 0 THEN province ELSE '' END AS province,
						count(*)::int AS offers, count(DISTINCT craftsman_id)::int AS craftsmen,
						array_agg(value ORDER BY value) AS sorted
					FROM samples
					GROUP BY metric, service_id, GROUPING SETS ((title, province), (title), (province), ())
					HAVING count(*) >= ${MIN_PRICE_OFFERS} AND count(DISTINCT craftsman_id) >= ${MIN_PRICE_CRAFTSMEN}
				),
				stats AS (
					SELECT g.*, p.q
					FROM grouped g
					CROSS JOIN LATERAL (
						-- percentile_cont's own rule: between the two nearest sorted values, linearly
						SELECT array_agg(g.sorted[lo + 1] + (at - lo) * (g.sorted[hi + 1] - g.sorted[lo + 1]) ORDER BY f) AS q
						FROM unnest(ARRAY[0.05, 0.25, 0.5, 0.75, 0.95]::float8[]) AS f,
							LATERAL (SELECT f * (g.offers - 1) AS at) a,
							LATERAL (SELECT floor(at)::int AS lo, ceil(at)::int AS hi) b
					) p
					-- jobs without a catalogue title count for their trade only
					WHERE NOT (g.by_title AND g.title = '')
				)
				INSERT INTO "PriceStat" (metric, "serviceId", title, province, offers, craftsmen, p25, median, p75, low, high, bins, "computedAt")
				SELECT s.metric, s.service_id, s.title, s.province, s.offers, s.craftsmen,
					r.q[2], r.q[3], r.q[4], r.q[1], r.q[5], b.bins, ${now}
				FROM stats s
				-- rounded figures (5 €, 0,50 €/m²): no cent-exact value to subtract from another
				CROSS JOIN LATERAL (
					SELECT array_agg(round(v / st.step) * st.step ORDER BY i) AS q
					FROM unnest(s.q) WITH ORDINALITY AS u(v, i),
						LATERAL (SELECT CASE s.metric WHEN 'm2' THEN ${PRICE_ROUNDING.m2}::float8
							ELSE ${PRICE_ROUNDING.total}::float8 END AS step) st
				) r
				CROSS JOIN LATERAL (
					-- every bar from the 5th to the 95th percentile, empty ones as 0; the values outside
					-- fall in the end bars
					SELECT array_agg(COALESCE(h.n, 0) ORDER BY i) AS bins
					FROM generate_series(1, ${PRICE_BINS}) AS i
					LEFT JOIN (
						SELECT CASE WHEN s.q[5] > s.q[1]
								THEN LEAST(GREATEST(width_bucket(v, s.q[1], s.q[5], ${PRICE_BINS}), 1), ${PRICE_BINS})
								ELSE ${Math.ceil(PRICE_BINS / 2)} END AS bin,
							count(*)::int AS n
						FROM unnest(s.sorted) AS v
						GROUP BY 1
					) h ON h.bin = i
				) b
				-- a group that a wider one holds save for 1–3 offers is left out: the two side by side
				-- would place those offers' prices (the same offers, as trade = its only title, is fine)
				WHERE NOT EXISTS (
					SELECT 1 FROM stats w
					WHERE w.metric = s.metric AND w.service_id = s.service_id
						AND w.title IN (s.title, '') AND w.province IN (s.province, '')
						AND (w.title, w.province) <> (s.title, s.province)
						AND w.offers - s.offers BETWEEN 1 AND ${MIN_PRICE_GROUP_GAP - 1}
				)`
			return { rows }
		},
		{ timeout: 300_000 },
	)
}
