// /api calls about a job's paperwork after acceptance: change annexes to an accepted quote
// (docs/decisions/054-change-annexes.md) and warranty claims (050-a-living-warranty.md), both
// reaching the same model functions as the pages (docs/decisions/055).
import { z } from 'zod'
import { OfferSchema, ok } from '#app/api/schemas/responses.ts'
import { AnnexSchema, ApiAnnexDecisionSchema } from '#app/models/offers/offer-annex.schema.ts'
import {
	ApiWarrantyClaimSchema,
	WarrantyAnswerFields,
	WarrantyReplySchema,
} from '#app/models/warranty/warranty.schema.ts'
import { examples } from './examples.ts'
import { type Operation } from './operation.ts'

const sha = 'a3f1c2d4e5b6a7980a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f6071'
const annex = {
	id: 'cm1anexo0001',
	reason: 'La pared tenía humedad y hay que sanearla',
	status: 'pending',
	createdAt: '2026-11-20T10:30:00.000Z',
	lines: [
		{
			concept: 'Saneado',
			quantity: 2,
			unit: 'h',
			unitPrice: 30,
			kind: 'labour',
			replacesPosition: null,
			replaces: null,
		},
	],
	total: 72.6,
	decidedAt: null,
	acceptance: null,
}
const acceptedOffer = {
	...examples.offer,
	status: 'accepted',
	total: 242,
	acceptance: { name: 'Clara Cliente', acceptedAt: '2026-11-18T09:00:00.000Z', sha256: sha },
	annexes: [annex],
	originalTotal: 242,
	currentTotal: 242,
}

const WarrantySchema = z
	.object({ until: z.string(), state: z.enum(['active', 'expired']) })
	.nullable()
	.describe('La garantía del trabajo (último día cubierto, Madrid), o null sin garantía')
const ClaimSchema = z.looseObject({
	_id: z.string(),
	status: z.enum(['open', 'resolved', 'not_applicable', 'confirmed', 'escalated', 'upheld', 'dismissed']),
	statusLabel: z.string().optional(),
	text: z.string(),
	images: z.array(z.string()),
	answer: z.string().nullable(),
	createdAt: z.string(),
	moves: z
		.array(z.enum(['resuelto', 'no_procede', 'confirmar', 'escalar']))
		.optional()
		.describe('Lo que quien llama puede hacer ahora con PUT /api/warranty_claims/{id} (`intent`)'),
})
const claim = {
	_id: 'cm1reclamacion0001',
	status: 'open',
	statusLabel: 'Esperando respuesta del profesional',
	text: 'El grifo nuevo vuelve a gotear por la base cuando se abre del todo.',
	images: [],
	answer: null,
	answeredAt: null,
	escalatedAt: null,
	decisionMessage: null,
	decidedAt: null,
	closedAt: null,
	createdAt: '2026-11-20T10:30:00.000Z',
	moves: [],
}

