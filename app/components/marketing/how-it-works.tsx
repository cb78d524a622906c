import { type ReactNode } from 'react'

export type Step = { title: string; text: ReactNode }

// Spec 001 §1: clients create a job, receive offers, then choose one and carry out the project.
export const CLIENT_STEPS: Step[] = [
	{
		title: 'Crea tu trabajo',
		text: 'Elige el servicio y cuéntanos qué necesitas en unos minutos. Es gratis y sin compromiso.',
	},
	{ title: 'Recibe ofertas', text: 'Los profesionales de tu zona interesados te escriben y te envían su presupuesto.' },
	{ title: 'Elige y realiza tu proyecto', text: 'Compara perfiles, opiniones y precios, y decide con quién trabajar.' },
]

export const CRAFTSMAN_STEPS: Step[] = [
	{
		title: 'Registra tu empresa',
		text: 'Crea tu perfil de empresa con tus servicios, tu zona y tus documentos profesionales.',
	},
	{
		title: 'Encuentra trabajos cerca de ti',
		text: 'Filtra los trabajos publicados por oficio y distancia y recibe alertas de los nuevos.',
	},
	{
		title: 'Contacta y envía tu oferta',
		text: 'Escribe al cliente, resuelve sus dudas y envíale tu presupuesto desde el panel.',
	},
]

/** A numbered list of steps; the numbers are the list's own, so screen readers read them. */
export function StepList({ steps }: { steps: Step[] }) {
	return (
		<ol className="pages-steps">
			{steps.map((step) => (
				<li key={step.title} className="pages-steps__item">
					<h3>{step.title}</h3>
					<p>{step.text}</p>
				</li>
			))}
		</ol>
	)
}

export function HowItWorks() {
	return (
		<section className="container section" aria-labelledby="como-funciona">
			<h2 id="como-funciona">Cómo funciona</h2>
			<StepList steps={CLIENT_STEPS} />
			<p>
				<a href="/comofunciona">Conoce el proceso paso a paso</a>
			</p>
		</section>
	)
}
