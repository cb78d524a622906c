import { Form, useFetcher } from '@remix-run/react'
import { useEffect, useId, useRef, useState } from 'react'
import { type PlaceOption } from '#app/components/places/place-picker.tsx'
import { ErrorList } from '#app/components/ui/forms.tsx'

const INVALID_PLACE = 'Por favor, selecciona una ubicación válida'

/**
 * Where the visitor needs the trade: a postal code or a place name, with suggestions from
 * /resources/lugares (500 ms debounce, spec 000 §7). The form is a plain GET to
 * /encontraroficial/{slug}?city={place}, which resolves the place and shows the results.
 */
export function PlaceSearchDialog({
	service,
	onClose,
}: {
	service: { slug: string; name: string }
	onClose: () => void
}) {
	const dialog = useRef<HTMLDialogElement>(null)
	const fetcher = useFetcher<{ places: PlaceOption[] }>()
	const timer = useRef<ReturnType<typeof setTimeout>>()
	const [text, setText] = useState('')
	const [selected, setSelected] = useState<PlaceOption | null>(null)
	const [error, setError] = useState<string | null>(null)
	const id = useId()
	useEffect(() => {
		dialog.current?.showModal()
		return () => clearTimeout(timer.current)
	}, [])
	const places = text.trim().length >= 2 ? (fetcher.data?.places ?? []) : []
	return (
		<dialog ref={dialog} className="modal place-dialog" aria-labelledby={`${id}-title`} onClose={onClose}>
			<div className="modal__header">
				<h2 id={`${id}-title`}>
					<span aria-hidden="true">{'🔎'}</span> {service.name}: ¿dónde lo necesitas?
				</h2>
			</div>
			<Form
				method="get"
				action={`/encontraroficial/${service.slug}`}
				className="stack"
				onSubmit={(event) => {
					if (selected) return
					event.preventDefault()
					setError(INVALID_PLACE)
				}}
			>
				<div className="field">
					<label htmlFor={`${id}-text`}>Código postal o lugar</label>
					<input
						id={`${id}-text`}
						type="search"
						autoComplete="off"
						maxLength={60}
						value={text}
						aria-invalid={error ? true : undefined}
						aria-describedby={error ? `${id}-error` : undefined}
						onChange={(event) => {
							const value = event.currentTarget.value
							setText(value)
							setSelected(null)
							clearTimeout(timer.current)
							if (value.trim().length >= 2)
								timer.current = setTimeout(
									() => fetcher.load(`/resources/lugares?q=${encodeURIComponent(value.trim())}`),
									500,
								)
						}}
					/>
				</div>
				<fieldset className="choices place-dialog__options">
					<legend className="visually-hidden">Lugares</legend>
					{places.map((place) => (
						<label key={place.id} className="choice">
							<input
								type="radio"
								name="cp"
								value={place.code}
								checked={selected?.id === place.id}
								onChange={() => {
									setSelected(place)
									setError(null)
								}}
							/>
							{place.placeName} ({place.code}, {place.province})
						</label>
					))}
					{text.trim().length >= 2 && fetcher.state === 'idle' && fetcher.data && !places.length ? (
						<p className="field__hint">Ubicación no encontrada</p>
					) : null}
				</fieldset>
				{selected ? <input type="hidden" name="city" value={selected.placeName} /> : null}
				<ErrorList id={`${id}-error`} errors={error ? [error] : null} />
				<div className="button-row place-dialog__actions">
					<button type="button" className="button button--ghost" onClick={onClose}>
						Volver
					</button>
					<button type="submit" className="button">
						Buscar profesional
					</button>
				</div>
			</Form>
		</dialog>
	)
}
