import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { formatDate, plural } from '#app/lib/format.ts'
import { requireUser } from '#app/models/auth/guards.server.ts'
import { getDashboardHome } from '#app/models/dashboard/home.server.ts'
import { jobTitle } from '#app/models/job-rules/job-title.ts'
import { paths } from '#app/lib/paths.ts'

export const meta: MetaFunction = () => [{ title: 'Panel · Reformas' }]

const JOB_STATUS = { open: 'Abierto', assigned: 'Asignado', completed: 'Terminado', closed: 'Cerrado' } as const

export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	return { name: user.name, home: await getDashboardHome(user) }
}

type Waiting = {
	jobs: Array<{ id: string; serviceTitle: string | null; otherTitle: string | null; pendingOffers: number }>
	unreadConversations: number
}

/** What waits for the client, before anything else: offers to answer and unread messages. */
function WaitingForClient({ waiting }: { waiting: Waiting }) {
	const nothing = waiting.jobs.length === 0 && waiting.unreadConversations === 0
	return (
		<section className="stack" aria-labelledby="te-esperan" data-testid="te-esperan">
			<h2 id="te-esperan">Te esperan</h2>
			{nothing ? (
				<p>Nada pendiente: no tienes ofertas por responder ni mensajes sin leer.</p>
			) : (
				<ul className="cards">
					{waiting.jobs.map((job) => (
						<li key={job.id} className="card">
							<h3 className="card__title">{jobTitle(job, null)}</h3>
							<p>{plural(job.pendingOffers, 'oferta por responder', 'ofertas por responder')}</p>
							<Link className="button" to={paths.clientCompareOffers(job.id)}>
								Ver y comparar las ofertas
							</Link>
						</li>
					))}
					{waiting.unreadConversations > 0 ? (
						<li className="card">
							<h3 className="card__title">
								{plural(
									waiting.unreadConversations,
									'conversación con mensajes sin leer',
									'conversaciones con mensajes sin leer',
								)}
							</h3>
							<Link className="button" to={paths.messages('cliente')}>
								Leer los mensajes
							</Link>
						</li>
					) : null}
				</ul>
			)}
		</section>
	)
}

/** The craftsman's «Resumen»: whether leads are paused, and what is pending, each with its page. */
function WaitingForCraftsman({
	pausedUntil,
	waiting,
}: {
	pausedUntil: string | Date | null
	waiting: { unreadConversations: number; pendingOffers: number; acceptedJobs: number }
}) {
	const items = [
		waiting.unreadConversations > 0 && {
			text: plural(
				waiting.unreadConversations,
				'conversación con mensajes sin leer',
				'conversaciones con mensajes sin leer',
			),
			to: paths.messages('oficial'),
			action: 'Leer los mensajes',
		},
		waiting.acceptedJobs > 0 && {
			text: plural(waiting.acceptedJobs, 'trabajo aceptado por terminar', 'trabajos aceptados por terminar'),
			to: paths.craftsmanOffers(),
			action: 'Ver mis ofertas',
		},
		waiting.pendingOffers > 0 && {
			text: plural(
				waiting.pendingOffers,
				'oferta esperando la respuesta del cliente',
				'ofertas esperando la respuesta del cliente',
			),
			to: paths.craftsmanOffers(),
			action: 'Ver mis ofertas',
		},
	].filter((item) => item !== false)
	return (
		<>
			{pausedUntil ? (
				<div className="notice" role="status" data-testid="modo-vacaciones">
					<p>
						<strong>Modo vacaciones hasta el {formatDate(pausedUntil)}</strong>: no te llegan trabajos nuevos ni
						solicitudes directas. <Link to={paths.craftsmanPause()}>Cambiar o terminar</Link>
					</p>
				</div>
			) : null}
			<section className="stack" aria-labelledby="pendiente" data-testid="pendiente">
				<h2 id="pendiente">Pendiente</h2>
				{items.length === 0 ? (
					<p>Nada pendiente: no tienes mensajes sin leer, ofertas por responder ni trabajos por terminar.</p>
				) : (
					<ul className="cards">
						{items.map((item) => (
							<li key={item.text} className="card">
								<h3 className="card__title">{item.text}</h3>
								<Link className="button" to={item.to}>
									{item.action}
								</Link>
							</li>
						))}
					</ul>
				)}
			</section>
		</>
	)
}

