import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { ActivityChart } from '#app/components/insights/activity-chart.tsx'
import { formatNumber, plural } from '#app/lib/format.ts'
import { paths } from '#app/lib/paths.ts'
import { requireRole } from '#app/models/auth/guards.server.ts'
import { getActivity } from '#app/models/insights/activity.server.ts'
import {
	ACTIVITY_PERIODS,
	activityPeriod,
	formatDuration,
	formatPercent,
	MIN_PEER_CRAFTSMEN,
	wonVsMedianText,
} from '#app/models/insights/activity.ts'
import { OUTCOME_REASON_LABELS } from '#app/models/offers/bidder-outcome.ts'

export const meta: MetaFunction = () => [{ title: 'Tu actividad · Reformas' }]

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

// The craftsman's own figures (docs/features.md «Tu actividad»), formatted here in es-ES so the
// page is the same with or without JavaScript.
export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireRole(request, 'oficial')
	const days = activityPeriod(new URL(request.url).searchParams.get('dias'))
	const activity = await getActivity(user.id, days)
	return {
		days,
		bars: [
			{ label: 'Trabajos de tus alertas', value: activity.leadsMatched },
			{ label: 'Trabajos que abriste', value: activity.jobsViewed },
			{ label: 'Ofertas enviadas', value: activity.offersSent },
			{ label: 'Ofertas ganadas', value: activity.won },
		],
		rows: [
			['Trabajos de tus alertas', formatNumber(activity.leadsMatched)],
			['Trabajos que abriste', formatNumber(activity.jobsViewed)],
			['Ofertas enviadas', formatNumber(activity.offersSent)],
			['Ganadas', formatNumber(activity.won)],
			['Perdidas', formatNumber(activity.lost)],
			['Sin decidir todavía', formatNumber(activity.pending)],
			[
				'Tasa de éxito (ganadas de las decididas)',
				activity.winRate === null ? 'Sin ofertas decididas' : formatPercent(activity.winRate),
			],
			[
				'Tiempo de respuesta (mediana)',
				activity.response
					? `${formatDuration(activity.response.medianSeconds)} (${plural(activity.response.samples, 'trabajo')})`
					: 'Sin respuestas en este periodo',
			],
		],
		reasons: activity.lostReasons.map(({ reason, count }) => ({
			label: reason ? capitalize(OUTCOME_REASON_LABELS[reason]) : 'Sin motivo',
			count: formatNumber(count),
		})),
		priceComparison: activity.wonVsMedian
			? `${wonVsMedianText(activity.wonVsMedian.percent)} (${plural(activity.wonVsMedian.offers, 'oferta comparada', 'ofertas comparadas')}).`
			: null,
		peers: activity.peers.map((peer) => ({
			key: peer.serviceId,
			trade: peer.serviceName,
			province: peer.province,
			mine: peer.mineSeconds === null ? '—' : formatDuration(peer.mineSeconds),
			// others' median only where at least MIN_PEER_CRAFTSMEN form it; the page says so once
			peers:
				peer.peersSeconds === null
					? null
					: `${formatDuration(peer.peersSeconds)} (${plural(peer.peerCraftsmen, 'oficial', 'oficiales')})`,
		})),
	}
}

export default function ActivityRoute() {
	const { days, bars, rows, reasons, priceComparison, peers } = useLoaderData<typeof loader>()
	return (
		<section className="stack">
			<h1>Tu actividad</h1>
			<nav aria-label="Periodo" className="period-switch">
				{ACTIVITY_PERIODS.map((period) => (
					<Link
						key={period}
						to={paths.craftsmanActivity(period)}
						aria-current={period === days ? 'page' : undefined}
						preventScrollReset
					>
						Últimos {period} días
					</Link>
				))}
			</nav>
			<ActivityChart
				bars={bars}
				caption={`De los trabajos que te llegaron a las ofertas que ganaste, en los últimos ${days} días.`}
			/>
			<table className="activity-table">
				<caption>Tus cifras de los últimos {days} días</caption>
				<tbody>
					{rows.map(([label, value]) => (
						<tr key={label}>
							<th scope="row">{label}</th>
							<td>{value}</td>
						</tr>
					))}
				</tbody>
			</table>
			<section className="stack">
				<h2>Por qué perdiste ofertas</h2>
				{reasons.length ? (
					<ul>
						{reasons.map((reason) => (
							<li key={reason.label}>
								{reason.label}: {reason.count}
							</li>
						))}
					</ul>
				) : (
					<p>Ningún cliente rechazó tus ofertas en este periodo.</p>
				)}
			</section>
			<section className="stack">
				<h2>Tus precios</h2>
				<p>
					{priceComparison ?? 'Aún no hay ofertas ganadas con precios de referencia para compararlas en este periodo.'}
				</p>
			</section>
			{peers.length ? <PeerTable peers={peers} /> : null}
			<details className="activity-method">
				<summary>Cómo se calcula</summary>
				<p>
					Trabajos de tus alertas: los que coincidieron con tus alertas al publicarse. Trabajos que abriste: la primera
					vez que viste cada uno. Las ofertas cuentan por el día en que las enviaste; la tasa de éxito es la parte de
					las ganadas entre las ya decididas. El tiempo de respuesta va desde que se publica un trabajo hasta tu primera
					oferta o tu primer mensaje sobre él; la mediana es el valor del medio. La mediana de otros oficiales de tu
					oficio con base en tu provincia se muestra solo cuando la forman al menos {MIN_PEER_CRAFTSMEN}. Tus precios se
					comparan con la mediana de los presupuestos aceptados para ese tipo de trabajo en su provincia.
				</p>
			</details>
		</section>
	)
}

/**
 * The craftsman's response time per trade, beside the median of other craftsmen of the trade in
 * his province: that column only when some trade has enough of them, and a sentence once for the
 * trades that have not (never a column of «pocos datos»).
 */
function PeerTable({ peers }: { peers: ReturnType<typeof useLoaderData<typeof loader>>['peers'] }) {
	const province = peers[0]!.province
	const withPeers = peers.some((peer) => peer.peers !== null)
	const without = peers.filter((peer) => peer.peers === null)
	return (
		<section className="stack">
			<table className="activity-table">
				<caption>Tu tiempo de respuesta en tus oficios ({province})</caption>
				<thead>
					<tr>
						<th scope="col">Oficio</th>
						<th scope="col">Tú</th>
						{withPeers ? <th scope="col">Otros oficiales</th> : null}
					</tr>
				</thead>
				<tbody>
					{peers.map((peer) => (
						<tr key={peer.key}>
							<th scope="row">{peer.trade}</th>
							<td>{peer.mine}</td>
							{withPeers ? <td>{peer.peers ?? '—'}</td> : null}
						</tr>
					))}
				</tbody>
			</table>
			{without.length ? (
				<p className="card__meta">
					{withPeers
						? `«—»: en ${province} hay menos de ${MIN_PEER_CRAFTSMEN} oficiales más de ese oficio, pocos para darte su mediana.`
						: `Aún hay pocos oficiales de tus oficios en ${province} para compararte: la mediana de los demás se muestra cuando la forman al menos ${MIN_PEER_CRAFTSMEN}.`}
				</p>
			) : null}
		</section>
	)
}
