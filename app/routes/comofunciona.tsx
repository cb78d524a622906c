import { type MetaFunction } from '@remix-run/node'
import { Link, useRouteLoaderData } from '@remix-run/react'
import { CLIENT_STEPS, CRAFTSMAN_STEPS, StepList } from '#app/components/marketing/how-it-works.tsx'
import { TrustRules } from '#app/components/marketing/trust-rules.tsx'
import { NO_SCRIPTS } from '#app/lib/page-scripts.ts'
import { PHONE_REVEALS_PER_DAY } from '#app/models/jobs/limits.ts'
import { type loader as rootLoader } from '#app/root.tsx'

export const meta: MetaFunction = () => [
	{ title: 'Cómo funciona · Reformas' },
	{
		name: 'description',
		content:
			'Publica tu trabajo gratis, recibe ofertas de profesionales de tu zona y elige. Y si eres profesional, encuentra clientes cerca de ti.',
	},
]

// A page to read: no JavaScript; «Publicar» opens the wizard page instead of the popup.
export const handle = NO_SCRIPTS

export default function HowItWorksRoute() {
	const signedIn = Boolean(useRouteLoaderData<typeof rootLoader>('root')?.user)
	return (
		<div className="container section">
			<h1>Cómo funciona Reformas</h1>
			<p className="pages-narrow">
				Reformas une a quien necesita una reparación o una reforma con profesionales de su zona. Cada profesional tiene
				un perfil de empresa con su descripción, sus trabajos y las opiniones de sus clientes.
			</p>

			<section aria-labelledby="clientes">
				<h2 id="clientes">Si necesitas un profesional</h2>
				<StepList steps={CLIENT_STEPS} />
				<ul className="pages-narrow">
					<li>
						Publicar un trabajo es gratis y sin compromiso, también sin registrarte antes: te creamos la cuenta al
						publicar.
					</li>
					<li>
						Tus datos de contacto nunca aparecen en la lista de trabajos: solo los ve el profesional verificado que te
						ha escrito o enviado una oferta. Si consulta tu teléfono, queda registrado y lo verás en tu trabajo.
					</li>
					<li>Tú decides: puedes comparar ofertas, hacer preguntas por mensaje y no aceptar ninguna.</li>
				</ul>
				<p>
					<Link className="button button--large" to="/publicartrabajo">
						Publicar un trabajo gratis
					</Link>
				</p>
			</section>

			<section aria-labelledby="profesionales">
				<h2 id="profesionales">Si eres profesional</h2>
				<StepList steps={CRAFTSMAN_STEPS} />
				<ul className="pages-narrow">
					<li>
						El registro es gratuito. Revisamos tus documentos (carné profesional o licencia) antes de activar tu perfil.
					</li>
					<li>
						Para contactar con clientes, enviar ofertas y ver su teléfono necesitas una suscripción; se paga por
						transferencia bancaria.
					</li>
					<li>
						Los datos de contacto de un cliente aparecen cuando le has escrito o enviado una oferta. Ver su teléfono
						queda registrado (el cliente lo ve) y puedes consultar hasta {PHONE_REVEALS_PER_DAY} al día.
					</li>
					<li>Configura alertas de empleo y te avisaremos de los trabajos nuevos de tus oficios cerca de ti.</li>
				</ul>
				{signedIn ? null : (
					<p>
						<Link className="button button--large" to="/registrarse">
							Regístrate como profesional
						</Link>
					</p>
				)}
			</section>

			<TrustRules />

			<section aria-labelledby="precios">
				<h2 id="precios">¿Cuánto cuesta tu reforma?</h2>
				<p>
					Consulta nuestras <Link to="/cuanto-cuesta">guías de precios</Link> antes de pedir presupuestos.
				</p>
			</section>
		</div>
	)
}
