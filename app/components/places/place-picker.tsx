import { type FieldMetadata } from '@conform-to/react'
import { useFetcher } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { z } from 'zod'
import { ErrorList, Field } from '#app/components/ui/forms.tsx'

export type PlaceOption = { id: number; code: string; placeName: string; province: string }

/** The intent of the picker's «Buscar» button; the action's side is find-place.server.ts. */
export const FIND_PLACE = 'find-place'

/**
 * The schema a form validates with in the browser: none for «Buscar» (and the form's own
 * `skipIntents`, such as «Atrás»), which asks for the places and saves nothing.
 */
export function unlessFindingPlace<Schema extends z.ZodType>(
	formData: FormData,
	schema: Schema,
	skipIntents: string[] = [],
) {
	const intent = String(formData.get('intent'))
	return intent === FIND_PLACE || skipIntents.includes(intent) ? z.object({}) : schema
}

/**
 * Postal code and place. With JavaScript the places of the typed code appear as the user types
 * (500 ms debounce, spec 000 §7); without it, 'Buscar' asks the server for them.
 */
export function PlacePicker({
	zipField,
	placeField,
	zipLabel = 'Código postal',
	initialZip,
	initialPlaces,
	selectedId,
	maxLength = 5,
	onZipChange,
}: {
	zipField: FieldMetadata<unknown>
	placeField: FieldMetadata<unknown>
	zipLabel?: string
	initialZip: string
	initialPlaces: PlaceOption[]
	selectedId?: number | null
	maxLength?: number
	onZipChange?: (zip: string) => void
}) {
	const fetcher = useFetcher<{ places: PlaceOption[] }>()
	const [zip, setZip] = useState(initialZip)
	const timer = useRef<ReturnType<typeof setTimeout>>()
	useEffect(() => () => clearTimeout(timer.current), [])
	const places =
		fetcher.data && zip !== initialZip ? fetcher.data.places.filter((place) => place.code === zip) : initialPlaces
	return (
		<>
			<div className="inline-field">
				<Field
					label={zipLabel}
					field={zipField}
					inputMode="numeric"
					maxLength={maxLength}
					autoComplete="postal-code"
					onChange={(event) => {
						const value = event.currentTarget.value.trim()
						setZip(value)
						onZipChange?.(value)
						clearTimeout(timer.current)
						if (/^\d{5}$/.test(value))
							timer.current = setTimeout(() => fetcher.load(`/resources/lugares?q=${value}`), 500)
					}}
				/>
				<button type="submit" name="intent" value={FIND_PLACE} formNoValidate className="button button--ghost">
					Buscar
				</button>
			</div>
			<fieldset className="choices" aria-describedby={placeField.errorId}>
				<legend>Lugar</legend>
				{places.length ? (
					places.map((place) => (
						<label key={place.id} className="choice">
							<input
								type="radio"
								name={placeField.name}
								value={place.id}
								defaultChecked={selectedId === place.id || places.length === 1}
							/>{' '}
							{place.placeName} ({place.province})
						</label>
					))
				) : (
					<p className="field__hint">Escribe tu código postal para ver sus lugares.</p>
				)}
				<ErrorList id={placeField.errorId} errors={placeField.errors} />
			</fieldset>
		</>
	)
}
