// The phone-push forms and /api bodies: the browser's PushSubscription JSON, its removal, and the
// preferences (kinds turned off, quiet hours). Shared by the page forms and /api/push.
import { z } from 'zod'
import { PUSH_KINDS } from './push-kinds.ts'

export const ENDPOINT_MESSAGE = 'La dirección del servicio de avisos no es válida'
export const KEYS_MESSAGE = 'Las claves de la suscripción del navegador faltan o no son válidas'

// base64url of exactly `bytes` bytes (with or without padding): an uncompressed P-256 point is 65
// bytes starting 0x04 («B…»), the auth secret 16; junk keys would fail every push to the device
const base64urlBytes = (bytes: number, first = '[A-Za-z0-9_-]') => {
	const chars = Math.ceil((bytes * 4) / 3)
	const padding = (4 - (chars % 4)) % 4
	return z
		.string({ error: KEYS_MESSAGE })
		.trim()
		.max(chars + padding, KEYS_MESSAGE)
		.regex(new RegExp(`^${first}[A-Za-z0-9_-]{${chars - 1}}(={${padding}})?$`), KEYS_MESSAGE)
}

export const PushEndpointSchema = z
	.string({ error: ENDPOINT_MESSAGE })
	.trim()
	.max(1000, ENDPOINT_MESSAGE)
	.pipe(z.url({ error: ENDPOINT_MESSAGE, protocol: /^https?$/ }))

/** `PushSubscription.toJSON()`: `{ endpoint, expirationTime, keys: { p256dh, auth } }`. */
export const PushSubscriptionSchema = z.object({
	endpoint: PushEndpointSchema,
	expirationTime: z.number().int().min(0).max(8_640_000_000_000_000).nullish(),
	keys: z.object(
		{
			// an uncompressed P-256 point (65 bytes; on the curve: checked by the model) and a 16-byte secret
			p256dh: base64urlBytes(65, 'B'),
			auth: base64urlBytes(16),
		},
		{ error: KEYS_MESSAGE },
	),
})
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionSchema>

export const PushUnsubscribeSchema = z.object({ endpoint: PushEndpointSchema })

/** The page form posts the subscription as one JSON field (the browser builds it). */
export const PushSubscriptionFieldSchema = z.object({
	subscription: z
		.string({ error: KEYS_MESSAGE })
		.max(3000, KEYS_MESSAGE)
		.transform((text, ctx) => {
			try {
				return JSON.parse(text) as unknown
			} catch {
				ctx.addIssue({ code: 'custom', message: KEYS_MESSAGE })
				return z.NEVER
			}
		})
		.pipe(PushSubscriptionSchema),
})

const TIME_MESSAGE = 'Escribe la hora como 22:30'
const time = z.preprocess(
	(value) => (value === '' ? undefined : value),
	z
		.string()
		.max(5, TIME_MESSAGE)
		.regex(/^([01]\d|2[0-3]):[0-5]\d$/, TIME_MESSAGE)
		.transform((value) => Number(value.slice(0, 2)) * 60 + Number(value.slice(3)))
		.optional(),
)

/** The preferences form: a checkbox per kind wanted, and both ends of the quiet hours or neither. */
export const PushPreferencesSchema = z
	.object({
		kinds: z.preprocess(
			(value) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]),
			z.array(z.enum(PUSH_KINDS, { error: 'Ese tipo de aviso no existe' })).max(PUSH_KINDS.length),
		),
		quietStart: time,
		quietEnd: time,
	})
	.superRefine((value, ctx) => {
		if ((value.quietStart === undefined) !== (value.quietEnd === undefined))
			ctx.addIssue({
				code: 'custom',
				path: [value.quietStart === undefined ? 'quietStart' : 'quietEnd'],
				message: 'Indica el principio y el final de las horas de silencio, o deja los dos vacíos',
			})
		else if (value.quietStart !== undefined && value.quietStart === value.quietEnd)
			ctx.addIssue({ code: 'custom', path: ['quietEnd'], message: 'El final debe ser distinto del principio' })
	})
