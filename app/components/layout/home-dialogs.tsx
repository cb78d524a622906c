import { Form, Link, useNavigate, useSearchParams } from '@remix-run/react'
import { type ReactNode, useEffect, useState } from 'react'
import { ResendVerificationForm } from '#app/components/auth/resend-verification-form.tsx'
import { type DashboardRole, paths } from '#app/lib/paths.ts'

type Outcome = 'unsubscribed' | 'verified' | 'verification-failed' | 'already-verified'

function outcomeOf(params: URLSearchParams): Outcome | null {
	if (params.get('job_alert_unsubscription') === 'true') return 'unsubscribed'
	switch (params.get('email_verification')) {
		case 'success':
			return 'verified'
		case 'failed':
			return 'verification-failed'
		case 'already_verified':
			return 'already-verified'
		default:
			return null
	}
}

/**
 * The home page's query dialogs (spec 000 §2, 001 §4). They are plain markup, so they show
 * without JavaScript too; closing goes to / with the query cleared. With JavaScript the query
 * is stripped as soon as the dialog shows.
 */
export function HomeDialogs({ user }: { user: { role: DashboardRole; emailVerified: boolean } | null }) {
	const [params] = useSearchParams()
	const navigate = useNavigate()
	const [outcome, setOutcome] = useState(() => outcomeOf(params))
	useEffect(() => {
		if (outcomeOf(params)) navigate('/', { replace: true, preventScrollReset: true })
	}, [params, navigate])
	if (!outcome) return null
	const close = () => setOutcome(null)
	switch (outcome) {
		case 'unsubscribed':
			return (
				<Dialog title="Éxito de Cancelación" onClose={close}>
					<p>Te has dado de baja de las alertas de empleo. Ya no recibirás más correos de esta alerta.</p>
					<Link className="button" to={paths.craftsmanJobAlerts()}>
						Gestionar mis alertas
					</Link>
				</Dialog>
			)
		case 'verified':
			// only the verification link signs in: `?email_verification=success` typed by hand says nothing
			// to a visitor, nor to a user whose address is still unverified
			if (!user?.emailVerified) return null
			return (
				<Dialog title="¡Correo verificado!" onClose={close}>
					<p>Tu correo electrónico se ha verificado y ya has iniciado sesión.</p>
					<Link className="button" to={paths.dashboard(user.role)}>
						Ir a mi panel
					</Link>
				</Dialog>
			)
		case 'verification-failed':
			return (
				<Dialog title="No hemos podido verificar tu correo" onClose={close} tone="error">
					<p>El enlace de verificación ha caducado o ya se usó. Pide uno nuevo aquí: caduca en 24 horas.</p>
					<ResendVerificationForm signedIn={Boolean(user)} />
				</Dialog>
			)
		case 'already-verified':
			return user ? (
				<Dialog title="¡Bienvenido de nuevo!" onClose={close}>
					<p>Tu correo electrónico ya estaba verificado.</p>
					<div className="button-row">
						<Link className="button button--ghost" to="/recuperar-contrasena">
							Restablecer contraseña
						</Link>
						<Link className="button" to={paths.dashboard(user.role)}>
							Ir al panel
						</Link>
						<Link className="button button--ghost" to="/" onClick={close}>
							Inicio
						</Link>
						<Form method="post" action="/cerrar-sesion">
							<button type="submit" className="button button--ghost">
								Cerrar sesión
							</button>
						</Form>
					</div>
				</Dialog>
			) : (
				<Dialog title="Este correo ya tiene cuenta: inicia sesión" onClose={close}>
					<p>Tu correo electrónico ya está verificado. Inicia sesión para continuar.</p>
					<Link className="button" to="/iniciar-sesion">
						Iniciar sesión
					</Link>
				</Dialog>
			)
	}
}

function Dialog({
	title,
	children,
	onClose,
	tone,
}: {
	title: string
	children: ReactNode
	onClose: () => void
	tone?: 'error'
}) {
	return (
		<div className="overlay">
			<section
				className={`dialog${tone ? ` dialog--${tone}` : ''}`}
				role="dialog"
				aria-modal="true"
				aria-labelledby="home-dialog-title"
			>
				<div className="modal__header">
					<h2 id="home-dialog-title">{title}</h2>
					<Link
						to="/"
						className="modal__close"
						aria-label="Cerrar"
						onClick={(event) => (event.preventDefault(), onClose())}
					>
						×
					</Link>
				</div>
				{children}
			</section>
		</div>
	)
}
