import { EmailButton, renderEmail, renderText } from '../layout.server.tsx'

/** To a bidder whose offer did not win: what happened and, if the client said, why. */
export function bidderOutcomeEmail({ name, outcome, link }: { name: string; outcome: string; link: string }) {
	const subject = 'Tu oferta no ha sido elegida'
	const closing = 'Gracias por tu oferta. Seguimos avisándote de los trabajos nuevos de tu zona.'
	const html = renderEmail(
		subject,
		<>
			<p>Hola, {name}:</p>
			<p>{outcome}.</p>
			<EmailButton href={link}>Ver mis ofertas</EmailButton>
			<p>Si el botón no funciona, copia este enlace en tu navegador:</p>
			<p style={{ wordBreak: 'break-all' }}>{link}</p>
			<p>{closing}</p>
		</>,
	)
	const text = renderText([`Hola, ${name}:`, '', `${outcome}.`, '', 'Ver mis ofertas:', link, '', closing])
	return { subject, html, text }
}

/** To a client with offers and no decision after 30 days. */
export function decideJobEmail({
	name,
	jobTitle,
	offers,
	closesOn,
	link,
}: {
	name: string
	jobTitle: string
	offers: number
	closesOn: string
	link: string
}) {
	const subject = `¿Has decidido sobre «${jobTitle}»?`
	const lead = `Tu trabajo «${jobTitle}» tiene ${offers} ${offers === 1 ? 'oferta' : 'ofertas'} esperando respuesta. Acepta una o cierra el trabajo: los profesionales quieren saberlo. Si no decides, lo cerraremos el ${closesOn}.`
	const html = renderEmail(
		subject,
		<>
			<p>Hola, {name}:</p>
			<p>{lead}</p>
			<EmailButton href={link}>Ver mis trabajos</EmailButton>
			<p>Si el botón no funciona, copia este enlace en tu navegador:</p>
			<p style={{ wordBreak: 'break-all' }}>{link}</p>
		</>,
	)
	const text = renderText([`Hola, ${name}:`, '', lead, '', 'Ver mis trabajos:', link])
	return { subject, html, text }
}
