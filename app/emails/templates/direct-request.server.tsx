import { EmailButton, renderEmail, renderText } from '../layout.server.tsx'

/** A client asked this craftsman, by name, for a quote. */
export function directRequestEmail({
	name,
	jobTitle,
	placeName,
	openToOthers,
	link,
}: {
	name: string
	jobTitle: string
	placeName: string
	openToOthers: boolean
	link: string
}) {
	const subject = `Te han pedido presupuesto: «${jobTitle}»`
	const lead = `Un cliente te ha pedido presupuesto directamente a ti para «${jobTitle}» en ${placeName}.`
	const who = openToOthers
		? 'El cliente también lo muestra a otros profesionales: responde pronto.'
		: 'Solo tú ves este trabajo.'
	const html = renderEmail(
		subject,
		<>
			<p>Hola, {name}:</p>
			<p>{lead}</p>
			<p>{who}</p>
			<EmailButton href={link}>Ver el trabajo</EmailButton>
			<p>Si el botón no funciona, copia este enlace en tu navegador:</p>
			<p style={{ wordBreak: 'break-all' }}>{link}</p>
		</>,
	)
	const text = renderText([`Hola, ${name}:`, '', lead, who, '', 'Ver el trabajo:', link])
	return { subject, html, text }
}
