import { EmailButton, renderEmail, renderText } from '../layout.server.tsx'

/** Every email of a warranty claim (app/models/warranty/warranty-claims.server.ts): a lead, a quote, a link. */
export function warrantyClaimEmail({
	name,
	subject,
	lead,
	quote,
	link,
	button,
}: {
	name: string
	subject: string
	lead: string
	quote?: string | null
	link: string
	button: string
}) {
	const html = renderEmail(
		subject,
		<>
			<p>Hola, {name}:</p>
			<p>{lead}</p>
			{quote ? (
				<blockquote style={{ borderLeft: '4px solid #ea580c', margin: '0 0 16px', padding: '4px 12px' }}>
					{quote}
				</blockquote>
			) : null}
			<EmailButton href={link}>{button}</EmailButton>
			<p>Si el botón no funciona, copia este enlace en tu navegador:</p>
			<p style={{ wordBreak: 'break-all' }}>{link}</p>
		</>,
	)
	const text = renderText([`Hola, ${name}:`, '', lead, ...(quote ? [quote] : []), '', link])
	return { subject, html, text }
}
