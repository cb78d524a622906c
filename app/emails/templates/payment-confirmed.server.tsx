import { EmailButton, renderEmail, renderText } from '../layout.server.tsx'

export type PaymentConfirmed = {
	name: string
	planName: string
	endDate: string
	invoiceNumber: string
	total: string
	link: string
}

/** The plan is active; the invoice of the payment goes attached. */
export function paymentConfirmedMessage(data: PaymentConfirmed) {
	const subject = `Pago recibido: tu plan ${data.planName} está activo (factura ${data.invoiceNumber})`
	const lines = [
		`Hemos recibido tu pago de ${data.total}: tu plan ${data.planName} está activo hasta el ${data.endDate}.`,
		`Te adjuntamos la factura ${data.invoiceNumber}. También puedes descargarla cuando quieras desde «Pagos».`,
	]
	const html = renderEmail(
		subject,
		<>
			<p>Hola, {data.name}:</p>
			{lines.map((line) => (
				<p key={line}>{line}</p>
			))}
			<EmailButton href={data.link}>Ver mis pagos</EmailButton>
		</>,
	)
	const text = renderText([`Hola, ${data.name}:`, '', ...lines, '', `Ver mis pagos: ${data.link}`])
	return { subject, html, text }
}
