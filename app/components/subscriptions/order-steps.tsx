import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { useState } from 'react'
import { ErrorList, Field } from '#app/components/ui/forms.tsx'
import { PAYMENT_METHOD_LABELS } from '#app/models/subscriptions/limits.ts'
import { OrderPlanFormSchema } from '#app/models/subscriptions/subscriptions.schema.ts'
import { LEGAL_NAME_MAX_LENGTH } from '#app/lib/tax-id.ts'
import { paths } from '#app/lib/paths.ts'

export const ORDER_PATH = paths.craftsmanOrder()

export type OrderPlan = {
	id: string
	name: string
	/** «29,00 € (IVA incluido)» (formatPlanPrice) */
	price: string
	duration: string
	/** the NIF/CIF on the craftsman's profile, prefilled in the summary (null before the first order) */
	buyerTaxId: string | null
	/** the name on that NIF/CIF for the invoice: the profile's, else the account's name and surnames */
	buyerLegalName: string
}

/**
 * Step 1: choose the method. A GET form to the order page, so it works without JavaScript; inside
 * the modal `onNext` keeps the craftsman in the dialog instead.
 */
export function MethodStep({ plan, onNext, returnTo }: { plan: OrderPlan; onNext?: () => void; returnTo?: string }) {
	return (
		<Form
			method="get"
			action={ORDER_PATH}
			className="stack"
			onSubmit={(event) => {
				if (!onNext) return
				event.preventDefault()
				onNext()
			}}
		>
			<p className="order-steps__step">Paso 1 de 2</p>
			<input type="hidden" name="plan" value={plan.id} />
			{returnTo ? <input type="hidden" name="volver" value={returnTo} /> : null}
			<fieldset className="choices">
				<legend>Elige el método de pago</legend>
				<label className="choice">
					<input type="radio" name="metodo" value="bank_transfer" defaultChecked required />{' '}
					{PAYMENT_METHOD_LABELS.bank_transfer}
				</label>
			</fieldset>
			<div className="button-row">
				<button type="submit" className="button">
					Siguiente
				</button>
			</div>
		</Form>
	)
}

/** Step 2: the summary and 'Confirmar', posting the order (the same action with or without JavaScript). */
export function SummaryStep({
	plan,
	lastResult,
	onBack,
	backHref,
	returnTo,
}: {
	plan: OrderPlan
	lastResult?: SubmissionResult<string[]> | null
	onBack?: () => void
	backHref?: string
	/** the job the order was started from: the answer goes back there */
	returnTo?: string
}) {
	const [form, fields] = useForm({
		id: `order-${plan.id}`,
		lastResult,
		defaultValue: { taxId: plan.buyerTaxId ?? '', legalName: plan.buyerLegalName },
		onValidate: ({ formData }) => parseWithZod(formData, { schema: OrderPlanFormSchema }),
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	return (
		<Form
			method="post"
			action={`${ORDER_PATH}?plan=${encodeURIComponent(plan.id)}&metodo=bank_transfer`}
			{...getFormProps(form)}
			className="stack"
		>
			<p className="order-steps__step">Paso 2 de 2</p>
			<h3 className="order-steps__title">Resumen del pedido</h3>
			<dl className="order-summary">
				<div>
					<dt>Plan</dt>
					<dd>
						{plan.name} ({plan.duration})
					</dd>
				</div>
				<div>
					<dt>Precio</dt>
					<dd>{plan.price}</dd>
				</div>
				<div>
					<dt>Método de pago</dt>
					<dd>{PAYMENT_METHOD_LABELS.bank_transfer}</dd>
				</div>
			</dl>
			<Field
				label="NIF o CIF de tu empresa"
				field={fields.taxId}
				autoComplete="off"
				autoCapitalize="characters"
				hint="Va en tu factura. Lo guardamos en tu perfil (Editar perfil → Empresa)."
			/>
			<Field
				label="Nombre o razón social"
				field={fields.legalName}
				autoComplete="organization"
				maxLength={LEGAL_NAME_MAX_LENGTH}
				hint="Como figura en ese NIF o CIF (tu nombre y apellidos si eres autónomo): la factura va a ese nombre, no al comercial."
			/>
			<input type="hidden" name="planId" value={plan.id} />
			<input type="hidden" name="paymentMethod" value="bank_transfer" />
			{returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
			<ErrorList id={form.errorId} errors={form.errors} />
			<div className="button-row">
				<button type="submit" className="button">
					Confirmar
				</button>
				{onBack ? (
					<button type="button" className="button button--ghost" onClick={onBack}>
						Atrás
					</button>
				) : backHref ? (
					<a className="button button--ghost" href={backHref}>
						Atrás
					</a>
				) : null}
			</div>
		</Form>
	)
}

/** Both steps in one dialog, for the modal opened with JavaScript (spec 000 §2 'Payment modal'). */
export function OrderDialogSteps({ plan, returnTo }: { plan: OrderPlan; returnTo?: string }) {
	const [step, setStep] = useState<1 | 2>(1)
	return step === 1 ? (
		<MethodStep plan={plan} onNext={() => setStep(2)} returnTo={returnTo} />
	) : (
		<SummaryStep plan={plan} onBack={() => setStep(1)} returnTo={returnTo} />
	)
}
