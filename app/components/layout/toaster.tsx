import { useEffect, useState } from 'react'
import { type Toast } from '#app/lib/toast.ts'

// Spec 000 §9: success 2 s, error and others 4 s. Without JavaScript the message simply stays.
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
		<div className={`toast toast--${visible.type}`} role={visible.type === 'error' ? 'alert' : 'status'}>
			{visible.text}
		</div>
	)
}
