// The job wizard's steps and their titles, without zod: pages that only name a step (the
// /publicartrabajo page, the popup's header) must not download the schemas.
//
// Step order: the spec gives two readings. We follow reading A (title, quantities, description,
// images, start date, email, name and phone, postal code), because asking for the email before the
// contact details lets an existing client sign in and skip retyping them. Signed-in clients skip
// the email and contact steps; their name and email are shown locked on the last step.

export const WORKING_SCHEDULES = [
	{ value: 'rapidamente', label: 'Rápidamente' },
	{ value: 'en_una_semana', label: 'En una semana' },
	{ value: 'en_3_meses', label: 'En 3 meses' },
	{ value: 'flexible', label: 'Flexible (por defecto)' },
] as const

/** The start date a poster gets without choosing one (spec: «Flexible (por defecto)»). */
export const DEFAULT_WORKING_SCHEDULE = 'flexible'

/** Said above the size step's fields: none of them is required. */
export const SIZE_STEP_HINT = 'Todos los campos son opcionales: rellena los que sepas o pulsa «Siguiente».'

export const STEPS = [
	'titulo',
	'medidas',
	'descripcion',
	'imagenes',
	'fecha',
	'correo',
	'contacto',
	'ubicacion',
] as const
export type Step = (typeof STEPS)[number]
export const SIGNED_IN_STEPS: readonly Step[] = ['titulo', 'medidas', 'descripcion', 'imagenes', 'fecha', 'ubicacion']

export const STEP_TITLES: Record<Step, string> = {
	titulo: '¿Qué trabajo necesitas?',
	medidas: '¿Qué tamaño tiene?',
	descripcion: 'Cuéntanos más',
	imagenes: 'Añade fotos (opcional)',
	fecha: '¿Cuándo quieres empezar?',
	correo: '¿Cuál es tu correo electrónico?',
	contacto: '¿Cómo te llamamos?',
	ubicacion: '¿Dónde es el trabajo?',
}
