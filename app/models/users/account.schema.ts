// Deleting one's own account (issue 8 §3): confirmed with the current password.
import { z } from 'zod'

export const CONFIRM_WITH_PASSWORD = 'Confirma con tu contraseña'

export const DeleteAccountSchema = z.object({
	password: z.string({ error: CONFIRM_WITH_PASSWORD }).min(1, CONFIRM_WITH_PASSWORD),
})
