// The offer form of the job detail. A single price, or lines (concept, quantity, unit,
// unit price) with the VAT rate, dates, duration and what is included. «Añadir línea» and «Quitar»
// are conform list intents: plain submit buttons, so the form grows without JavaScript too.
import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { ErrorList, Field, TextareaField } from '#app/components/ui/forms.tsx'
import { OFFER_LIMITS, OFFER_UNITS } from '#app/models/offers/offer-details.schema.ts'
import { formatCents } from '#app/lib/format.ts'
import { offerTotals, toCents, VAT_RATES, type VatRate } from '#app/models/offers/offer-totals.ts'
import { OfferFormSchema } from '#app/models/offers/offers.schema.ts'
import { itemKindLabel, OFFER_ITEM_KINDS, UPFRONT_WARNING_PERCENT } from '#app/models/offers/quote-rules.ts'

export const VAT_LABELS: Record<VatRate, string> = {
	21: '21 % (general)',
	10: '10 % (reparación de vivienda: materiales ≤ 40 % de la base)',
}

const number = (value: unknown) => Number(String(value ?? '').replace(',', '.'))

/** With JavaScript, the total as the craftsman types (the server computes it again). */
function previewTotal(value: Record<string, unknown> | undefined) {
	const items = (Array.isArray(value?.items) ? value.items : []) as Array<Record<string, unknown>>
	if (!items.length) return null
	const lines = items.map((item) => ({
		quantity: number(item.quantity),
		unitPriceCents: toCents(number(item.unitPrice)),
	}))
	if (lines.some((line) => !Number.isFinite(line.quantity) || !Number.isFinite(line.unitPriceCents))) return null
	return offerTotals({ items: lines, vatRate: (number(value?.vatRate) || 21) as VatRate })
}

export function OfferForm({ lastResult, busy }: { lastResult?: SubmissionResult<string[]>; busy: boolean }) {
	const [form, fields] = useForm({
		id: 'enviar-oferta',
		lastResult,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: OfferFormSchema }),
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		defaultValue: { vatRate: '21' },
	})
	const items = fields.items.getFieldList()
	const preview = previewTotal(form.value)
	return (
		<Form method="post" {...getFormProps(form)} noValidate className="stack job-contact__form offer-form">
			<input type="hidden" name="intent" value="enviar-oferta" />
			<Field
				label="Precio de tu oferta (€)"
				field={fields.price}
				type="text"
				inputMode="decimal"
				autoComplete="off"
				hint="IVA incluido. Si desglosas la oferta en líneas, el total se calcula a partir de ellas."
			/>
			<fieldset className="offer-form__items stack">
				<legend>Desglose (opcional)</legend>
				{items.map((item, index) => {
					const line = item.getFieldset()
					return (
						<div key={item.key} className="offer-form__item" data-testid="linea-oferta">
							<Field label={`Concepto (línea ${index + 1})`} field={line.concept} maxLength={OFFER_LIMITS.concept} />
							<div className="field">
								<label htmlFor={line.kind.id}>Tipo</label>
								<select {...getSelectProps(line.kind)}>
									{OFFER_ITEM_KINDS.map((kind) => (
										<option key={kind} value={kind}>
											{itemKindLabel(kind)}
										</option>
									))}
								</select>
								<ErrorList id={line.kind.errorId} errors={line.kind.errors} />
							</div>
							<Field label="Cantidad" field={line.quantity} inputMode="decimal" autoComplete="off" />
							<div className="field">
								<label htmlFor={line.unit.id}>Unidad</label>
								<select {...getSelectProps(line.unit)}>
									{OFFER_UNITS.map((unit) => (
										<option key={unit} value={unit}>
											{unit}
										</option>
									))}
								</select>
								<ErrorList id={line.unit.errorId} errors={line.unit.errors} />
							</div>
							<Field label="Precio unidad (€)" field={line.unitPrice} inputMode="decimal" autoComplete="off" />
							<button
								{...form.remove.getButtonProps({ name: fields.items.name, index })}
								className="button button--ghost offer-form__remove"
								aria-label={`Quitar la línea ${index + 1}`}
							>
								Quitar
							</button>
						</div>
					)
				})}
				<ErrorList id={fields.items.errorId} errors={fields.items.errors} />
				{items.length < OFFER_LIMITS.items ? (
					<button
						{...form.insert.getButtonProps({ name: fields.items.name, defaultValue: { unit: 'ud', kind: 'labour' } })}
						className="button button--ghost"
					>
						Añadir línea
					</button>
				) : null}
			</fieldset>
			<div className="field">
				<label htmlFor={fields.vatRate.id}>IVA</label>
				<select {...getSelectProps(fields.vatRate)}>
					{VAT_RATES.map((rate) => (
						<option key={rate} value={rate}>
							{VAT_LABELS[rate]}
						</option>
					))}
				</select>
				<ErrorList id={fields.vatRate.errorId} errors={fields.vatRate.errors} />
			</div>
			{preview ? (
				<p className="offer-form__preview" aria-live="polite">
					Base {formatCents(preview.subtotalCents!)} + IVA {formatCents(preview.vatCents!)} ={' '}
					<strong>{formatCents(preview.totalCents)}</strong>
				</p>
			) : null}
			<div className="offer-form__row">
				<div className="field">
					<label htmlFor={fields.earliestStart.id}>Puedo empezar a partir del</label>
					<input {...getInputProps(fields.earliestStart, { type: 'date' })} />
					<ErrorList id={fields.earliestStart.errorId} errors={fields.earliestStart.errors} />
				</div>
				<Field label="Duración estimada (días)" field={fields.durationDays} inputMode="numeric" autoComplete="off" />
				<div className="field">
					<label htmlFor={fields.validUntil.id}>Oferta válida hasta</label>
					<input {...getInputProps(fields.validUntil, { type: 'date' })} />
					<ErrorList id={fields.validUntil.errorId} errors={fields.validUntil.errors} />
				</div>
			</div>
			<div className="offer-form__row">
				<Field
					label="Garantía (meses)"
					field={fields.guaranteeMonths}
					inputMode="numeric"
					autoComplete="off"
					hint="Obligatoria si desglosas la oferta; 0 si no das garantía."
				/>
				<Field
					label="Pago por adelantado (%)"
					field={fields.upfrontPercent}
					inputMode="numeric"
					autoComplete="off"
					hint={`Parte del total antes de empezar. Se aconseja no pasar del ${UPFRONT_WARNING_PERCENT} %.`}
				/>
			</div>
			<Field
				label="Número de registro industrial"
				field={fields.registryNumber}
				maxLength={OFFER_LIMITS.registryNumber}
				autoComplete="off"
				hint="Obligatorio en electricidad, fontanería, calefacción, climatización y aire acondicionado (REBT/RITE)."
			/>
			<TextareaField label="Qué incluye (opcional)" field={fields.included} rows={2} />
			<TextareaField label="Qué no incluye (opcional)" field={fields.excluded} rows={2} />
			<ErrorList id={form.errorId} errors={form.errors} />
			<button type="submit" className="button" disabled={busy}>
				Enviar oferta
			</button>
		</Form>
	)
}
