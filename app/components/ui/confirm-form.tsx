import { Form } from '@remix-run/react'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'

/** The field that marks a post as confirmed; without it the server answers with a confirmation page. */
export const CONFIRMED = { name: 'confirmado', value: 'si' } as const

/**
 * A plain post form whose submit asks first (decisions that cannot be undone). With
 * JavaScript a dialog asks and its «Sí» button sends the form with `confirmado=si`; without it the
 * form posts unconfirmed and the server shows the same question on its own page. The intent travels
 * in a hidden field, since the button that finally submits is the dialog's.
 */
export function ConfirmForm({
	title,
	body,
	confirmLabel,
	className,
	children,
}: {
	title: string
	body: string
	confirmLabel: string
	className?: string
	children: ReactNode
}) {
	const dialog = useRef<HTMLDialogElement>(null)
	const [open, setOpen] = useState(false)
	const titleId = useId()
	useEffect(() => {
		if (open) dialog.current?.showModal()
		else dialog.current?.close()
	}, [open])
	return (
		<Form
			method="post"
			className={className}
			onSubmit={(event) => {
				const submitter = (event.nativeEvent as SubmitEvent).submitter
				if (submitter?.getAttribute('name') === CONFIRMED.name) return setOpen(false)
				event.preventDefault()
				setOpen(true)
			}}
		>
			{children}
			{/* the question exists only while asked: a page never reads twice (price, company) */}
			<dialog ref={dialog} className="modal confirm-dialog" aria-labelledby={titleId} onClose={() => setOpen(false)}>
				{open ? (
					<>
						<h2 id={titleId}>{title}</h2>
						<p>{body}</p>
						<div className="button-row">
							<button type="submit" name={CONFIRMED.name} value={CONFIRMED.value} className="button">
								{confirmLabel}
							</button>
							<button type="button" className="button button--ghost" onClick={() => setOpen(false)}>
								No, volver
							</button>
						</div>
					</>
				) : null}
			</dialog>
		</Form>
	)
}
