// Deleting one's own account: confirmed with the current password.
import { z } from 'zod'
import { verbatim } from '#app/lib/single-line.ts'
import { PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG } from '#app/models/auth/auth.schema.ts'

export const CONFIRM_WITH_PASSWORD = 'Confirma con tu contraseña'

export const DeleteAccountSchema = z.object({
	password: verbatim({ error: CONFIRM_WITH_PASSWORD })
		.min(1, CONFIRM_WITH_PASSWORD)
		.max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
})
