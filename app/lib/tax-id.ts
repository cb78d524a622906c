// Spanish tax identifiers (NIF of a person, NIE of a foreigner, CIF of a company) with their check
// characters, so a mistyped number never reaches an invoice. Pure and isomorphic (forms validate
// it in the browser too).
import { singleLine } from './single-line.ts'

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE'
const CIF_LETTERS = 'JABCDEFGHI'

/** Spaces, dots and dashes out, capitals: «b-1234567 4» → «B12345674». */
export const normalizeTaxId = (value: string) => value.replace(/[\s.-]/g, '').toUpperCase()

function validDni(digits: string, letter: string) {
	return DNI_LETTERS[Number(digits) % 23] === letter
}

function validCif(value: string) {
	const kind = value[0]!
	const digits = value.slice(1, 8)
	const control = value[8]!
	let sum = 0
	for (let index = 0; index < digits.length; index++) {
		const digit = Number(digits[index])
		if (index % 2 === 0) {
			const doubled = digit * 2
			sum += Math.floor(doubled / 10) + (doubled % 10)
		} else sum += digit
	}
	const checkDigit = (10 - (sum % 10)) % 10
	const checkLetter = CIF_LETTERS[checkDigit]!
	// some kinds of entity always carry a letter, others always a digit, the rest either
	if ('PQRSNW'.includes(kind)) return control === checkLetter
	if ('ABEH'.includes(kind)) return control === String(checkDigit)
	return control === checkLetter || control === String(checkDigit)
}

/** A normalised NIF, NIE or CIF whose check character is right. */
export function isValidTaxId(value: string) {
	if (/^\d{8}[A-Z]$/.test(value)) return validDni(value.slice(0, 8), value[8]!)
	if (/^[XYZ]\d{7}[A-Z]$/.test(value)) return validDni(`${'XYZ'.indexOf(value[0]!)}${value.slice(1, 8)}`, value[8]!)
	if (/^[ABCDEFGHJNPQRSUVW]\d{7}[0-9A-J]$/.test(value)) return validCif(value)
	return false
}

export const BAD_TAX_ID = 'Escribe un NIF, NIE o CIF válido, con su letra o dígito de control (por ejemplo, B12345674)'

export const LEGAL_NAME_MAX_LENGTH = 150
export const BAD_LEGAL_NAME = `Escribe el nombre o la razón social como en tu NIF o CIF (máximo ${LEGAL_NAME_MAX_LENGTH} caracteres)`

/**
 * The name that goes with the NIF/CIF (a company's razón social, «Pinturas Levante Hermanos, S.L.»,
 * or a sole trader's name and surnames): the buyer on the craftsman's invoices, never the trade name.
 * Empty reads as none (the invoice then names the account's name and surnames).
 */
export const LegalNameSchema = singleLine()
	.trim()
	.max(LEGAL_NAME_MAX_LENGTH, BAD_LEGAL_NAME)
	.transform((value) => value.replace(/\s+/g, ' '))

/** A Spanish NIF, NIE or CIF, written without spaces or dashes; printed on the craftsman's invoices. */
// a refine, not .regex(): conform would turn a regex into an HTML pattern that refuses «b-1234567 4»
export const TaxIdSchema = singleLine()
	.max(20, BAD_TAX_ID)
	.transform(normalizeTaxId)
	.pipe(singleLine().refine(isValidTaxId, BAD_TAX_ID))
