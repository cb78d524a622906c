import { EmailButton, renderEmail, renderText } from '../layout.server.tsx'

export type PlanReminderText = { subject: string; lead: string; notification: string }

/** The three messages about a plan's end: 7 days, 1 day, ended. */
export function planReminderTexts(kind: 'days_7' | 'days_1' | 'expired', planName: string, endLabel: string) {
	if (kind === 'expired')
		return {
			subject: `Tu plan ${planName} ha terminado`,
			lead: `Tu plan ${planName} terminó el ${endLabel}. Para seguir enviando ofertas y mensajes, renueva tu suscripción.`,
			notification: `Tu plan ${planName} ha terminado. Renueva tu suscripción para seguir enviando ofertas.`,
		}
	const when = kind === 'days_1' ? 'mañana' : 'dentro de 7 días'
	return {
		subject: `Tu plan ${planName} termina ${when}`,
		lead: `Tu plan ${planName} termina ${when}, el ${endLabel}. Renuévalo para no dejar de recibir trabajos.`,
		notification: `Tu plan ${planName} termina ${when} (${endLabel}).`,
	}
}

export function planReminderEmail({ name, text, link }: { name: string; text: PlanReminderText; link: string }) {
	const html = renderEmail(
		text.subject,
		<>
			<p>Hola, {name}:</p>
			<p>{text.lead}</p>
			<EmailButton href={link}>Ver los planes</EmailButton>
			<p>Si el botón no funciona, copia este enlace en tu navegador:</p>
			<p style={{ wordBreak: 'break-all' }}>{link}</p>
		</>,
	)
	return {
		subject: text.subject,
		html,
		text: renderText([`Hola, ${name}:`, '', text.lead, '', 'Ver los planes:', link]),
	}
}

/** A bank-transfer order still unpaid after a few days. */
export function pendingOrderReminderEmail({
	name,
	planName,
	paymentId,
	amount,
	cancelDate,
	link,
}: {
	name: string
	planName: string
	paymentId: string
	amount: string
	cancelDate: string
	link: string
}) {
	const subject = `Seguimos esperando tu transferencia para el plan ${planName}`
	const lead = `Aún no hemos recibido la transferencia de ${amount} con la referencia ${paymentId}.`
	const next = `Si no la recibimos antes del ${cancelDate}, cancelaremos el pedido. Si ya la hiciste, no tienes que hacer nada.`
	const html = renderEmail(
		subject,
		<>
			<p>Hola, {name}:</p>
			<p>{lead}</p>
			<p>{next}</p>
			<EmailButton href={link}>Ver las instrucciones de pago</EmailButton>
			<p>Si el botón no funciona, copia este enlace en tu navegador:</p>
			<p style={{ wordBreak: 'break-all' }}>{link}</p>
		</>,
	)
	const text = renderText([`Hola, ${name}:`, '', lead, next, '', 'Instrucciones de pago:', link])
	return { subject, html, text }
}
