import { useRevalidator } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { isHydrated } from '#app/lib/page-scripts.ts'
import { PHONE_PHOTO_LIMIT_HINT } from '#app/models/uploads/limits.ts'

type Item = {
	key: number
	name: string
	preview: string | null
	progress: number
	// done: stored; its preview stays until the page's list, reloaded, shows the photo instead
	state: 'waiting' | 'sending' | 'done' | 'error'
	error?: string
	cancel?: () => void
}

let nextKey = 1

/**
 * A file input with our own «Elegir …» button (the browser's own says «Choose files» or «Ningún
 * archivo…» in its language). Without JavaScript it is a plain input of the page's form. With it
 * (slow connections) each picked photo is checked, resized and re-encoded in the
 * browser, then sent alone to `uploadUrl` with a preview, a progress bar and «Cancelar»; the
 * page's loader then shows it among the uploaded ones.
 */
export function FilePicker({
	id,
	name,
	label,
	buttonText,
	uploadUrl,
}: {
	id: string
	name: string
	label: string
	buttonText: string
	uploadUrl: string
}) {
	// mounted after hydration (a client navigation, FormOnFirstUse's swap): the JavaScript version at once
	const [hydrated, setHydrated] = useState(isHydrated)
	const [items, setItems] = useState<Item[]>([])
	const queue = useRef<Array<{ key: number; file: File }>>([])
	const busy = useRef(false)
	const revalidator = useRevalidator()
	useEffect(() => setHydrated(true), [])
	// the page's list is reloaded after each upload: when that reload ends, it shows every photo
	// stored before it started (a newer revalidate() restarts it), so their previews can go. Until
	// then they stay: on a slow line the reload takes seconds, and a big photo's preview vanished.
	const previousState = useRef(revalidator.state)
	useEffect(() => {
		if (previousState.current === 'loading' && revalidator.state === 'idle')
			setItems((all) => all.filter((item) => item.state !== 'done'))
		previousState.current = revalidator.state
	}, [revalidator.state])

	const update = (key: number, patch: Partial<Item>) =>
		setItems((all) => all.map((item) => (item.key === key ? { ...item, ...patch } : item)))
	const remove = (key: number) => setItems((all) => all.filter((item) => item.key !== key))

	// one file at a time: the drafts are updated per request, and a slow line gains nothing from parallel sends
	async function drain() {
		if (busy.current) return
		busy.current = true
		const { prepareImage, sendFile } = await import('./prepare-upload.client.ts')
		for (let next = queue.current.shift(); next; next = queue.current.shift()) {
			const { key, file } = next
			try {
				const blob = await prepareImage(file)
				const sending = sendFile({
					url: uploadUrl,
					field: name,
					file: blob,
					name: file.name,
					onProgress: (progress) => update(key, { progress }),
				})
				update(key, { state: 'sending', cancel: sending.cancel })
				const error = await sending.done
				if (error === 'cancelled') remove(key)
				else if (error) update(key, { state: 'error', error, cancel: undefined })
				else {
					update(key, { state: 'done', progress: 1, cancel: undefined })
					revalidator.revalidate()
				}
			} catch (error) {
				update(key, { state: 'error', error: error instanceof Error ? error.message : String(error) })
			}
		}
		busy.current = false
	}

	function pick(input: HTMLInputElement) {
		const files = [...(input.files ?? [])]
		input.value = '' // sent here, not again with the page's form
		const added = files.map((file) => ({
			key: nextKey++,
			name: file.name,
			preview: file.type.startsWith('image/') ? URL.createObjectURL(file) : null,
			progress: 0,
			state: 'waiting' as const,
		}))
		queue.current.push(...added.map((item, index) => ({ key: item.key, file: files[index]! })))
		setItems((all) => [...all, ...added])
		void drain()
	}

	function cancel(item: Item) {
		queue.current = queue.current.filter((queued) => queued.key !== item.key)
		if (item.cancel) item.cancel()
		else remove(item.key)
	}

	const hintId = `${id}-limite`
	return (
		<div className="field file-picker">
			<label htmlFor={id}>{label}</label>
			{/* said before choosing: with JavaScript any photo is shrunk here; without, the server takes up to 20 MB */}
			<p id={hintId} className="field__hint">
				{hydrated ? 'Las fotos grandes se reducen en tu móvil antes de subirlas.' : PHONE_PHOTO_LIMIT_HINT}
			</p>
			<input
				id={id}
				type="file"
				name={name}
				accept="image/*"
				multiple
				className="file-picker__input"
				// :valid marks a chosen file without JavaScript (the form is noValidate: nothing is enforced)
				required={!hydrated}
				aria-required="false"
				aria-describedby={hintId}
				onChange={hydrated ? (event) => pick(event.currentTarget) : undefined}
			/>
			<label htmlFor={id} className="button button--ghost file-picker__button" aria-hidden="true">
				{buttonText}
			</label>
			{hydrated ? null : (
				<span className="file-picker__chosen" aria-hidden="true">
					✓ Archivos elegidos
				</span>
			)}
			{items.length ? (
				<ul className="file-picker__items" aria-live="polite">
					{items.map((item) => (
						<li key={item.key} className="file-picker__item">
							{item.preview ? <img src={item.preview} alt="" width={64} height={48} /> : null}
							<span className="file-picker__name">{item.name}</span>
							{item.state === 'error' ? (
								<span className="field__errors" role="alert">
									{item.error}
								</span>
							) : item.state === 'done' ? (
								<span>Subida</span>
							) : (
								<progress max={1} value={item.progress} aria-label={`Subiendo ${item.name}`} />
							)}
							{item.state === 'done' ? null : (
								<button type="button" className="link-button" onClick={() => cancel(item)}>
									{item.state === 'error' ? 'Quitar' : 'Cancelar'}
								</button>
							)}
						</li>
					))}
				</ul>
			) : null}
		</div>
	)
}
