// The client's signed acceptance of an offer: one shape for the confirmation page (JavaScript on
// or off) and the accept calls of /api (`acceptance`, optional there: an accept without it is
// recorded with no typed name). Once sent, a name and the receipt are required.
import { z } from 'zod'
import { singleLine } from '#app/lib/single-line.ts'

export const ACCEPTANCE_NAME_MAX = 120

export const ACCEPTANCE_TEXTS = {
	received: 'He recibido el presupuesto antes del inicio de los trabajos',
	privateHome: 'La obra es en una vivienda particular (uso privado, no un local ni una empresa)',
	homeOlderThanTwoYears: 'La vivienda se terminó o se rehabilitó por última vez hace más de dos años',
} as const

export const ACCEPTANCE_MESSAGES = {
	name: `Escribe tu nombre y apellidos (de 2 a ${ACCEPTANCE_NAME_MAX} caracteres)`,
	received: 'Confirma que has recibido el presupuesto antes del inicio de los trabajos',
	declaration: 'Indica sí o no',
	reducedVat:
		'Esta oferta aplica el IVA del 10 %, que exige que declares que la obra es en tu vivienda particular y que tiene más de dos años. Si no es así, no la aceptes: pide al profesional que te la envíe con el 21 %.',
} as const

// a checkbox sends «on» (or nothing); /api sends a boolean
export const checkbox = (message: string) =>
	z.preprocess(
		(value) => (value === 'on' || value === 'true' ? true : value === undefined || value === '' ? false : value),
		z.boolean({ error: message }),
	)

export const acceptanceShape = {
	name: singleLine({ error: ACCEPTANCE_MESSAGES.name })
		.trim()
		.min(2, ACCEPTANCE_MESSAGES.name)
		.max(ACCEPTANCE_NAME_MAX, ACCEPTANCE_MESSAGES.name),
	received: checkbox(ACCEPTANCE_MESSAGES.received).refine((value) => value, ACCEPTANCE_MESSAGES.received),
	privateHome: checkbox(ACCEPTANCE_MESSAGES.declaration),
	homeOlderThanTwoYears: checkbox(ACCEPTANCE_MESSAGES.declaration),
}

export const AcceptanceSchema = z.object(acceptanceShape, { error: 'La aceptación debe ser un objeto' })
export type AcceptanceInput = z.infer<typeof AcceptanceSchema>
