import { type FieldMetadata } from '@conform-to/react'
import { useFetcher } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { PlacePicker } from '#app/components/places/place-picker.tsx'
import { type WizardStepData } from './job-wizard-types.ts'

/** The wizard's last step: locked contact details for signed-in clients, then the place. */
export function PlaceStep({
	data,
	zipField,
	placeField,
}: {
	data: WizardStepData
	zipField: FieldMetadata<unknown>
	placeField: FieldMetadata<unknown>
}) {
	const [zip, setZip] = useState(data.zip)
	return (
		<>
			{data.user ? (
				<dl className="locked">
					<dt>Nombre</dt>
					<dd>{data.user.name}</dd>
					<dt>Correo electrónico</dt>
					<dd>{data.user.email}</dd>
				</dl>
			) : null}
			<PlacePicker
				zipField={zipField}
				placeField={placeField}
				initialZip={data.zip}
				initialPlaces={data.places}
				selectedId={data.postalCodeId}
				onZipChange={setZip}
			/>
			{data.user?.zip && zip && zip !== data.user.zip ? (
				<p className="notice">Estos cambios actualizarán la información del perfil</p>
			) : null}
			<PriceHint initial={data.priceHint ?? null} initialZip={data.zip} zip={zip} />
		</>
	)
}

/**
 * What similar jobs were accepted for. The hint names a province, so once a new postal code is
 * typed it is asked again of the same loader that the no-JavaScript «Buscar» reloads: the place
 * reads the same with and without JavaScript.
 */
function PriceHint({ initial, initialZip, zip }: { initial: string | null; initialZip: string; zip: string }) {
	const fetcher = useFetcher<{ priceHint?: string | null }>()
	const known = /^\d{5}$/.test(zip) && zip !== initialZip
	useEffect(() => {
		if (known) fetcher.load(`/publicartrabajo?paso=ubicacion&cp=${zip}`)
	}, [known, zip]) // eslint-disable-line react-hooks/exhaustive-deps -- once per postal code
	const answer = known && fetcher.data && 'priceHint' in fetcher.data ? fetcher.data.priceHint : undefined
	const hint = answer === undefined ? initial : answer
	if (!hint) return null
	return (
		<p className="price-hint" aria-live="polite">
			<strong>Precio orientativo.</strong> {hint} Es una referencia, no una promesa: cada profesional te dará su precio.{' '}
			<a href="/ayuda/precios">Cómo lo calculamos</a>
		</p>
	)
}
