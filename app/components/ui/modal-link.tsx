import { Link } from '@remix-run/react'
import { type ReactNode, useEffect, useRef, useState } from 'react'

/**
 * A link that opens its page's content in a modal when JavaScript runs, and is a plain link to
 * that page when it does not.
 */
export function ModalLink({
	to,
	label,
	title,
	className,
	children,
}: {
	to: string
	label: ReactNode
	title: string
	className?: string
	children: ReactNode
}) {
	const ref = useRef<HTMLDialogElement>(null)
	const [open, setOpen] = useState(false)
	useEffect(() => {
		if (open) ref.current?.showModal()
		else ref.current?.close()
	}, [open])
	return (
		<>
			<Link
				to={to}
				className={className}
				onClick={(event) => {
					event.preventDefault()
					setOpen(true)
				}}
			>
				{label}
			</Link>
			<dialog ref={ref} className="modal" aria-label={title} onClose={() => setOpen(false)}>
				<div className="modal__header">
					<h2>{title}</h2>
					<button type="button" className="modal__close" onClick={() => setOpen(false)} aria-label="Cerrar">
						×
					</button>
				</div>
				{open ? children : null}
			</dialog>
		</>
	)
}
