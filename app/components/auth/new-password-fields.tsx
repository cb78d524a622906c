import { type FieldMetadata } from '@conform-to/react'
import { useEffect, useState } from 'react'
import { isHydrated } from '#app/lib/page-scripts.ts'
import { Field } from '#app/components/ui/forms.tsx'
import {
	checkPasswordRules,
	obviousRuleMessage,
	PASSWORD_MISMATCH,
	PASSWORD_RULES,
} from '#app/models/auth/auth.schema.ts'

/**
 * New password + confirmation with the four-rule checklist (spec 000 §2, §5). 'Guardar' is
 * enabled only when every rule holds and the confirmation matches; until the page is hydrated
 * it stays enabled, so the form still works without JavaScript (the server checks the same rules).
 * The checklist starts neutral (nothing typed is not a mistake), and «Única, distinta de tu
 * contraseña actual» is shown only where there is a current password (`currentPassword` given).
 * No `maxLength`: the browser would cut a longer password silently and the user could never sign
 * in with what they typed; past 72 characters the rule says so instead.
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
	const shown = PASSWORD_RULES.filter((rule) => rule.id !== 'unique' || currentPassword !== undefined)
	const allHold = shown.every((rule) => rules[rule.id]) && value === confirmation
	return (
		<>
			<Field
				label="Nueva contraseña"
				field={newPassword}
				type="password"
				autoComplete="new-password"
				onChange={(event) => setValue(event.currentTarget.value)}
			/>
			<ul className="password-rules" aria-label="Requisitos de la contraseña">
				{shown.map((rule) => {
					const state = value === '' ? 'pending' : rules[rule.id] ? 'ok' : 'ko'
					return (
						<li key={rule.id} className={state} data-state={state}>
							<span aria-hidden="true">{{ pending: '•', ok: '✔', ko: '✖' }[state]}</span>{' '}
							{/* a failing «obvious» rule names the word to change */}
							{rule.id === 'obvious' && state === 'ko' ? obviousRuleMessage(value) : rule.label}
							<span className="visually-hidden">{state === 'ok' ? ' (cumplido)' : ' (pendiente)'}</span>
						</li>
					)
				})}
			</ul>
			<Field
				label="Confirmar contraseña"
				field={confirmPassword}
				type="password"
				autoComplete="new-password"
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
