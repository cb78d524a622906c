import { getFormProps, getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { ErrorList } from '#app/components/ui/forms.tsx'
import { ReplySchema } from '#app/models/conversations/reply.schema.ts'

/** The chat box: a plain form posting to the conversation page, emptied after a message is sent. */
export function ReplyForm({
	action,
	clientKey,
	lastResult,
}: {
	action: string
	/** new for every message (the page's loader makes one): a resent form stores one message */
	clientKey?: string
	lastResult?: SubmissionResult<string[]>
}) {
	const [form, fields] = useForm({
		id: 'responder',
		lastResult,
		constraint: getZodConstraint(ReplySchema),
		onValidate: ({ formData }) => parseWithZod(formData, { schema: ReplySchema }),
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	const navigation = useNavigation()
	const formRef = useRef<HTMLFormElement>(null)
	const pending = useRef(false)
	const submitting = navigation.state === 'submitting' && navigation.formAction === action
	useEffect(() => {
		if (submitting) pending.current = true
		else if (pending.current && navigation.state === 'idle') {
			pending.current = false
			// no errors: the action redirected back here, the message is stored
			if (!lastResult?.error) formRef.current?.reset()
		}
	}, [navigation.state, submitting, lastResult])
	return (
		<Form method="post" action={action} {...getFormProps(form)} ref={formRef} className="chat-reply">
			{clientKey ? <input type="hidden" name="clientKey" value={clientKey} /> : null}
			<label htmlFor={fields.message.id} className="visually-hidden">
				Escribe tu mensaje
			</label>
			<textarea
				{...getTextareaProps(fields.message, { ariaAttributes: false })}
				key={fields.message.key}
				rows={2}
				placeholder="Escribe tu mensaje…"
				aria-invalid={fields.message.errors?.length ? true : undefined}
				aria-describedby={fields.message.errors?.length ? fields.message.errorId : undefined}
			/>
			<button type="submit" className="button" disabled={submitting}>
				Enviar
			</button>
			<ErrorList id={fields.message.errorId} errors={fields.message.errors} />
		</Form>
	)
}
