// /api calls about jobs: the public feed, a job, the client's own jobs, offers and reviews.
import { z } from 'zod'
import { CompleteJobSchema, OfferStatusSchema, RevealPhoneSchema } from '#app/api/schemas/client-jobs.ts'
import { JobUpdateSchema, NewJobSchema } from '#app/api/schemas/jobpost.ts'
import { OnBehalfQuery, PagingQuery } from '#app/api/schemas/queries.ts'
import {
	JobSchema,
	OfferSchema,
	ok,
	paging,
	PublicJobSchema,
	TokensAnswer,
	UserSchema,
} from '#app/api/schemas/responses.ts'
import { JobFeedQuerySchema } from '#app/models/jobs/job-feed.schema.ts'
import { ApiOfferSchema, ApiOfferUpdateSchema } from '#app/models/offers/offers.schema.ts'
import { ApiReviewSchema, ReviewReplySchema } from '#app/models/reviews/reviews.schema.ts'
import { examples } from './examples.ts'
import { type Operation } from './operation.ts'

const tag = 'Trabajos'
const WarrantyClaim = z.looseObject({
	_id: z.string(),
	status: z
		.enum(['open', 'resolved', 'not_applicable', 'confirmed', 'escalated', 'upheld', 'dismissed'])
		.describe(
			'open: espera al profesional; resolved / not_applicable: su respuesta; confirmed: el cliente la aceptó; escalated: la revisa un administrador; upheld / dismissed: decidida a favor del cliente / del profesional',
		),
	text: z.string(),
	images: z.array(z.string()),
	answer: z.string().nullable(),
	answeredAt: z.string().nullable(),
	escalatedAt: z.string().nullable(),
	decisionMessage: z.string().nullable(),
	decidedAt: z.string().nullable(),
	closedAt: z.string().nullable(),
	createdAt: z.string(),
})
const OwnJob = JobSchema.extend({
	phoneRevealedBy: z.array(
		z.looseObject({ craftsmanId: z.string(), company_name: z.string(), revealedAt: z.string() }),
	),
	warranty: z
		.object({
			until: z.string().describe('último día cubierto, AAAA-MM-DD (Madrid)'),
			state: z.enum(['active', 'expired']),
		})
		.nullable()
		.describe(
			'La garantía de un trabajo terminado: desde el día en que se marcó terminado, los meses de garantía de la oferta aceptada (de fecha a fecha). null sin garantía.',
		),
	warrantyClaims: z.array(WarrantyClaim).describe('Las reclamaciones en garantía del trabajo, la más reciente primero'),
})
const Review = z.looseObject({ _id: z.string(), job: z.string(), rating: z.int(), comment: z.string() })
const review = { _id: 'cm1opinion0001', job: examples.job._id, rating: 5, comment: 'Trabajo impecable.' }
const ReceivedReview = z.looseObject({
	_id: z.string(),
	rating: z.int(),
	comment: z.string(),
	createdAt: z.string(),
	reply: z.string().nullable(),
	repliedAt: z.string().nullable(),
	job: z.string().nullable(),
	author: z.object({ name: z.string().nullable() }),
	company_name: z.string(),
})

const WrittenReview = ReceivedReview.extend({
	status: z.enum(['published', 'pending', 'rejected', 'hidden']),
	canEdit: z.boolean(),
	craftman: z.looseObject({ _id: z.string(), user: z.string(), company_name: z.string(), company_slug: z.string() }),
})

