import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { HomeDialogsOnDemand } from '#app/components/layout/home-dialogs-on-demand.tsx'
import { listFeaturedCraftsmen } from '#app/models/craftsmen/featured.server.ts'
import { NewestJobs } from '#app/components/jobs/newest-jobs.tsx'
import { getOptionalUser } from '#app/models/auth/guards.server.ts'
import { listNewestJobCards } from '#app/models/jobs/job-feed.server.ts'
import { HOME_JOBS_COUNT } from '#app/models/jobs/limits.ts'
import { listPopularServices } from '#app/models/services/services.server.ts'
import { CraftsmanCta } from '#app/components/marketing/craftsman-cta.tsx'
import { FeaturedCraftsmen } from '#app/components/marketing/featured-craftsmen.tsx'
import { HomeHero } from '#app/components/marketing/home-hero.tsx'
import { HowItWorks } from '#app/components/marketing/how-it-works.tsx'
import { PopularServices } from '#app/components/marketing/popular-services.tsx'
export { skipAfterPopupStep as shouldRevalidate } from '#app/components/jobs/popup-revalidation.ts'

export const meta: MetaFunction = () => [
	{ title: 'Reformas · Encuentra profesionales para tu hogar' },
	{
		name: 'description',
		content: 'Publica tu trabajo gratis y recibe presupuestos de profesionales verificados cerca de ti.',
	},
]

export async function loader({ request }: LoaderFunctionArgs) {
	const user = await getOptionalUser(request)
	const [jobs, craftsmen, services] = await Promise.all([
		listNewestJobCards(user?.id ?? null, HOME_JOBS_COUNT),
		listFeaturedCraftsmen(4),
		listPopularServices(),
	])
	// the home's dialogs tell a verified address from one still waiting for its link
	const viewer = user ? { role: user.role, emailVerified: user.emailVerified } : null
	return { jobs, craftsmen, services, signedIn: Boolean(user), viewer }
}

export default function HomeRoute() {
	const { jobs, craftsmen, services, signedIn, viewer } = useLoaderData<typeof loader>()
	return (
		<>
			<HomeDialogsOnDemand user={viewer} />
			<HomeHero />
			<PopularServices services={services} />
			<HowItWorks />

			<section className="container section" aria-labelledby="ultimos-trabajos">
				<h2 id="ultimos-trabajos">Últimos trabajos publicados</h2>
				<NewestJobs jobs={jobs} signedIn={signedIn} />
			</section>

			<FeaturedCraftsmen craftsmen={craftsmen} />
			{/* a signed-in user is not invited to register */}
			{signedIn ? null : <CraftsmanCta />}
		</>
	)
}
