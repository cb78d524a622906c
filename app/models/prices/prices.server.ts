// Price statistics from accepted offers, computed in SQL by the scheduled `price-stats` job into
// the small PriceStat table; pages and /api only read that table. The rules, as published on
// /ayuda/precios: accepted (or completed) offers made in the last 12 months, their totals with
// VAT, and those totals per m² where the job gives its size; grouped per trade and per service
// title, per province and for all Spain; a group counts with ≥ 8 offers from ≥ 4 craftsmen.
import { prisma } from '#app/lib/db.server.ts'
import { normalizeSearchText } from '#app/models/postal-codes/normalize.ts'
import {
	MIN_PRICE_CRAFTSMEN,
	MIN_PRICE_OFFERS,
	PRICE_BINS,
	PRICE_WINDOW_MONTHS,
	type PriceLevel,
	type PriceMetric,
	type PriceRange,
} from './prices.ts'

/** Rewrites the statistics as of `now`, in one transaction (readers see the old ones until it commits). */
export async function refreshPriceStats(now = new Date()) {
	const since = new Date(now)
	since.setMonth(since.getMonth() - PRICE_WINDOW_MONTHS)
	return prisma.$transaction(
		async (tx) => {
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
				hist AS (
					SELECT s.metric, s.service_id, s.title, s.province,
						CASE WHEN s.q[5] > s.q[1]
							THEN LEAST(GREATEST(width_bucket(x.value, s.q[1], s.q[5], ${PRICE_BINS}), 1), ${PRICE_BINS})
							ELSE ${Math.ceil(PRICE_BINS / 2)} END AS bin,
						count(*)::int AS n
					FROM samples x
					-- each sample counts for its four groups: title and trade, province and Spain
					CROSS JOIN LATERAL (VALUES (x.title, x.province, true), (x.title, '', true), ('', x.province, false), ('', '', false))
						AS k(title, province, by_title)
					JOIN stats s ON s.metric = x.metric AND s.service_id = x.service_id AND s.title = k.title AND s.province = k.province
					WHERE NOT (k.by_title AND x.title = '')
					GROUP BY 1, 2, 3, 4, 5
				)
				INSERT INTO "PriceStat" (metric, "serviceId", title, province, offers, craftsmen, p25, median, p75, low, high, bins, "computedAt")
				SELECT s.metric, s.service_id, s.title, s.province, s.offers, s.craftsmen, s.q[2], s.q[3], s.q[4], s.q[1], s.q[5],
					ARRAY(SELECT COALESCE(h.n, 0) FROM generate_series(1, ${PRICE_BINS}) AS b(i)
						LEFT JOIN hist h ON h.metric = s.metric AND h.service_id = s.service_id AND h.title = s.title
							AND h.province = s.province AND h.bin = b.i
						ORDER BY b.i),
					${now}
				FROM stats s`
			return { rows }
		},
		{ timeout: 300_000 },
	)
}

type StatRow = Awaited<ReturnType<typeof prisma.priceStat.findMany>>[number]

const LEVELS: Array<{ level: PriceLevel; byTitle: boolean; byProvince: boolean }> = [
	// the place first: a client compares with his province; then the wider kind of job; then Spain
	{ level: 'title-province', byTitle: true, byProvince: true },
	{ level: 'service-province', byTitle: false, byProvince: true },
	{ level: 'title-spain', byTitle: true, byProvince: false },
	{ level: 'service-spain', byTitle: false, byProvince: false },
]

const toRange = (row: StatRow, level: PriceLevel): PriceRange => ({
	metric: row.metric as PriceMetric,
	level,
	province: row.province || null,
	title: row.title || null,
	offers: row.offers,
	craftsmen: row.craftsmen,
	p25: row.p25,
	median: row.median,
	p75: row.p75,
	low: row.low,
	high: row.high,
	bins: row.bins,
	computedAt: row.computedAt.toISOString(),
})

export type PriceRanges = { total: PriceRange | null; m2: PriceRange | null }

/**
 * The narrowest ranges with enough offers for a trade, optionally a service title and a province:
 * title in the province, trade in the province, title in Spain, trade in Spain; null per metric
 * when none has (the page then shows its editorial text).
 */
export async function getPriceRanges({
	serviceId,
	title,
	province,
}: {
	serviceId: string
	title?: string | null
	province?: string | null
}): Promise<PriceRanges> {
	const titles = title ? [title, ''] : ['']
	const provinces = province ? [province, ''] : ['']
	const rows = await prisma.priceStat.findMany({
		where: { serviceId, title: { in: titles }, province: { in: provinces } },
	})
	const pick = (metric: PriceMetric) => {
		for (const { level, byTitle, byProvince } of LEVELS) {
			if ((byTitle && !title) || (byProvince && !province)) continue
			const row = rows.find(
				(r) => r.metric === metric && r.title === (byTitle ? title : '') && r.province === (byProvince ? province : ''),
			)
			if (row) return toRange(row, level)
		}
		return null
	}
	return { total: pick('total'), m2: pick('m2') }
}

/** The provinces with a range for the whole trade, for the cost guide's choice of province. */
export async function listPriceProvinces(serviceId: string) {
	const rows = await prisma.priceStat.findMany({
		where: { serviceId, metric: 'total', title: '', province: { not: '' } },
		select: { province: true },
		orderBy: { province: 'asc' },
	})
	return rows.map((row) => row.province)
}

/** The province of a postal-code id (ranges are per province). */
export async function provinceOfPlace(postalCodeId: number | null | undefined) {
	if (!postalCodeId) return null
	const place = await prisma.postalCode.findUnique({ where: { id: postalCodeId }, select: { province: true } })
	return place?.province ?? null
}

let provinceNames: Promise<string[]> | null = null

/** The province as the postal codes spell it, from any case or accents («cadiz» → «Cádiz»); null if none. */
export async function findProvince(name: string) {
	provinceNames ??= prisma.postalCode
		.findMany({ distinct: ['province'], select: { province: true } })
		.then((rows) => rows.map((row) => row.province))
		.catch((error: unknown) => {
			provinceNames = null
			throw error
		})
	const wanted = normalizeSearchText(name)
	return (await provinceNames).find((province) => normalizeSearchText(province) === wanted) ?? null
}