export const jobOperations: Operation[] = [
	{
		method: 'get',
		path: '/api/get_jobs',
		tag,
		summary: 'El tablón público de trabajos',
		description: 'Abiertos y visibles, 20 por página. Con token, cada trabajo lleva su `distance`. Nunca el contacto.',
		auth: 'optional',
		source: 'spec 000 §7',
		query: PagingQuery.extend(JobFeedQuerySchema.shape),
		responses: {
			200: {
				description: 'Una página de trabajos',
				schema: ok({ data: z.array(PublicJobSchema), ...paging }),
				example: { success: true, data: [examples.publicJob], currentPage: 1, totalPages: 1, total: 1 },
			},
		},
		errors: { 400: 'Filtro no válido' },
	},
	{
		method: 'get',
		path: '/api/getsinglejob',
		tag,
		summary: 'Un trabajo (`data.data` en el cliente antiguo)',
		description: 'El contacto del cliente según quién pregunta (spec 001 §1).',
		auth: 'user',
		source: 'spec 000 §7',
		query: z.object({ id: z.string() }),
		responses: {
			200: {
				description: 'El trabajo',
				schema: ok({ data: PublicJobSchema }),
				example: { success: true, data: { ...examples.publicJob, contactAccess: 'none', mayRevealPhone: false } },
			},
		},
		errors: { 404: 'Trabajo no encontrado' },
	},
	{
		method: 'get',
		path: '/api/jobpost',
		tag,
		summary: 'Los trabajos propios (cliente); un administrador, los de `userId`',
		description:
			'`userId` (o `userid`) vacío, `null` o `undefined` significa «los míos». Un administrador puede pedir los de un ' +
			'usuario (actuar en su nombre, spec 000 §1); queda en el registro de auditoría. Otro rol con otro id: 403.',
		auth: 'cliente',
		source: 'spec 000 §7',
		query: PagingQuery.extend(OnBehalfQuery.shape),
		responses: {
			200: {
				description: 'Trabajos propios con quién vio el teléfono',
				schema: ok({ data: z.array(OwnJob), ...paging }),
				example: { success: true, data: [examples.ownJob], currentPage: 1, totalPages: 1, total: 1 },
			},
		},
		errors: { 403: 'Otro userId sin ser administrador', 404: 'Usuario no encontrado (administrador)' },
	},
	{
		method: 'post',
		path: '/api/jobpost',
		tag,
		summary: 'Publicar un trabajo',
		description:
			'Cuerpo `{newData: {...}}` o los campos sueltos. Sin token: `contactDetails` crea la cuenta de cliente; con ' +
			'el correo de una clienta que ya tiene cuenta, `contactDetails.password` (su contraseña) la identifica con ' +
			'los mismos límites que el inicio de sesión y publica a su nombre, con sus tokens y `user_details` (spec 001 §6). ' +
			'Sin contraseña, 409 «Este correo ya tiene cuenta: escribe tu contraseña»; contraseña incorrecta, 401; ' +
			'demasiados intentos, 429.',
		auth: 'optional',
		source: 'spec 000 §7',
		body: z.object({ newData: NewJobSchema }),
		responses: {
			201: {
				description: 'Publicado; a un invitado, además, sus tokens',
				schema: ok({
					info: z.string(),
					job: JobSchema,
					accessToken: TokensAnswer.accessToken.optional(),
					user_details: UserSchema.optional(),
				}),
				example: { success: true, info: 'Tu trabajo se ha publicado.', job: examples.job },
			},
		},
		errors: {
			400: 'Datos no válidos',
			401: 'Contraseña incorrecta (correo de una clienta con cuenta)',
			403: 'Solo las clientas pueden publicar trabajos',
			409: 'El correo ya tiene cuenta y falta su contraseña',
			429: 'Demasiados intentos de inicio de sesión',
		},
	},
	{
		method: 'put',
		path: '/api/jobpost',
		tag,
		summary: 'Editar un trabajo propio, o cerrarlo',
		description:
			'Los campos enviados sustituyen a los guardados. `status: "close"` cierra el trabajo como «Cerrar trabajo» ' +
			'del panel (abierto o asignado; las ofertas pendientes se rechazan y sus oficiales reciben aviso) y responde ' +
			'«Trabajo cerrado»; en otro estado, 400 «Solo puedes cerrar un trabajo abierto o asignado» y nada cambia.',
		auth: 'cliente',
		source: 'spec 000 §7',
		query: z.object({ id: z.string() }),
		body: z.object({ data: JobUpdateSchema }),
		responses: {
			200: {
				description: 'Actualizado',
				schema: ok({ message: z.string(), job: JobSchema }),
				example: { success: true, message: 'Trabajo actualizado correctamente', job: examples.job },
			},
		},
		errors: { 400: 'Datos no válidos, o un trabajo que no se puede cerrar', 404: 'Trabajo no encontrado' },
	},
	{
		method: 'put',
		path: '/api/jobpost/offer_status',
		tag,
		summary: 'Aceptar o rechazar una oferta (cliente)',
		description:
			'Tras aceptar o rechazar, `data` es la oferta decidida con su oficial (`data.craftman.company_name`), ' +
			'como en GET /api/offers.',
		auth: 'cliente',
		source: 'nuestro',
		body: OfferStatusSchema,
		responses: {
			200: {
				description: 'Decidida',
				schema: ok({
					message: z.string(),
					offerId: z.string(),
					jobId: z.string(),
					status: z.string(),
					data: OfferSchema,
				}),
				example: {
					success: true,
					message: 'Oferta aceptada',
					offerId: examples.offer._id,
					jobId: examples.job._id,
					status: 'accepted',
					data: { ...examples.offer, status: 'accepted' },
				},
			},
		},
		errors: { 404: 'Oferta no encontrada', 409: 'La oferta ya no está pendiente' },
	},
	{
		method: 'put',
		path: '/api/jobpost/complete',
		tag,
		summary: 'Marcar un trabajo asignado como terminado (cliente)',
		auth: 'cliente',
		source: 'nuestro',
		body: CompleteJobSchema,
		responses: {
			200: {
				description: 'Terminado',
				schema: ok({ message: z.string(), jobId: z.string(), status: z.literal('completed') }),
				example: { success: true, message: 'Trabajo terminado', jobId: examples.job._id, status: 'completed' },
			},
		},
		errors: { 404: 'Trabajo no encontrado', 409: 'El trabajo no está asignado' },
	},
	{
		method: 'post',
		path: '/api/jobpost/reveal_phone',
		tag,
		summary: 'Ver el teléfono del cliente (oficial que ya le escribió)',
		description: 'Queda registrado (quién, trabajo, cuándo); límite diario de trabajos nuevos.',
		auth: 'oficial',
		source: 'nuestro',
		body: RevealPhoneSchema,
		responses: {
			200: {
				description: 'El teléfono',
				schema: ok({ phone: z.string(), revealedAt: z.string() }),
				example: { success: true, phone: '612345678', revealedAt: '2026-11-20T10:30:00.000Z' },
			},
		},
		errors: { 402: 'Se requiere una suscripción', 403: 'Sin contacto previo', 429: 'Límite diario alcanzado' },
	},
	{
		method: 'get',
		path: '/api/offers',
		tag: 'Ofertas',
		summary: 'Las ofertas enviadas (oficial) o recibidas (cliente), 5 por página',
		description:
			'Un oficial ve las suyas; un cliente, las recibidas en sus trabajos, cada una con `craftman {company_name, …}`. ' +
			'`userid` (o `userId`) vacío, `null` o `undefined` significa «las mías». Un administrador puede pedir las de un ' +
			'usuario (actuar en su nombre, spec 000 §1); queda en el registro de auditoría.',
		auth: 'user',
		source: 'spec 000 §7',
		query: PagingQuery.extend(OnBehalfQuery.shape),
		responses: {
			200: {
				description: 'Una página de ofertas',
				schema: ok({ data: z.array(OfferSchema), currentPage: z.int(), totalPages: z.int() }),
				example: { success: true, data: [examples.offer], currentPage: 1, totalPages: 1 },
			},
		},
		errors: { 403: 'Otro userid sin ser administrador', 404: 'Usuario no encontrado (administrador)' },
	},
	{
		method: 'post',
		path: '/api/offers',
		tag: 'Ofertas',
		summary: 'Enviar una oferta',
		auth: 'oficial',
		source: 'spec 000 §7',
		body: ApiOfferSchema,
		responses: {
			201: {
				description: 'Oferta enviada',
				schema: ok({ message: z.string(), offerId: z.string() }),
				example: { success: true, message: 'Oferta enviada', offerId: 'cm1oferta0001' },
			},
		},
		errors: { 402: 'Se requiere una suscripción', 403: 'Perfil sin verificar', 409: 'Ya ofertado o plazas agotadas' },
	},
	{
		method: 'put',
		path: '/api/offers',
		tag: 'Ofertas',
		summary: 'Retirar la oferta propia, o decidirla como cliente',
		auth: 'user',
		source: 'spec 000 §7',
		body: ApiOfferUpdateSchema,
		description:
			'El oficial retira la suya; el cliente del trabajo la acepta o la rechaza. Tras aceptar o rechazar, `data` es ' +
			'la oferta decidida con su oficial (`data.craftman.company_name`), como en GET /api/offers.',
		responses: {
			200: {
				description: 'Hecho (al aceptar o rechazar, con `data`: la oferta)',
				schema: ok({ message: z.string(), data: OfferSchema.optional() }),
				example: { success: true, message: 'Oferta aceptada', data: { ...examples.offer, status: 'accepted' } },
			},
		},
		errors: { 403: 'No es tuya', 404: 'Oferta no encontrada' },
	},
	{
		method: 'get',
		path: '/api/offers/{id}',
		tag: 'Ofertas',
		summary: 'Una oferta (su oficial o el cliente del trabajo)',
		auth: 'user',
		source: 'spec 000 §7',
		responses: {
			200: {
				description: 'La oferta',
				schema: ok({ data: OfferSchema }),
				example: { success: true, data: examples.offer },
			},
		},
		errors: { 404: 'Oferta no encontrada' },
	},
	{
		method: 'get',
		path: '/api/offers/{id}/pdf',
		tag: 'Ofertas',
		summary: 'El presupuesto en PDF, con el sello de su aceptación (sus dos partes o un administrador)',
		description:
			'El oficial de la oferta, el cliente del trabajo y los administradores; a cualquier otro, el mismo 404 que a ' +
			'una oferta que no existe. Aceptada, lleva el nombre escrito, la fecha y la huella SHA-256 (`acceptance`).',
		auth: 'user',
		source: 'nuestro',
		responses: { 200: { description: 'El presupuesto en PDF (descarga)', file: 'application/pdf' } },
		errors: { 404: 'Oferta no encontrada' },
	},
	{
		method: 'get',
		path: '/api/reviews',
		tag: 'Valoraciones',
		summary: 'Las valoraciones recibidas (oficial) o escritas (cliente), la más reciente primero',
		description:
			'Un oficial: las suyas, visibles (las ocultadas por moderación no), con el nombre de pila del autor, ' +
			'como en /tablero/oficial/opinionesycomentarios. Un cliente: las que escribió, todas, cada una con ' +
			'`status` (`published`, `pending` o `rejected` por un administrador, `hidden` por moderación), `canEdit` ' +
			'(PUT dentro de 30 días) y su oficial `craftman {_id, user, company_name, company_slug}`.',
		auth: 'user',
		source: 'nuestro',
		query: PagingQuery,
		responses: {
			200: {
				description: 'Una página de valoraciones',
				schema: ok({ data: z.array(z.union([WrittenReview, ReceivedReview])), ...paging }),
				example: {
					success: true,
					data: [
						{
							...review,
							createdAt: '2026-03-02T10:00:00.000Z',
							reply: '¡Gracias!',
							repliedAt: '2026-03-03T09:00:00.000Z',
							author: { name: 'Lucía' },
							company_name: 'Reformas Pérez',
						},
					],
					currentPage: 1,
					totalPages: 1,
					total: 1,
				},
			},
		},
	},
	{
		method: 'post',
		path: '/api/reviews',
		tag: 'Valoraciones',
		summary: 'Valorar al oficial de un trabajo terminado (cliente)',
		description:
			'`offerId` es la oferta que terminó el trabajo (la valoración es de su oficial); `jobId` sigue aceptado en su ' +
			'lugar. Las reglas son las del formulario de la página: una por trabajo, solo si está terminado. Una ' +
			'valoración desde la dirección o el dispositivo (`X-Device-Id`) del oficial, o de una cuenta creada después ' +
			'de su oferta, queda retenida hasta que un administrador la revise: se crea (201), pero no se muestra ni ' +
			'cuenta, y `message` lo dice («Tu valoración está pendiente de revisión…»).',
		auth: 'cliente',
		source: 'nuestro',
		body: ApiReviewSchema,
		responses: {
			201: {
				description: 'Valoración creada',
				schema: ok({ message: z.string(), review: Review }),
				example: {
					success: true,
					message: 'Gracias por tu valoración',
					review: { ...review, offer: examples.offer._id },
				},
			},
		},
		errors: {
			400: 'Sin offerId ni jobId, o valoración fuera de 1 a 5',
			404: 'Oferta o trabajo no encontrado',
			409: 'Ya valorado, o la oferta no terminó el trabajo',
		},
	},
	{
		method: 'put',
		path: '/api/reviews',
		tag: 'Valoraciones',
		summary: 'Editar la valoración (30 días)',
		auth: 'cliente',
		source: 'nuestro',
		body: ApiReviewSchema,
		responses: {
			200: {
				description: 'Valoración actualizada',
				schema: ok({ message: z.string(), review: Review }),
				example: { success: true, message: 'Valoración actualizada', review },
			},
		},
		errors: { 403: 'Pasaron los 30 días', 404: 'Sin valoración' },
	},
	{
		method: 'post',
		path: '/api/reviews/{id}/reply',
		tag: 'Valoraciones',
		summary: 'Responder a una valoración (oficial, una vez)',
		auth: 'oficial',
		source: 'nuestro',
		body: ReviewReplySchema.omit({ reviewId: true }),
		responses: {
			201: {
				description: 'Respuesta publicada',
				schema: ok({ message: z.string(), review: z.looseObject({ _id: z.string(), reply: z.string() }) }),
				example: { success: true, message: 'Respuesta publicada', review: { _id: review._id, reply: '¡Gracias!' } },
			},
		},
		errors: { 404: 'Opinión no encontrada', 409: 'Ya respondida' },
	},
]
