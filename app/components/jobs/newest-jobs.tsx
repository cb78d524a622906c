import { Link } from '@remix-run/react'
import { useRef, useState } from 'react'
import { LazyLoginDialog } from '#app/components/auth/lazy-login-dialog.tsx'
import { JobCard, type JobCardJob } from './job-card.tsx'
import { paths } from '#app/lib/paths.ts'

/**
 * The home page's newest jobs and 'Ver más trabajos' (spec 001 §2, §6). Anonymous visitors are
 * invited to sign in or register: a modal with JavaScript, the #unete anchor (shown by :target)
 * without it. Signed-in users go to the craftsman dashboard.
 */
export function NewestJobs({ jobs, signedIn }: { jobs: JobCardJob[]; signedIn: boolean }) {
	const [loginTo, setLoginTo] = useState<string | null>(null)
	const invitation = useRef<HTMLDialogElement>(null)
	return (
		<>
			<ul className="job-cards">
				{jobs.map((job) => (
					<li key={job.id} className="card">
						<JobCard job={job} signedIn={signedIn} onSignIn={setLoginTo} />
					</li>
				))}
			</ul>
			<p className="more-jobs">
				{signedIn ? (
					<Link className="button" to={paths.craftsmanHome()}>
						Ver más trabajos
					</Link>
				) : (
					<a
						className="button"
						href="#unete"
						onClick={(event) => {
							event.preventDefault()
							invitation.current?.showModal()
						}}
					>
						Ver más trabajos
					</a>
				)}
			</p>
			{signedIn ? null : (
				<>
					<section id="unete" className="invite-target" aria-labelledby="unete-titulo">
						<div className="dialog">
							<h2 id="unete-titulo">{INVITATION_TITLE}</h2>
							<Invitation />
							<a href="#ultimos-trabajos" className="link-button">
								Cerrar
							</a>
						</div>
					</section>
					<dialog ref={invitation} className="modal" aria-labelledby="unete-modal-titulo">
						<div className="modal__header">
							<h2 id="unete-modal-titulo">{INVITATION_TITLE}</h2>
							<button
								type="button"
								className="modal__close"
								aria-label="Cerrar"
								onClick={() => invitation.current?.close()}
							>
								×
							</button>
						</div>
						<Invitation />
					</dialog>
					{loginTo === null ? null : <LazyLoginDialog open onClose={() => setLoginTo(null)} redirectTo={loginTo} />}
				</>
			)}
		</>
	)
}

const INVITATION_TITLE = 'Inicia sesión para ver más trabajos'

function Invitation() {
	return (
		<div className="stack">
			<p>
				Los trabajos completos, la distancia y el contacto del cliente están disponibles para los profesionales
				registrados.
			</p>
			<div className="button-row">
				<Link className="button" to="/iniciar-sesion?redirectTo=%2Ftablero%2Foficial%2F">
					Iniciar sesión
				</Link>
				<Link className="button button--ghost" to="/registrarse">
					Regístrate como profesional
				</Link>
			</div>
		</div>
	)
}
