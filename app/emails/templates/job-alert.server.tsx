import { EmailButton, renderEmail, renderText } from '../layout.server.tsx'

export type AlertJob = { title: string; category: string; placeName: string; link: string }
export type AlertUnsubscribe = { label: string; link: string }

const small = { fontSize: '13px', color: '#78716c' } as const

/** One new job for an 'Inmediatamente' alert, with the alert's one-click unsubscribe link. */
export function jobAlertMessage({
	name,
	job,
	unsubscribe,
}: {
	name: string
	job: AlertJob
	unsubscribe: AlertUnsubscribe
}) {
	const subject = `Nuevo trabajo: ${job.title} en ${job.placeName}`
	const html = renderEmail(
		subject,
		<>
			<p>Hola, {name}:</p>
			<p>Se ha publicado un trabajo que coincide con tu alerta de empleo:</p>
			<p>
				<strong>{job.title}</strong> · {job.category} · {job.placeName}
			</p>
			<EmailButton href={job.link}>Ver el trabajo</EmailButton>
			<p style={small}>
				Recibes este correo por tu alerta «{unsubscribe.label}». <a href={unsubscribe.link}>Cancelar esta alerta</a>
			</p>
		</>,
	)
	const text = renderText([
		`Hola, ${name}:`,
		'',
		'Se ha publicado un trabajo que coincide con tu alerta de empleo:',
		`${job.title} · ${job.category} · ${job.placeName}`,
		`Ver el trabajo: ${job.link}`,
		'',
		`Recibes este correo por tu alerta «${unsubscribe.label}». Cancelar esta alerta: ${unsubscribe.link}`,
	])
	return { subject, html, text }
}

/** The daily digest: every matched job not sent yet, and an unsubscribe link per alert involved. */
export function jobAlertDigestMessage({
	name,
	jobs,
	unsubscribes,
}: {
	name: string
	jobs: AlertJob[]
	unsubscribes: AlertUnsubscribe[]
}) {
	const subject =
		jobs.length === 1
			? 'Resumen diario: 1 trabajo nuevo para ti'
			: `Resumen diario: ${jobs.length} trabajos nuevos para ti`
	const html = renderEmail(
		subject,
		<>
			<p>Hola, {name}:</p>
			<p>Estos trabajos publicados coinciden con tus alertas de empleo:</p>
			<ul>
				{jobs.map((job) => (
					<li key={job.link} style={{ marginBottom: '8px' }}>
						<a href={job.link}>{job.title}</a> · {job.category} · {job.placeName}
					</li>
				))}
			</ul>
			{unsubscribes.map((unsubscribe) => (
				<p key={unsubscribe.link} style={small}>
					Alerta «{unsubscribe.label}»: <a href={unsubscribe.link}>Cancelar esta alerta</a>
				</p>
			))}
		</>,
	)
	const text = renderText([
		`Hola, ${name}:`,
		'',
		'Estos trabajos publicados coinciden con tus alertas de empleo:',
		...jobs.map((job) => `- ${job.title} · ${job.category} · ${job.placeName}: ${job.link}`),
		'',
		...unsubscribes.map((unsubscribe) => `Alerta «${unsubscribe.label}». Cancelar esta alerta: ${unsubscribe.link}`),
	])
	return { subject, html, text }
}
