import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useFetcher, useLoaderData } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { OfferCardItem, OfferStatusLegend, WithdrawConfirmation } from '#app/components/offers/offer-cards.tsx'
import { requireRole } from '#app/models/auth/guards.server.ts'
import {
	type OfferHistoryPage,
	loadOfferHistoryPage,
	loadWithdrawCandidate,
} from '#app/models/offers/offer-history-page.server.ts'
import { withdrawOffer } from '#app/models/offers/offer-history.server.ts'
import { hasNextPage } from '#app/models/offers/offer-status.ts'
import { WithdrawOfferSchema } from '#app/models/offers/offers.schema.ts'
import { redirectWithToast, toastRefusal } from '#app/lib/app-error.server.ts'
import { formAction } from '#app/lib/form-action.server.ts'
import { pageParam } from '#app/lib/page-param.ts'
import { Pager } from '#app/components/ui/pager.tsx'
import { paths } from '#app/lib/paths.ts'

export const meta: MetaFunction = () => [{ title: 'Mis ofertas · Reformas' }]

const BASE = paths.craftsmanOffers()
export const EMPTY_HISTORY = 'No hay historial de trabajos. Por favor, revisa más tarde.'

export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireRole(request, 'oficial')
	const params = new URL(request.url).searchParams
	const page = pageParam(params)
	const withdrawId = params.get('retirar')
	const [history, confirming] = await Promise.all([
		loadOfferHistoryPage(user.id, page),
		withdrawId ? loadWithdrawCandidate(user.id, withdrawId) : null,
	])
	return { ...history, confirming }
}

export async function action({ request }: ActionFunctionArgs) {
	const user = await requireRole(request, 'oficial')
	return formAction(request, {
		schema: WithdrawOfferSchema,
		invalid: () => redirectWithToast(BASE, { type: 'error', text: 'Acción no válida' }),
		refused: (error, { offerId }) => toastRefusal(error, `${BASE}#${offerId}`),
		run: async ({ offerId }) => {
			const done = await withdrawOffer(user.id, offerId)
			return redirectWithToast(`${BASE}#${offerId}`, { type: 'success', text: done.message })
		},
	})
}

type Card = OfferHistoryPage['items'][number]

/** Spec 000 §9: the next page loads when the window is scrolled to within 1 px of the bottom. */
function useInfiniteOffers(first: OfferHistoryPage) {
	const [more, setMore] = useState<Card[]>([])
	const [loaded, setLoaded] = useState(first.currentPage)
	const fetcher = useFetcher<OfferHistoryPage>()
	useEffect(() => {
		setMore([])
		setLoaded(first.currentPage)
	}, [first])
	useEffect(() => {
		if (fetcher.state === 'idle' && fetcher.data && fetcher.data.currentPage > loaded) {
			const page = fetcher.data
			setMore((items) => [...items, ...page.items.filter((item) => !items.some((seen) => seen.id === item.id))])
			setLoaded(page.currentPage)
		}
	}, [fetcher.state, fetcher.data, loaded])
	const canLoad = hasNextPage(loaded, first.totalPages)
	useEffect(() => {
		document.querySelector('[data-offers-pager]')?.setAttribute('hidden', '')
		if (!canLoad) return
		const check = () => {
			const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1
			if (atBottom && fetcher.state === 'idle') fetcher.load(`${BASE}?pagina=${loaded + 1}`)
		}
		check()
		window.addEventListener('scroll', check, { passive: true })
		window.addEventListener('resize', check)
		return () => {
			window.removeEventListener('scroll', check)
			window.removeEventListener('resize', check)
		}
	}, [canLoad, loaded, fetcher])
	// a notification's #offerId may point past the loaded pages: keep loading until its card exists
	const [target, setTarget] = useState<string | null>(null)
	const [hash, setHash] = useState('')
	useEffect(() => {
		const read = () => setHash(decodeURIComponent(window.location.hash.slice(1)))
		read()
		window.addEventListener('hashchange', read)
		return () => window.removeEventListener('hashchange', read)
	}, [first])
	useEffect(() => {
		const id = hash
		if (!id || target === id) return
		const card = document.getElementById(id)
		if (card) {
			setTarget(id)
			card.scrollIntoView({ block: 'center' })
		} else if (canLoad && fetcher.state === 'idle') fetcher.load(`${BASE}?pagina=${loaded + 1}`)
	}, [hash, more, canLoad, loaded, fetcher, target])
	return { items: [...first.items, ...more], loading: fetcher.state === 'loading', target }
}

export default function OfferHistoryRoute() {
	const first = useLoaderData<typeof loader>()
	const { items, loading, target } = useInfiniteOffers(first)
	return (
		<section className="offer-history stack">
			<h1>Mis ofertas</h1>
			<OfferStatusLegend />
			{first.confirming ? <WithdrawConfirmation offer={first.confirming} /> : null}
			{items.length === 0 ? (
				<p className="offer-history__empty">{EMPTY_HISTORY}</p>
			) : (
				<ul className="offer-cards">
					{items.map((offer) => (
						<OfferCardItem key={offer.id} offer={offer} targeted={offer.id === target} />
					))}
				</ul>
			)}
			{loading ? <p className="offer-history__loading">Cargando...</p> : null}
			<Pager
				page={first.currentPage}
				totalPages={first.totalPages}
				link={(to) => `?pagina=${to}`}
				labels={{ previous: '← Anteriores', next: 'Siguientes →' }}
				keepPlace
				className="pager"
				aria-label="Páginas de ofertas"
				data-offers-pager
			/>
		</section>
	)
}
