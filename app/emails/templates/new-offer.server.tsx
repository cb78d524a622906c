import { EmailButton, renderEmail, renderText } from '../layout.server.tsx'

export function newOfferEmail({
	name,
	companyName,
	jobTitle,
	price,
	link,
}: {
	name: string
	companyName: string
	jobTitle: string
	price: string
	link: string
}) {
	return offerEmail({
		name,
		link,
		subject: `Nueva oferta para «${jobTitle}»`,
		lead: `${companyName} te ha enviado una oferta de ${price} para tu trabajo «${jobTitle}».`,
		lines: [],
	})
}

/** Several offers of one burst in one email (offer-email.server.ts). */
export function newOffersEmail({
	name,
	jobTitle,
	offers,
	link,
}: {
	name: string
	jobTitle: string
	offers: Array<{ companyName: string; price: string }>
	link: string
}) {
	return offerEmail({
		name,
		link,
		subject: `${offers.length} ofertas nuevas para «${jobTitle}»`,
		lead: `Has recibido ${offers.length} ofertas nuevas para tu trabajo «${jobTitle}»:`,
		lines: offers.map((offer) => `${offer.companyName}: ${offer.price}`),
	})
}

/** The one body of both: greeting, lead, the offers listed (if any), the button and its link. */
function offerEmail({
	name,
	link,
	subject,
	lead,
	lines,
}: {
	name: string
	link: string
	subject: string
	lead: string
	lines: string[]
}) {
	const html = renderEmail(
		subject,
		<>
			<p>Hola, {name}:</p>
			<p>{lead}</p>
			{lines.length > 0 && (
				<ul>
					{lines.map((line, index) => (
						<li key={index}>{line}</li>
					))}
				</ul>
			)}
			<EmailButton href={link}>Ver mis ofertas</EmailButton>
			<p>Si el botón no funciona, copia este enlace en tu navegador:</p>
			<p style={{ wordBreak: 'break-all' }}>{link}</p>
			<p>Compara las ofertas y escribe al profesional desde tu panel antes de decidir.</p>
		</>,
	)
	const text = renderText([
		`Hola, ${name}:`,
		'',
		lead,
		...lines.map((line) => `- ${line}`),
		'',
		'Ver mis ofertas:',
		link,
		'',
		'Compara las ofertas y escribe al profesional desde tu panel antes de decidir.',
	])
	return { subject, html, text }
}
