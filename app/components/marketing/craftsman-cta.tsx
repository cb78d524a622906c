import { Link } from '@remix-run/react'
import { CRAFTSMAN_STEPS, StepList } from './how-it-works.tsx'

/** The craftsman sign-up call to action and the 3-step 'find jobs' explainer (spec 001 §2, home). */
export function CraftsmanCta() {
	return (
		<section className="container section pages-cta" aria-labelledby="encuentra-trabajos">
			<h2 id="encuentra-trabajos">¿Eres profesional? Encuentra trabajos en tu zona</h2>
			<p>Clientes de toda España publican cada día reparaciones y reformas. Regístrate gratis y contacta con ellos.</p>
			<StepList steps={CRAFTSMAN_STEPS} />
			<p className="pages-cta__actions">
				<Link className="button button--large" to="/registrarse">
					Regístrate como profesional
				</Link>
				<Link to="/comofunciona#profesionales">Guía para profesionales</Link>
			</p>
			<p className="card__meta">El registro es gratuito; el contacto con clientes requiere una suscripción de pago.</p>
		</section>
	)
}
