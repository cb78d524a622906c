import { useEffect, useState } from 'react'
import { type Toast } from '#app/lib/toast.ts'

// Spec 000 §9: success 2 s, error and others 4 s. Without JavaScript the message stays until
// «Cerrar» (a label for a checkbox that hides it in CSS, issue 16); it sits at the bottom, never
// over the navigation.
const DURATION = { success: 2000, error: 4000, info: 4000 } as const

export function Toaster({ toast }: { toast: Toast | null }) {
	const [visible, setVisible] = useState<Toast | null>(toast)
	useEffect(() => {
		setVisible(toast)
		if (!toast) return
		const timer = setTimeout(() => setVisible(null), DURATION[toast.type])
		return () => clearTimeout(timer)
	}, [toast])
	if (!visible) return null
	return (
		<>
			<input type="checkbox" id="toast-dismiss" className="toast-dismiss" tabIndex={-1} aria-hidden="true" />
			<div className={`toast toast--${visible.type}`} role={visible.type === 'error' ? 'alert' : 'status'}>
				<span>{visible.text}</span>
				<label htmlFor="toast-dismiss" className="toast__close" onClick={() => setVisible(null)}>
					<span aria-hidden="true">×</span>
					<span className="visually-hidden">Cerrar aviso</span>
				</label>
			</div>
		</>
	)
}
