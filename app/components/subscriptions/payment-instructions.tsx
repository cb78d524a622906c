import { CopyValue } from '#app/components/ui/copy-value.tsx'

export type InstructionsData = {
	planName: string
	duration: string
	amount: string
	paymentId: string
	bankName: string
	iban: string
	bic: string
}

/** The bank-transfer instructions (spec 000 §2): payment id, amount and the bank from configuration. */
export function PaymentInstructions({ data }: { data: InstructionsData }) {
	return (
		<div className="payment-instructions stack">
			<p>
				Para activar tu plan, haz una transferencia bancaria con estos datos. Escribe la referencia en el concepto: así
				sabremos que el pago es tuyo.
			</p>
			<dl className="payment-instructions__list">
				<div>
					<dt>Referencia (concepto)</dt>
					<dd className="payment-instructions__reference">
						<CopyValue value={data.paymentId} label="la referencia" testId="payment-id" />
					</dd>
				</div>
				<div>
					<dt>Importe</dt>
					<dd>{data.amount}</dd>
				</div>
				<div>
					<dt>Plan</dt>
					<dd>
						{data.planName} ({data.duration})
					</dd>
				</div>
				<div>
					<dt>Banco</dt>
					<dd>{data.bankName}</dd>
				</div>
				<div>
					<dt>IBAN</dt>
					<dd className="payment-instructions__code">
						{/* shown in groups of four, copied without spaces (banking apps take either) */}
						<CopyValue value={data.iban} copyText={data.iban.replace(/\s/g, '')} label="el IBAN" />
					</dd>
				</div>
				<div>
					<dt>BIC/SWIFT</dt>
					<dd className="payment-instructions__code">{data.bic}</dd>
				</div>
			</dl>
			<p className="card__meta">
				Activaremos tu plan en cuanto recibamos el pago y te avisaremos. También te hemos enviado estos datos por
				correo.
			</p>
		</div>
	)
}
