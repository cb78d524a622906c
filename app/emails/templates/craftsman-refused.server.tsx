import { EmailButton, renderEmail, renderText } from '../layout.server.tsx'

export function craftsmanRefusedEmail({
	name,
	companyName,
	reason,
	link,
}: {
	name: string
	companyName: string
	reason: string
	link: string
}) {
	const subject = 'No hemos podido verificar tu perfil de oficial'
	const lead = `Hemos revisado los documentos de ${companyName} y todavía no podemos verificar tu perfil. El motivo:`
	const next = 'Corrige o añade tus documentos en «Editar perfil» y volveremos a revisarlos.'
	const html = renderEmail(
		subject,
		<>
			<p>Hola, {name}:</p>
			<p>{lead}</p>
			<blockquote style={{ borderLeft: '4px solid #ea580c', margin: '0 0 16px', padding: '4px 12px' }}>
				{reason}
			</blockquote>
			<p>{next}</p>
			<EmailButton href={link}>Corregir mis documentos</EmailButton>
			<p>Si el botón no funciona, copia este enlace en tu navegador:</p>
			<p style={{ wordBreak: 'break-all' }}>{link}</p>
		</>,
	)
	const text = renderText([`Hola, ${name}:`, '', lead, reason, '', next, link])
	return { subject, html, text }
}
