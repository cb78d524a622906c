import { useRevalidator } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { isHydrated } from '#app/lib/page-scripts.ts'

type Item = {
	key: number
	name: string
	preview: string | null
	progress: number
	state: 'waiting' | 'sending' | 'error'
	error?: string
	cancel?: () => void
}

let nextKey = 1

/**
 * A file input with our own «Elegir …» button (the browser's own says «Choose files» or «Ningún
 * archivo…» in its language). Without JavaScript it is a plain input of the page's form. With it
 * (issue 16, slow connections) each picked photo is checked, resized and re-encoded in the
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
					remove(key)
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

	return (
		<div className="field file-picker">
			<label htmlFor={id}>{label}</label>
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
							) : (
								<progress max={1} value={item.progress} aria-label={`Subiendo ${item.name}`} />
							)}
							<button type="button" className="link-button" onClick={() => cancel(item)}>
								{item.state === 'error' ? 'Quitar' : 'Cancelar'}
							</button>
						</li>
					))}
				</ul>
			) : null}
		</div>
	)
}
