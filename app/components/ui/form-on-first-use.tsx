import { type ComponentType, useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { isHydrated } from '#app/lib/page-scripts.ts'

type Load<P> = () => Promise<ComponentType<P>>

const loaded = new Map<Load<never>, ComponentType<never>>()

async function loadOnce<P>(load: Load<P>) {
	const component = await load()
	loaded.set(load as Load<never>, component as ComponentType<never>)
	return component
}

/** Loads a form ahead of time, once: on first use of the page before it, or with a client navigation's data. */
export async function preloadForm<P>(load: Load<P>) {
	if (!loaded.has(load as Load<never>)) await loadOnce(load)
}

/**
 * A full-page form whose live version (zod, conform: ~40 kB gzip) loads on first use.
 *
 * The server renders the form itself, so without JavaScript it is the same plain form as ever.
 * In the browser, hydration keeps the server's HTML as it is (an element with
 * `dangerouslySetInnerHTML` is not hydrated inside) and downloads nothing more. The first
 * pointerdown, focus or input inside it loads the live form; once loaded (and no pointer is down,
 * no file chooser open) the live form replaces the server's HTML in one synchronous render, and
 * what the visitor did meanwhile is carried over: typed values, choices and picked files (replayed
 * as input, so the live form's state sees them), then the focus and the caret. The live form's
 * first render is the server's HTML (that is what hydration used to check), so nothing moves.
 * Until the swap, a submit is a plain form post, as without JavaScript.
 *
 * Mounted by a client navigation (no server HTML to keep), it loads the live form at once.
 */
export function FormOnFirstUse<P extends object>({
	server,
	load,
	props,
}: {
	/** the form, given only on the server: `import.meta.env.SSR ? Form : null` keeps it out of the browser's bundle */
	server: ComponentType<P> | null
	/** the same form, imported on first use */
	load: Load<P>
	props: P
}) {
	const host = useRef<HTMLDivElement>(null)
	const [Live, setLive] = useState<ComponentType<P> | null>(
		() => server ?? (loaded.get(load as Load<never>) as ComponentType<P> | undefined) ?? null,
	)
	const [keepServerHtml] = useState(() => !Live && !isHydrated())

	useEffect(() => {
		if (Live) return
		if (!keepServerHtml) {
			void loadOnce(load).then((component) => setLive(() => component))
			return
		}
		const node = host.current!
		// a server answer with errors: what useRevealFirstError does once the live form is there
		// (imported then: most pages come without errors, and every byte of a first visit counts)
		const firstError = node.querySelector('.field__errors')?.closest('form')
		if (firstError) void import('./reveal-first-error.ts').then((module) => module.revealFirstError(firstError))

		let component: ComponentType<P> | null = null
		let wanted = false
		let done = false
		let pointerDown = false
		let chooser: HTMLInputElement | null = null
		const trySwap = () => {
			if (done || !wanted || !component || pointerDown || chooser) return
			done = true
			swapIn(
				node,
				() => flushSync(() => setLive(() => component)),
				() => host.current,
			)
		}
		const want = () => {
			if (!wanted)
				void loadOnce(load).then((loadedComponent) => {
					component = loadedComponent
					trySwap()
				})
			wanted = true
			trySwap()
		}
		const onPointerDown = () => {
			pointerDown = true
			want()
		}
		// after the click that follows (a click on a removed button would be lost)
		const onPointerUp = () =>
			setTimeout(() => {
				pointerDown = false
				trySwap()
			})
		const onClick = (event: Event) => {
			const input = event.target
			if (!(input instanceof HTMLInputElement) || input.type !== 'file') return
			chooser = input // its files are read once the chooser closes
			const closed = () => {
				chooser = null
				trySwap()
			}
			input.addEventListener('change', closed, { once: true })
			input.addEventListener('cancel', closed, { once: true })
		}
		const onSubmit = () => (done = true) // a plain post: the page is leaving
		// one signal removes every listener below when the effect ends
		const listening = new AbortController()
		const options = { signal: listening.signal }
		node.addEventListener('pointerdown', onPointerDown, options)
		window.addEventListener('pointerup', onPointerUp, options)
		window.addEventListener('pointercancel', onPointerUp, options)
		node.addEventListener('click', onClick, options)
		node.addEventListener('focusin', want, options)
		node.addEventListener('input', want, options)
		node.addEventListener('submit', onSubmit, options)
		if (node.contains(document.activeElement)) want() // focused and typed into before hydration
		return () => {
			done = true
			listening.abort()
		}
	}, [Live, keepServerHtml, load])

	if (Live) {
		return (
			<div key="live" ref={host} className="form-host">
				<Live {...props} />
			</div>
		)
	}
	return keepServerHtml ? (
		<div
			key="server"
			ref={host}
			className="form-host"
			dangerouslySetInnerHTML={{ __html: '' }}
			suppressHydrationWarning
		/>
	) : (
		<div key="loading" ref={host} className="form-host" />
	)
}

/**
 * A form component whose live version loads on first use: `server` is the form itself, given only
 * on the server (`import.meta.env.SSR ? Form : null`), `load` imports the same form. Pages then use
 * it as they used the form, and zod/conform stay out of their first download.
 */
export function formOnFirstUse<P extends object>(server: ComponentType<P> | null, load: Load<P>) {
	function LazyForm(props: P) {
		return <FormOnFirstUse server={server} load={load} props={props} />
	}
	return Object.assign(LazyForm, { preload: () => preloadForm(load) })
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement
const controlsOf = (node: HTMLElement | null) =>
	node ? [...node.querySelectorAll<Control>('input, select, textarea')] : []

/** Renders the live form in place of the server's, carrying over values, focus, caret and scroll. */
function swapIn(node: HTMLElement, render: () => void, liveNode: () => HTMLElement | null) {
	const before = controlsOf(node)
	const active = document.activeElement
	const focused = before.findIndex((control) => control === active)
	const caret = focused >= 0 ? selectionOf(before[focused]!) : null
	const scroll = [window.scrollX, window.scrollY] as const
	render()
	const after = controlsOf(liveNode())
	before.forEach((old, index) => {
		const live = after[index]
		if (live && live.name === old.name && live.type === old.type) replay(old, live)
	})
	const target = after[focused]
	if (target) {
		target.focus({ preventScroll: true })
		if (caret) {
			try {
				;(target as HTMLInputElement).setSelectionRange(caret[0], caret[1])
			} catch {
				// email and number inputs have no caret to set
			}
		}
	}
	window.scrollTo(scroll[0], scroll[1])
}

function selectionOf(control: Control) {
	try {
		const { selectionStart, selectionEnd } = control as HTMLInputElement
		return selectionStart === null || selectionEnd === null ? null : ([selectionStart, selectionEnd] as const)
	} catch {
		return null
	}
}

/** What the visitor did to `old`, done again to `live` as input, so its handlers run. */
function replay(old: Control, live: Control) {
	if (old.type === 'hidden') return
	if (old instanceof HTMLInputElement && live instanceof HTMLInputElement) {
		if (old.type === 'file') {
			if (old.files?.length) {
				live.files = old.files
				live.dispatchEvent(new Event('change', { bubbles: true }))
			}
			return
		}
		if (old.type === 'checkbox' || old.type === 'radio') {
			if (old.checked !== live.checked && (old.type === 'checkbox' || old.checked)) live.click()
			return
		}
	}
	if (old.value === live.value) return
	// the prototype's setter: React's own tracker then sees the change the event announces
	Object.getOwnPropertyDescriptor(Object.getPrototypeOf(live), 'value')?.set?.call(live, old.value)
	live.dispatchEvent(new Event(live instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
}
