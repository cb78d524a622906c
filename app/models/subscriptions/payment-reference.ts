import { randomInt } from 'node:crypto'

// Read aloud or copied into a bank form: no 0/O, 1/I/L, 5/S or 2/Z look-alikes.
const ALPHABET = 'ABCDEFGHJKMNPQRTUVWXY346789'
const LENGTH = 8

/** A short transfer reference such as "RF-K7MQ-3XTA" (27^8 ≈ 2.8·10^11 values). */
export function newPaymentReference() {
	let code = ''
	for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)]
	return `RF-${code.slice(0, 4)}-${code.slice(4)}`
}

export const PAYMENT_REFERENCE_PATTERN = /^RF-[A-Z0-9]{4}-[A-Z0-9]{4}$/
