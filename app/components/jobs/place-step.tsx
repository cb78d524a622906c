import { type FieldMetadata } from '@conform-to/react'
import { useState } from 'react'
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
		</>
	)
}
