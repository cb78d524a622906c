import { type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { JobWizardLink, wizardHref } from '#app/components/jobs/job-wizard-popup.tsx'
import { HeroSearch } from '#app/components/marketing/hero-search.tsx'
import { answerHeroSearch } from '#app/models/services/hero-search.server.ts'
import { hyphenate } from '#app/lib/hyphenate.ts'
export { skipAfterPopupStep as shouldRevalidate } from '#app/components/jobs/popup-revalidation.ts'

export const meta: MetaFunction = () => [
	{ title: 'Buscar un servicio · Reformas' },
	{
		name: 'description',
		content: 'Busca el servicio que necesitas (electricista, fontanería, pintura…) y publica tu trabajo gratis.',
	},
	// search results, not a page of their own for search engines (Lighthouse's is-crawlable stays below 100 by design)
	{ name: 'robots', content: 'noindex' },
]

// The hero search form's server answer (it is a GET form, so it also works without JavaScript).
export async function loader({ request }: LoaderFunctionArgs) {
	const params = new URL(request.url).searchParams
	const query = (params.get('q') ?? '').slice(0, 60)
	const answer = await answerHeroSearch({ query, slug: params.get('servicio') })
	// the visitor's words go on with the trade: they start the job's description
	if (answer.kind === 'wizard') throw redirect(wizardHref({ serviceSlug: answer.slug, text: answer.words }))
	return { query, message: answer.kind === 'message' ? answer.message : null, matches: answer.matches }
}

export default function ServiceSearchRoute() {
	const { query, message, matches } = useLoaderData<typeof loader>()
	return (
		<section className="container section pages-narrow">
			<h1>Buscar un servicio</h1>
			<HeroSearch key={`${query}|${message}`} initialQuery={query} message={message} />
			{matches.length ? (
				<>
					<h2>{message ? 'Quizá buscas uno de estos servicios' : `Servicios que coinciden con «${query}»`}</h2>
					<ul className="service-grid">
						{matches.map((service) => (
							<li key={service.slug}>
								<JobWizardLink serviceSlug={service.slug} text={query} className="service-tile">
									<span aria-hidden="true">{service.icon}</span> {hyphenate(service.name)}
								</JobWizardLink>
							</li>
						))}
					</ul>
				</>
			) : null}
		</section>
	)
}
