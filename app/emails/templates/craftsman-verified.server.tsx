import { EmailButton, renderEmail, renderText } from '../layout.server.tsx'

export function craftsmanVerifiedEmail({
	name,
	companyName,
	link,
	message,
}: {
	name: string
	companyName: string
	link: string
	/** the admin's own words, when the decision came with some */
	message?: string
}) {
	const subject = 'Tu perfil de oficial está verificado'
	const lead = `Hemos revisado tus documentos y tu perfil de ${companyName} ya está verificado.`
	const next = 'Con una suscripción activa ya puedes enviar ofertas, escribir a los clientes y ver sus teléfonos.'
	const html = renderEmail(
		subject,
		<>
			<p>Hola, {name}:</p>
			<p>{lead}</p>
			<p>{next}</p>
			{message ? <p>Mensaje del equipo: {message}</p> : null}
			<EmailButton href={link}>Ir a mi panel</EmailButton>
			<p>Si el botón no funciona, copia este enlace en tu navegador:</p>
			<p style={{ wordBreak: 'break-all' }}>{link}</p>
		</>,
	)
	const text = renderText([
		`Hola, ${name}:`,
		'',
		lead,
		next,
		...(message ? ['', `Mensaje del equipo: ${message}`] : []),
		'',
		'Ir a mi panel:',
		link,
	])
	return { subject, html, text }
}
