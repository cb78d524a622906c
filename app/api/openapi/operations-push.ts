// /api calls of the phone pushes: the browser's subscription for this device.
import { z } from 'zod'
import { ok } from '#app/api/schemas/responses.ts'
import { PushSubscriptionSchema, PushUnsubscribeSchema } from '#app/models/push/push.schema.ts'
import { type Operation } from './operation.ts'

const device = {
	_id: 'cmpush0000000000000000001',
	endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
	createdAt: '2026-11-27T08:00:00.000Z',
}
const saved = { success: true, message: 'Avisos activados en este dispositivo', data: { _id: device._id } }

export const pushOperations: Operation[] = [
	{
		method: 'get',
		path: '/api/push/subscriptions',
		tag: 'Avisos',
		summary: 'La clave pública VAPID y los dispositivos propios que reciben avisos',
		auth: 'user',
		source: 'nuestro',
		responses: {
			200: {
				description: 'Clave y dispositivos',
				schema: ok({
					publicKey: z.string(),
					data: z.array(z.object({ _id: z.string(), endpoint: z.string(), createdAt: z.string() })),
				}),
				example: { success: true, publicKey: 'BOr…', data: [device] },
			},
		},
	},
	{
		method: 'post',
		path: '/api/push/subscriptions',
		tag: 'Avisos',
		summary: 'Guardar la `PushSubscription` del navegador (un registro por dispositivo)',
		description:
			'El mismo `endpoint` otra vez actualiza el registro (200); el de otra cuenta solo pasa a esta con las mismas claves del dispositivo (si no, 409). El dispositivo queda ligado a esta sesión (familia de tokens): `POST /api/auth/logout` termina sus avisos. `p256dh`: un punto P-256 (65 bytes), `auth`: 16 bytes, en base64url. Solo se admiten los servicios de avisos de los navegadores (https) o los hosts de `PUSH_ENDPOINT_HOSTS`. Como mucho 10 dispositivos por usuario.',
		auth: 'user',
		source: 'nuestro',
		body: PushSubscriptionSchema,
		responses: {
			201: {
				description: 'Dispositivo nuevo',
				schema: ok({ message: z.string(), data: z.object({ _id: z.string() }) }),
				example: saved,
			},
			200: {
				description: 'Dispositivo actualizado',
				schema: ok({ message: z.string(), data: z.object({ _id: z.string() }) }),
				example: saved,
			},
		},
		errors: {
			400: 'Suscripción no válida o servicio de avisos no admitido',
			409: 'Ya hay 10 dispositivos, o el dispositivo recibe los avisos de otra cuenta',
		},
	},
	{
		method: 'delete',
		path: '/api/push/subscriptions',
		tag: 'Avisos',
		summary: 'Dejar de enviar avisos a un dispositivo propio (`{ endpoint }`)',
		auth: 'user',
		source: 'nuestro',
		body: PushUnsubscribeSchema,
		responses: {
			200: {
				description: 'Dispositivo quitado',
				schema: ok({ message: z.string() }),
				example: { success: true, message: 'Avisos desactivados en este dispositivo' },
			},
		},
		errors: { 404: 'Ese dispositivo no recibe avisos' },
	},
]
