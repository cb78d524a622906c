import { EmailButton, renderEmail, renderText } from '../layout.server.tsx'

export type PaymentInstructions = {
	name: string
	planName: string
	duration: string
	amount: string
	paymentId: string
	bankName: string
	iban: string
	bic: string
	link: string
}

const cell = { padding: '4px 12px 4px 0', verticalAlign: 'top' } as const

/** The bank-transfer instructions of a plan order (spec 000 §2: payment id, amount, bank details). */
export function paymentInstructionsMessage(data: PaymentInstructions) {
	const subject = `Instrucciones de pago de tu plan ${data.planName}`
	const rows: Array<[string, string]> = [
		['Plan', `${data.planName} (${data.duration})`],
		['Importe', data.amount],
		['Concepto / referencia', data.paymentId],
		['Banco', data.bankName],
		['IBAN', data.iban],
		['BIC/SWIFT', data.bic],
	]
	const html = renderEmail(
		subject,
		<>
			<p>Hola, {data.name}:</p>
			<p>Hemos recibido tu pedido. Para activar tu plan, haz una transferencia bancaria con estos datos:</p>
			<table role="presentation" style={{ borderCollapse: 'collapse', margin: '16px 0' }}>
				<tbody>
					{rows.map(([label, value]) => (
						<tr key={label}>
							<td style={cell}>{label}</td>
							<td style={{ ...cell, fontWeight: 700 }}>{value}</td>
						</tr>
					))}
				</tbody>
			</table>
			<p>
				Escribe la referencia <strong>{data.paymentId}</strong> en el concepto de la transferencia: así sabremos que el
				pago es tuyo.
			</p>
			<p>Activaremos tu plan en cuanto recibamos el pago y te avisaremos.</p>
			<EmailButton href={data.link}>Ver el pedido</EmailButton>
		</>,
	)
	const text = renderText([
		`Hola, ${data.name}:`,
		'',
		'Hemos recibido tu pedido. Para activar tu plan, haz una transferencia bancaria con estos datos:',
		'',
		...rows.map(([label, value]) => `${label}: ${value}`),
		'',
		`Escribe la referencia ${data.paymentId} en el concepto de la transferencia: así sabremos que el pago es tuyo.`,
		'Activaremos tu plan en cuanto recibamos el pago y te avisaremos.',
		'',
		`Ver el pedido: ${data.link}`,
	])
	return { subject, html, text }
}
