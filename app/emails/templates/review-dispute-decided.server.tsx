import { EmailButton, renderEmail, renderText } from '../layout.server.tsx'

/** To the author of a disputed review, once an admin decided (review-disputes.server.ts). */
export function reviewDisputeDecidedEmail({
	name,
	companyName,
	upheld,
	message,
	link,
}: {
	name: string
	companyName: string
	upheld: boolean
	message: string
	link: string
}) {
	const subject = upheld ? 'Hemos retirado tu opinión' : 'Tu opinión sigue publicada'
	const lead = upheld
		? `${companyName} reclamó tu opinión y, tras revisarla, la hemos retirado. El mensaje del equipo:`
		: `${companyName} reclamó tu opinión y, tras revisarla, sigue publicada. El mensaje del equipo:`
	const html = renderEmail(
		subject,
		<>
			<p>Hola, {name}:</p>
			<p>{lead}</p>
			<blockquote style={{ borderLeft: '4px solid #ea580c', margin: '0 0 16px', padding: '4px 12px' }}>
				{message}
			</blockquote>
			<EmailButton href={link}>Ver mis opiniones</EmailButton>
			<p>Si el botón no funciona, copia este enlace en tu navegador:</p>
			<p style={{ wordBreak: 'break-all' }}>{link}</p>
		</>,
	)
	const text = renderText([`Hola, ${name}:`, '', lead, message, '', link])
	return { subject, html, text }
}
