// Price statistics from accepted offers, computed in SQL by the scheduled `price-stats` job into
// the small PriceStat table; pages and /api only read that table. The rules, as published on
// /ayuda/precios: accepted (or completed) offers made in the last 12 months, their totals with
// VAT, and those totals per m² where the job gives its size; grouped per trade and per service
// title, per province and for all Spain; a group counts with ≥ 8 offers from ≥ 4 craftsmen.
import { prisma } from '#app/lib/db.server.ts'
import { normalizeSearchText } from '#app/models/postal-codes/normalize.ts'
import { refreshPriceStatsWith } from './refresh-stats.server.ts'
import { type PriceLevel, type PriceMetric, type PriceRange } from './prices.ts'

/** Rewrites the statistics as of `now` (the scheduled `price-stats` job). */
export const refreshPriceStats = (now = new Date()) => refreshPriceStatsWith(prisma, now)

type StatRow = Awaited<ReturnType<typeof prisma.priceStat.findMany>>[number]

const LEVELS: Array<{ level: PriceLevel; byTitle: boolean; byProvince: boolean }> = [
	// jobs like this one first, in the province then in Spain; only then the whole trade (a wider
	// group, named as such and never a yardstick for an offer): a bath-to-shower job must not be
	// shown the province's tap changes
	{ level: 'title-province', byTitle: true, byProvince: true },
	{ level: 'title-spain', byTitle: true, byProvince: false },
	{ level: 'service-province', byTitle: false, byProvince: true },
	{ level: 'service-spain', byTitle: false, byProvince: false },
]

const toRange = (row: StatRow, level: PriceLevel, serviceName: string): PriceRange => ({
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
	serviceName,
})

export type PriceRanges = { total: PriceRange | null; m2: PriceRange | null }

/**
 * The ranges with enough offers for a trade, optionally a service title and a province: title in
 * the province, title in Spain, then the whole trade in the province, in Spain; null per metric
 * when none has (the page then shows its editorial text). `expectedRange` chooses between metrics.
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
	const [rows, service] = await Promise.all([
		prisma.priceStat.findMany({ where: { serviceId, title: { in: titles }, province: { in: provinces } } }),
		prisma.service.findUnique({ where: { id: serviceId }, select: { name: true } }),
	])
	const pick = (metric: PriceMetric) => {
		for (const { level, byTitle, byProvince } of LEVELS) {
			if ((byTitle && !title) || (byProvince && !province)) continue
			const row = rows.find(
				(r) => r.metric === metric && r.title === (byTitle ? title : '') && r.province === (byProvince ? province : ''),
			)
			if (row) return toRange(row, level, service?.name ?? '')
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
