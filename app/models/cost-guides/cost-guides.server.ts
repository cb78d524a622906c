import { getServiceBySlug } from '#app/models/services/services.server.ts'
import { COST_GUIDES, getCostGuide } from './guides.ts'
import { costGuideHeading, costGuideSlug, costGuideTopic } from './heading.ts'

export type CostGuidePage =
	| { view: 'index'; guides: Array<{ slug: string; topic: string }> }
	| {
			view: 'guide'
			slug: string
			heading: string
			guide: ReturnType<typeof getCostGuide>
			service: { slug: string; name: string } | null
	  }

/**
 * What a /cuanto-cuesta… path shows: the index, a guide we wrote (with its trade for the wizard),
 * or, for any other plausible topic, the heading and generic guidance. `null` means 404.
 */
export async function getCostGuidePage(pathname: string): Promise<CostGuidePage | null> {
	if (/^\/cuanto-cuesta\/?$/i.test(pathname))
		return {
			view: 'index',
			guides: COST_GUIDES.map((guide) => ({ slug: guide.slug, topic: costGuideTopic(guide.slug) })),
		}
	const slug = costGuideSlug(pathname)
	if (!slug) return null
	const guide = getCostGuide(slug)
	const service = guide ? await getServiceBySlug(guide.serviceSlug) : null
	return {
		view: 'guide',
		slug,
		heading: costGuideHeading(slug),
		guide,
		service: service ? { slug: service.slug, name: service.name } : null,
	}
}
