// Phone numbers: one rule for every form and /api (the job wizard, registration, personal data).
// A Spanish number has 9 digits and starts with 6, 7, 8 or 9 (optionally after +34 or 0034); a
// number from elsewhere is written with its international prefix. Spaces, dots and dashes are
// dropped before checking, so «612 34 56 78» is kept as «612345678».
import { singleLine } from './single-line.ts'

export const PHONE_INVALID =
	'Escribe un teléfono de 9 cifras que empiece por 6, 7, 8 o 9 (por ejemplo, 612 345 678) o, si es de fuera de España, con su prefijo (+…)'

const SPANISH = /^(?:\+34|0034)?[6789]\d{8}$/
// another country's prefix (never +34: a Spanish number must have its 9 digits)
const FOREIGN = /^(?:\+|00)(?!34)[1-9]\d{7,14}$/

/** True when `phone` (already without spaces, dots and dashes) is a valid phone number. */
export const isValidPhone = (phone: string) => SPANISH.test(phone) || FOREIGN.test(phone)

/** Removes what people type between digits. */
export const compactPhone = (phone: string) => phone.replace(/[\s.()-]/g, '')

/**
 * A required phone field: `requiredMessage` when empty, PHONE_INVALID when it is no phone number,
 * `tooLongMessage` past `max` characters as typed.
 */
export function phoneField({
	requiredMessage,
	max,
	tooLongMessage,
}: {
	requiredMessage: string
	max: number
	tooLongMessage: string
}) {
	return singleLine({ error: requiredMessage })
		.trim()
		.min(1, requiredMessage)
		.max(max, tooLongMessage)
		.transform(compactPhone)
		.pipe(singleLine().refine(isValidPhone, PHONE_INVALID))
}
