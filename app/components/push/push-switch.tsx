import { useFetcher } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'

type State = 'checking' | 'unsupported' | 'denied' | 'off' | 'on' | 'working'

const base64ToBytes = (value: string) => {
	const text = atob(value.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (value.length % 4)) % 4))
	return Uint8Array.from(text, (char) => char.charCodeAt(0))
}

/**
 * «Avisos en este móvil»: asks the browser for a push subscription only when the user taps the
 * switch (after the explanation beside it), and posts it to the page's action. With JavaScript
 * off the page says why this needs it (the browser hands a subscription only to a script).
 * `endpoints` are the user's devices on the server: a browser whose subscription belongs to
 * nobody here (the previous user of a shared phone signed out) shows «off», and turning it on
 * hands the same subscription to this user.
 */
export function PushSwitch({ publicKey, endpoints }: { publicKey: string; endpoints: string[] }) {
	const fetcher = useFetcher<{ error?: string }>()
	const [state, setState] = useState<State>('checking')
	const [problem, setProblem] = useState<string | null>(null)
	// The switch turns only once the server has the change: a reload right after the tap never
	// lists a device the switch says is off (or misses one it says is on).
	const [turningTo, setTurningTo] = useState<'on' | 'off' | null>(null)
	const sent = useRef(false)

	// the list's content, not its identity (each revalidation brings a new array)
	const known = endpoints.join('\n')
	useEffect(() => {
		if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
			setState('unsupported')
			return
		}
		if (Notification.permission === 'denied') {
			setState('denied')
			return
		}
		void navigator.serviceWorker.ready
			.then((registration) => registration.pushManager.getSubscription())
			.then((subscription) =>
				setState(subscription && known.split('\n').includes(subscription.endpoint) ? 'on' : 'off'),
			)
			.catch(() => setState('off'))
	}, [known])

	useEffect(() => {
		if (!turningTo) return
		if (fetcher.state !== 'idle') sent.current = true
		else if (sent.current) {
			sent.current = false
			setState(fetcher.data?.error ? (turningTo === 'on' ? 'off' : 'on') : turningTo)
			setTurningTo(null)
		}
	}, [fetcher.state, fetcher.data, turningTo])

	async function turnOn() {
		setState('working')
		setProblem(null)
		try {
			if ((await Notification.requestPermission()) !== 'granted') {
				setState('denied')
				return
			}
			const registration = await navigator.serviceWorker.ready
			const subscription = await registration.pushManager.subscribe({
				userVisibleOnly: true,
				applicationServerKey: base64ToBytes(publicKey),
			})
			setTurningTo('on')
			fetcher.submit({ intent: 'subscribe', subscription: JSON.stringify(subscription) }, { method: 'post' })
		} catch {
			setProblem('Tu navegador no ha podido activar los avisos. Prueba de nuevo o usa otro navegador.')
			setState('off')
		}
	}

	async function turnOff() {
		setState('working')
		setTurningTo('off')
		const registration = await navigator.serviceWorker.ready
		const subscription = await registration.pushManager.getSubscription()
		if (!subscription) {
			setTurningTo(null)
			return setState('off')
		}
		fetcher.submit({ intent: 'unsubscribe', endpoint: subscription.endpoint }, { method: 'post' })
		await subscription.unsubscribe()
	}

	if (state === 'checking') return null
	if (state === 'unsupported')
		return (
			<p className="notice">
				Este navegador no admite avisos. En el iPhone, añade primero Reformas a tu pantalla de inicio.
			</p>
		)
	if (state === 'denied')
		return (
			<p className="notice notice--error">
				Has bloqueado las notificaciones de Reformas en este navegador. Permítelas en los ajustes del sitio y vuelve
				aquí.
			</p>
		)
	// while working, it still says what the server has: on until an «off» is confirmed
	const on = state === 'on' || turningTo === 'off'
	return (
		<div className="stack">
			<button
				type="button"
				role="switch"
				aria-checked={on}
				className={on ? 'button' : 'button button--ghost'}
				disabled={state === 'working'}
				aria-busy={state === 'working'}
				onClick={() => void (on ? turnOff() : turnOn())}
			>
				{on ? 'Avisos activados en este móvil' : 'Activar avisos en este móvil'}
			</button>
			{problem || fetcher.data?.error ? (
				<p className="notice notice--error" role="alert">
					{problem ?? fetcher.data?.error}
				</p>
			) : null}
		</div>
	)
}
