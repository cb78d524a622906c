import { type LoaderFunctionArgs } from '@remix-run/node'
import { api, apiError, apiOk, parseOrThrow } from '#app/api/respond.server.ts'
import { serializePriceRange } from '#app/api/serializers/price-range.ts'
import { findProvince, getPriceRanges } from '#app/models/prices/prices.server.ts'
import { PricesQuery } from '#app/models/prices/prices.schema.ts'
import { MIN_PRICE_CRAFTSMEN, MIN_PRICE_OFFERS, PRICE_WINDOW_MONTHS } from '#app/models/prices/prices.ts'
import { findService } from '#app/models/services/services.server.ts'

/**
 * GET ?service&province&title: what clients accepted for that kind of job, the same figures as
 * the price guides (the narrowest group with enough offers; `null` when none has). Public.
 */
export const loader = api(async ({ request }: LoaderFunctionArgs) => {
	const query = parseOrThrow(PricesQuery, Object.fromEntries(new URL(request.url).searchParams))
	const service = await findService(query.service)
	if (!service) return apiError(404, 'Servicio no encontrado')
	const province = query.province ? await findProvince(query.province) : null
	if (query.province && !province) return apiError(404, 'Provincia no encontrada')
	const ranges = await getPriceRanges({ serviceId: service.id, title: query.title || null, province })
	return apiOk(
		{
			service: { id: service.id, slug: service.slug, name: service.name },
			province,
			title: query.title || null,
			total: ranges.total ? serializePriceRange(ranges.total) : null,
			perSquareMeter: ranges.m2 ? serializePriceRange(ranges.m2) : null,
			rules: { windowMonths: PRICE_WINDOW_MONTHS, minOffers: MIN_PRICE_OFFERS, minCraftsmen: MIN_PRICE_CRAFTSMEN },
		},
		{ headers: { 'Cache-Control': 'public, max-age=3600' } },
	)
})