export const paperworkOperations: Operation[] = [
	{
		method: 'post',
		path: '/api/offers/{id}/annexes',
		tag: 'Ofertas',
		summary: 'Enviar un anexo de cambios a un presupuesto aceptado (su oficial)',
		description:
			'Líneas nuevas o que sustituyen una línea del presupuesto (`replacesPosition`, su posición desde 0), con un ' +
			'motivo; de 1 a 10 líneas. Solo con la oferta aceptada y el trabajo sin terminar. `data` es la oferta con ' +
			'todos sus anexos, el total original (`originalTotal`) y el actual (`currentTotal`).',
		auth: 'oficial',
		source: 'nuestro',
		body: AnnexSchema,
		responses: {
			201: {
				description: 'Anexo enviado al cliente',
				schema: ok({ message: z.string(), annexId: z.string(), data: OfferSchema }),
				example: { success: true, message: 'Anexo enviado al cliente', annexId: annex.id, data: acceptedOffer },
			},
		},
		errors: {
			400: 'Motivo o líneas no válidos',
			404: 'Oferta no encontrada (o de otro oficial)',
			409: 'La oferta no está aceptada, el trabajo ya está terminado, o esa línea ya se cambia en otro anexo',
		},
	},
	{
		method: 'put',
		path: '/api/offers/{id}/annexes/{annexId}',
		tag: 'Ofertas',
		summary: 'Aceptar o rechazar un anexo (el cliente del trabajo, una vez)',
		description:
			'Al aceptar, `acceptance {name, received: true}` firma el anexo como la oferta (nombre escrito, «He recibido ' +
			'el anexo antes de la ejecución de los cambios que describe», huella SHA-256 del anexo unida a la de la oferta). ' +
			'Sin `acceptance` (clientes antiguos) se acepta sin nombre, con la huella. `data` es la oferta con todos sus anexos.',
		auth: 'cliente',
		source: 'nuestro',
		body: ApiAnnexDecisionSchema,
		responses: {
			200: {
				description: 'Decidido',
				schema: ok({ message: z.string(), annexId: z.string(), status: z.string(), data: OfferSchema }),
				example: {
					success: true,
					message: 'Anexo aceptado',
					annexId: annex.id,
					status: 'accepted',
					data: {
						...acceptedOffer,
						currentTotal: 314.6,
						annexes: [
							{
								...annex,
								status: 'accepted',
								decidedAt: '2026-11-21T08:00:00.000Z',
								acceptance: { name: 'Clara Cliente', acceptedAt: '2026-11-21T08:00:00.000Z', sha256: sha },
							},
						],
					},
				},
			},
		},
		errors: {
			400: 'Estado o firma no válidos',
			404: 'Anexo no encontrado (de otro cliente o de otra oferta)',
			409: 'Este anexo ya está decidido, o el trabajo ya está terminado',
		},
	},
	{
		method: 'get',
		path: '/api/warranty_claims',
		tag: 'Trabajos',
		summary: 'Las reclamaciones en garantía de un trabajo (su cliente o el oficial contratado)',
		description:
			'`jobId` en la consulta. La más reciente primero; cada una con `moves`: lo que quien llama puede hacer ahora. ' +
			'A cualquier otro, el 404 de un trabajo que no existe.',
		auth: 'user',
		source: 'nuestro',
		query: z.object({ jobId: z.string().max(50).describe('El trabajo') }),
		responses: {
			200: {
				description: 'La garantía y las reclamaciones',
				schema: ok({ jobId: z.string(), warranty: WarrantySchema, data: z.array(ClaimSchema) }),
				example: {
					success: true,
					jobId: examples.job._id,
					warranty: { until: '2027-09-15', state: 'active' },
					data: [claim],
				},
			},
		},
		errors: {
			400: 'Sin jobId',
			403: 'Un administrador (sus reclamaciones están en el tablero)',
			404: 'Trabajo no encontrado',
		},
	},
	{
		method: 'post',
		path: '/api/warranty_claims',
		tag: 'Trabajos',
		summary: 'Reclamar en garantía (cliente)',
		description:
			'Un trabajo terminado, dentro de su garantía, sin otra reclamación sin cerrar. `text` de 20 a 2000 caracteres; ' +
			'`images`: hasta 4 direcciones que respondió POST /api/upload (subidas por el mismo cliente). La reclamación ' +
			'entra en la conversación con el oficial, que recibe correo y aviso y tiene 7 días para responder.',
		auth: 'cliente',
		source: 'nuestro',
		body: ApiWarrantyClaimSchema,
		responses: {
			201: {
				description: 'Reclamación enviada al profesional',
				schema: ok({ message: z.string(), claimId: z.string(), data: ClaimSchema }),
				example: { success: true, message: 'Reclamación enviada al profesional', claimId: claim._id, data: claim },
			},
		},
		errors: {
			400: 'Texto o fotos no válidos',
			404: 'Trabajo no encontrado',
			409: 'Sin garantía, garantía vencida, o ya hay una reclamación abierta',
		},
	},
	{
		method: 'put',
		path: '/api/warranty_claims/{id}',
		tag: 'Trabajos',
		summary: 'Responder a una reclamación (oficial) o confirmarla o escalarla (cliente)',
		description:
			'El oficial: `intent` `resuelto` (con `answer` opcional) o `no_procede` (con `answer`, el motivo). El cliente, ' +
			'tras la respuesta: `confirmar` o `escalar` (a un administrador; sin respuesta, pasados 7 días). La ' +
			'reclamación de otro es el 404 de una que no existe; en otro estado, 409.',
		auth: 'user',
		source: 'nuestro',
		body: z.union([WarrantyAnswerFields.omit({ claimId: true }), WarrantyReplySchema.omit({ claimId: true })]),
		responses: {
			200: {
				description: 'Hecho',
				schema: ok({ message: z.string(), claimId: z.string(), status: ClaimSchema.shape.status }),
				example: { success: true, message: 'Has respondido: resuelto', claimId: claim._id, status: 'resolved' },
			},
		},
		errors: {
			400: 'Acción no válida, o «No procede» sin motivo',
			403: 'Un administrador',
			404: 'Reclamación no encontrada',
			409: 'La reclamación no espera esa acción',
		},
	},
]
