import { useNavigation } from '@remix-run/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { MAX_TOASTS, type Toast } from '#app/lib/toast.ts'

// Spec 000 §9: success 2 s, error and others 4 s, loading until replaced; at most 20 stacked.
// Without JavaScript the messages stay until their «×» (a label for a checkbox that hides the toast
// in CSS); the stack sits at the bottom, never over the navigation.
const DURATION = { success: 2000, error: 4000, info: 4000 } as const
const SENDING: Toast = { type: 'loading', text: 'Enviando…' }

type Shown = Toast & { id: number }

/**
 * The stack of toasts: those the page brought (after a redirect), and, while a form is being sent
 * with JavaScript, a loading toast that the answer replaces (with its own toasts, or none).
 */
export function Toaster({ toasts }: { toasts: Toast[] | null }) {
	const nextId = useRef(0)
	const label = useCallback((toast: Toast) => ({ ...toast, id: nextId.current++ }), [])
	const [shown, setShown] = useState<Shown[]>(() => (toasts ?? []).map(label))
	const initial = useRef(toasts)
	const submitting = useNavigation().state === 'submitting'

	useEffect(() => {
		if (toasts === initial.current || !toasts?.length) return
		setShown((current) => [...current.filter((t) => t.type !== 'loading'), ...toasts.map(label)].slice(-MAX_TOASTS))
	}, [toasts, label])
	useEffect(() => {
		setShown((current) =>
			submitting
				? [...current, label(SENDING)].slice(-MAX_TOASTS)
				: current.some((t) => t.type === 'loading')
					? current.filter((t) => t.type !== 'loading')
					: current,
		)
	}, [submitting, label])
	const dismiss = useCallback((id: number) => setShown((current) => current.filter((t) => t.id !== id)), [])
	const stack = useRef<HTMLDivElement>(null)
	const showing = shown.length > 0
	// the page keeps room for the stack at its end, so what is under it (the last button, the
	// footer) can always be scrolled above it, and a focused field scrolls clear of it
	useEffect(() => {
		const node = stack.current
		if (!showing || !node) return
		const root = document.documentElement
		const reserve = () => root.style.setProperty('--toasts-space', `${node.offsetHeight + 16}px`)
		reserve()
		const observer = new ResizeObserver(reserve)
		observer.observe(node)
		return () => {
			observer.disconnect()
			root.style.removeProperty('--toasts-space')
		}
	}, [showing])

	if (!showing) return null
	return (
		<div className="toasts" ref={stack}>
			{shown.map((toast) => (
				<ToastItem key={toast.id} toast={toast} onDone={dismiss} />
			))}
		</div>
	)
}

function ToastItem({ toast, onDone }: { toast: Shown; onDone: (id: number) => void }) {
	const { id, type } = toast
	useEffect(() => {
		if (type === 'loading') return
		const timer = setTimeout(() => onDone(id), DURATION[type])
		return () => clearTimeout(timer)
	}, [id, type, onDone])
	const dismissId = `toast-dismiss-${id}`
	return (
		<>
			<input type="checkbox" id={dismissId} className="toast-dismiss" tabIndex={-1} aria-hidden="true" />
			<div
				className={`toast toast--${type}`}
				role={type === 'error' ? 'alert' : 'status'}
				aria-busy={type === 'loading'}
			>
				<span>{toast.text}</span>
				{type === 'loading' ? null : (
					<label htmlFor={dismissId} className="toast__close" onClick={() => onDone(id)}>
						<span aria-hidden="true">×</span>
						<span className="visually-hidden">Cerrar aviso</span>
					</label>
				)}
			</div>
		</>
	)
}
