import { type FieldMetadata } from '@conform-to/react'
import { useFetcher } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { ErrorList, Field } from '#app/components/ui/forms.tsx'

export type PlaceOption = { id: number; code: string; placeName: string; province: string }

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
				<button type="submit" name="intent" value="find-place" formNoValidate className="button button--ghost">
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
