// The lead's «Mensaje para el cliente» form, live (zod, conform): loaded on first use by job-contact.tsx.
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { z } from 'zod'
import { ErrorList } from '#app/components/ui/error-list.tsx'
import { messageText } from '#app/models/conversations/conversations.schema.ts'

const MessageSchema = z.object({ text: messageText })

export function JobMessageForm({ lastResult, busy }: { lastResult?: SubmissionResult<string[]>; busy: boolean }) {
	const [form, fields] = useForm({
		id: 'enviar-mensaje',
		lastResult,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: MessageSchema }),
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
	})
	return (
		<Form method="post" {...getFormProps(form)} noValidate className="stack job-contact__form">
			<input type="hidden" name="intent" value="enviar-mensaje" />
			<div className="field">
				<label htmlFor={fields.text.id}>Mensaje para el cliente</label>
				<textarea
					id={fields.text.id}
					name={fields.text.name}
					rows={3}
					maxLength={2000}
					aria-invalid={fields.text.errors?.length ? true : undefined}
					aria-describedby={fields.text.errors?.length ? fields.text.errorId : undefined}
				/>
				<ErrorList id={fields.text.errorId} errors={fields.text.errors} />
			</div>
			<button type="submit" className="button button--ghost" disabled={busy}>
				Enviar mensaje
			</button>
		</Form>
	)
}
