import { findProvince, getPriceRanges, listPriceProvinces } from '#app/models/prices/prices.server.ts'
import { getServiceBySlug } from '#app/models/services/services.server.ts'
import { guideFigures } from './guide-figures.ts'
import { COST_GUIDES, getCostGuide } from './guides.ts'
import { costGuideHeading, costGuideSlug, costGuideTopic } from './heading.ts'

export type CostGuidePage =
	| { view: 'index'; guides: Array<{ slug: string; topic: string }> }
	| {
			view: 'guide'
			slug: string
			heading: string
			guide: ReturnType<typeof getCostGuide>
			/** the guide's summary and table, from its figures (live ones where its service has them) */
			figures: ReturnType<typeof guideFigures> | null
			service: { slug: string; name: string } | null
			prices: {
				province: string | null
				provinces: string[]
				ranges: Awaited<ReturnType<typeof getPriceRanges>>
				/** «para pintar un piso»; for figures of the whole trade when the guide names a title, «en trabajos de pintores» */
				what: string
				tradeWhat: string | null
			} | null
	  }

/**
 * What a /cuanto-cuesta… path shows: the index, a guide we wrote (with its trade for the wizard),
 * or, for any other plausible topic, the heading and generic guidance. `null` means 404.
 */
export async function getCostGuidePage(pathname: string, provinceName?: string | null): Promise<CostGuidePage | null> {
	if (/^\/cuanto-cuesta\/?$/i.test(pathname))
		return {
			view: 'index',
			guides: COST_GUIDES.map((guide) => ({ slug: guide.slug, topic: costGuideTopic(guide.slug) })),
		}
	const slug = costGuideSlug(pathname)
	if (!slug) return null
	const guide = getCostGuide(slug)
	const service = guide ? await getServiceBySlug(guide.serviceSlug) : null
	// the live range of accepted offers; an unknown province reads as all Spain
	const province = provinceName ? await findProvince(provinceName.slice(0, 60)) : null
	const prices =
		guide && service
			? {
					province,
					provinces: await listPriceProvinces(service.id),
					ranges: await getPriceRanges({ serviceId: service.id, title: guide.serviceTitle, province }),
					what: `para ${slug.replaceAll('-', ' ')}`,
					tradeWhat: guide.serviceTitle ? `en trabajos de ${service.name.toLocaleLowerCase('es')}` : null,
				}
			: null
	return {
		view: 'guide',
		slug,
		heading: costGuideHeading(slug),
		guide,
		figures: guide ? guideFigures(guide, prices?.ranges ?? { total: null, m2: null }) : null,
		service: service ? { slug: service.slug, name: service.name } : null,
		prices,
	}
}