export default function DashboardHome() {
	const { name, home } = useLoaderData<typeof loader>()
	return (
		<section className="stack">
			<h1>Hola, {name}</h1>
			{home.role === 'cliente' ? (
				<>
					<WaitingForClient waiting={home.waiting} />
					<h2>Tus trabajos recientes</h2>
					<p>Tienes {plural(home.jobCount, 'trabajo publicado', 'trabajos publicados')}.</p>
					<ul className="cards">
						{home.jobs.map((job) => (
							<li key={job.id} className="card">
								<h2 className="card__title">{jobTitle(job, null)}</h2>
								<p>
									{JOB_STATUS[job.status]} · {plural(job._count.offers, 'oferta')}
								</p>
								<p className="card__meta">Publicado: {formatDate(job.createdAt)}</p>
							</li>
						))}
					</ul>
					<div className="button-row">
						<Link className="button" to={paths.clientJobs()}>
							Ver mis trabajos y ofertas
						</Link>
						<Link className="button button--ghost" to="/publicartrabajo">
							Publicar un trabajo
						</Link>
					</div>
				</>
			) : home.role === 'oficial' ? (
				<>
					{/* first, as the client's «Te esperan»: a pause and what waits */}
					<WaitingForCraftsman pausedUntil={home.pausedUntil} waiting={home.waiting} />
					<p>
						{home.craftsman?.companyName}:{' '}
						{home.craftsman?.status === 'verified' ? 'perfil verificado' : 'Tu perfil aún no está activado...'}
					</p>
					{home.craftsman?.status === 'unverified' && home.craftsman.refusedReason ? (
						<div className="notice notice--error" role="status">
							<p>No hemos podido verificar tus documentos: {home.craftsman.refusedReason}</p>
							<p>
								<Link to={paths.craftsmanProfileEdit()}>Corrige tus documentos en «Editar perfil»</Link> y volveremos a
								revisarlos.
							</p>
						</div>
					) : null}
					{home.subscription ? (
						<p>
							Suscripción {home.subscription.plan.name} activa hasta el {formatDate(home.subscription.endDate!)}.
						</p>
					) : (
						// Without a plan nothing can be sent; the way to one is right here
						<p>
							No tienes una suscripción activa. <Link to={paths.craftsmanPlans()}>Ver los planes</Link>
						</p>
					)}
					<p>Has enviado {plural(home.offerCount, 'oferta')}.</p>
				</>
			) : (
				<>
					{home.failedJobs > 0 ? (
						<div className="notice notice--error" role="status">
							<p>
								{home.failedJobs === 1
									? 'Hay 1 tarea en segundo plano fallida'
									: `Hay ${home.failedJobs} tareas en segundo plano fallidas`}{' '}
								(correos, alertas o avisos que no se han podido hacer).{' '}
								<Link to={paths.adminTasks()}>Ver y reintentar</Link>
							</p>
						</div>
					) : null}
					<ul className="cards">
						<li className="card">
							<Link to={paths.adminVerifications()}>Oficiales por verificar</Link>: <strong>{home.unverified}</strong>
						</li>
						<li className="card">
							<Link to={paths.adminPayments()}>Pagos pendientes</Link>: <strong>{home.pendingPayments}</strong>
						</li>
						<li className="card">
							<Link to={paths.adminUsers()}>Usuarios</Link>: <strong>{home.users}</strong>
						</li>
						<li className="card">
							<Link to={paths.adminTasks()}>Tareas fallidas</Link>: <strong>{home.failedJobs}</strong>
						</li>
					</ul>
				</>
			)}
		</section>
	)
}
