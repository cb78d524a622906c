import { EmailButton, renderEmail, renderText } from '../layout.server.tsx'

/** An admin cancelled a pending bank-transfer order: the craftsman must not send (more) money for it. */
export function orderCancelledEmail({
	name,
	planName,
	paymentId,
	reason,
	link,
}: {
	name: string
	planName: string
	paymentId: string
	reason: string
	link: string
}) {
	const subject = `Hemos cancelado tu pedido del plan ${planName}`
	const lead = `Hemos cancelado tu pedido del plan ${planName} (referencia ${paymentId}).`
	const why = `Motivo: ${reason}`
	const next =
		'No hagas ninguna transferencia con esa referencia. Si ya la hiciste o crees que es un error, responde a este correo.'
	const html = renderEmail(
		subject,
		<>
			<p>Hola, {name}:</p>
			<p>{lead}</p>
			<p>{why}</p>
			<p>{next}</p>
			<EmailButton href={link}>Ver los planes</EmailButton>
			<p>Si el botón no funciona, copia este enlace en tu navegador:</p>
			<p style={{ wordBreak: 'break-all' }}>{link}</p>
		</>,
	)
	const text = renderText([`Hola, ${name}:`, '', lead, why, '', next, '', 'Ver los planes:', link])
	return { subject, html, text }
}
