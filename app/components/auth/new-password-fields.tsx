import { type FieldMetadata } from '@conform-to/react'
import { useEffect, useState } from 'react'
import { isHydrated } from '#app/lib/page-scripts.ts'
import { Field } from '#app/components/ui/forms.tsx'
import { checkPasswordRules, PASSWORD_MISMATCH, PASSWORD_RULES } from '#app/models/auth/auth.schema.ts'

/**
 * New password + confirmation with the four-rule checklist (spec 000 §2, §5). 'Guardar' is
 * enabled only when every rule holds and the confirmation matches; until the page is hydrated
 * it stays enabled, so the form still works without JavaScript (the server checks the same rules).
 */
export function NewPasswordFields({
	newPassword,
	confirmPassword,
	currentPassword,
	submitLabel = 'Guardar',
}: {
	newPassword: FieldMetadata<unknown>
	confirmPassword: FieldMetadata<unknown>
	currentPassword?: string
	submitLabel?: string
}) {
	const [value, setValue] = useState('')
	const [confirmation, setConfirmation] = useState('')
	// mounted after hydration (a client navigation, FormOnFirstUse's swap): the JavaScript version at once
	const [hydrated, setHydrated] = useState(isHydrated)
	useEffect(() => setHydrated(true), [])
	const rules = checkPasswordRules(value, currentPassword)
	const allHold = Object.values(rules).every(Boolean) && value === confirmation
	return (
		<>
			<Field
				label="Nueva contraseña"
				field={newPassword}
				type="password"
				autoComplete="new-password"
				maxLength={12}
				onChange={(event) => setValue(event.currentTarget.value)}
			/>
			<ul className="password-rules" aria-label="Requisitos de la contraseña">
				{PASSWORD_RULES.map((rule) => (
					<li key={rule.id} className={rules[rule.id] ? 'ok' : 'ko'}>
						<span aria-hidden="true">{rules[rule.id] ? '✔' : '✖'}</span> {rule.label}
						<span className="visually-hidden">{rules[rule.id] ? ' (cumplido)' : ' (pendiente)'}</span>
					</li>
				))}
			</ul>
			<Field
				label="Confirmar contraseña"
				field={confirmPassword}
				type="password"
				autoComplete="new-password"
				maxLength={12}
				onChange={(event) => setConfirmation(event.currentTarget.value)}
			/>
			{hydrated && confirmation && value !== confirmation && !confirmPassword.errors?.length ? (
				<p className="field__errors" role="alert">
					{PASSWORD_MISMATCH}
				</p>
			) : null}
			<button type="submit" className="button" disabled={hydrated && !allHold}>
				{submitLabel}
			</button>
		</>
	)
}
