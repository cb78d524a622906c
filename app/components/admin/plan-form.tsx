import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { ErrorList, Field } from '#app/components/ui/forms.tsx'
import { PlanSchema } from '#app/models/subscriptions/plans-admin.schema.ts'

type Props = {
	id: string
	lastResult?: SubmissionResult<string[]> | null
	defaultValue?: { name: string; price: string; durationInDays: string }
	intent?: string
	submitLabel: string
	children?: React.ReactNode
}

/** Name, price in euros and days: the create form and the edit page share it. */
export function PlanForm({ id, lastResult, defaultValue, intent, submitLabel, children }: Props) {
	const [form, fields] = useForm({
		id,
		lastResult,
		defaultValue,
		constraint: getZodConstraint(PlanSchema),
		onValidate: ({ formData }) => parseWithZod(formData, { schema: PlanSchema }),
		// on input, not on blur: a blur revalidation removes the message while the pointer is on its way
		// to the button, the button moves up, and the click lands elsewhere
		shouldRevalidate: 'onInput',
	})
	return (
		<Form method="post" {...getFormProps(form)} className="stack admin-plan-form">
			{intent ? <input type="hidden" name="intent" value={intent} /> : null}
			<Field label="Nombre" field={fields.name} />
			<Field
				label="Precio (€)"
				field={fields.price}
				inputMode="decimal"
				hint="Por ejemplo 29,00. Los pedidos ya hechos conservan su importe."
			/>
			<Field label="Duración (días)" field={fields.durationInDays} type="number" min={1} step={1} />
			<ErrorList id={form.errorId} errors={form.errors} />
			<div className="button-row">
				<button type="submit" className="button">
					{submitLabel}
				</button>
				{children}
			</div>
		</Form>
	)
}
