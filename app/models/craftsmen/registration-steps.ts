// The registration's steps and names, without zod: the page and its first step's light form
// must not download the schemas. registration.schema.ts re-exports them.

export const REGISTRATION_STEPS = ['oficio', 'datos', 'documentos'] as const
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number]
/** `?paso=` of the page a new craftsman lands on: what happens next. */
export const REGISTERED_STEP = 'registrado'

export const DOCUMENT_TYPES = [
	{ value: 'craft_card', label: 'Carné de oficio' },
	{ value: 'trade_licence', label: 'Licencia de actividad' },
] as const

export const NO_SERVICE = 'Selecciona al menos un servicio'
