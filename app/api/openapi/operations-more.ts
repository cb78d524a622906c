// /api calls about conversations, notifications, plans and payments, places, alerts and the rest.
import { z } from 'zod'
import { PagingQuery, SubscriptionFiltersSchema } from '#app/api/schemas/queries.ts'
import {
	ConversationSchema,
	FilterSchema,
	JobAlertSchema,
	JobAlertSetShape,
	MessageAnswer,
	NotificationSchema,
	ok,
	paging,
	PlaceSchema,
	PlanSchema,
	PricesAnswer,
	SearchResultSchema,
	SentMessageAnswer,
	SubscriptionSchema,
} from '#app/api/schemas/responses.ts'
import { AccessibilityReportSchema } from '#app/models/accessibility/accessibility.schema.ts'
import { AdminJobBlockSchema, AdminJobsQuerySchema } from '#app/models/admin/moderation.schema.ts'
import { RetryJobSchema } from '#app/models/admin/queue-jobs.schema.ts'
import { ApiReplySchema, ApiSeenSchema, ApiStartSchema } from '#app/models/conversations/reply.schema.ts'
import { FindHandymansQuery } from '#app/models/craftsmen/search.schema.ts'
import { ApiAlertSetSchema, ApiFilterSchema, ApiJobAlertSchema } from '#app/models/job-alerts/job-alerts.schema.ts'
import { PricesQuery } from '#app/models/prices/prices.schema.ts'
import { NewNotificationSchema } from '#app/models/notifications/notifications.schema.ts'
import { ApiVerifyPaymentSchema, OrderPlanSchema } from '#app/models/subscriptions/subscriptions.schema.ts'
import { DocumentDecisionSchema } from '#app/models/verification/document-checks.ts'
import { examples } from './examples.ts'
import { type Operation } from './operation.ts'

const ModeratedJob = z.looseObject({
	_id: z.string(),
	listingId: z.int(),
	title: z.string(),
	description: z.string(),
	status: z.string(),
	blocked: z.boolean(),
	reason: z.string().nullable(),
	blockedAt: z.string().nullable(),
	createdAt: z.string(),
	user: z.object({ _id: z.string(), name: z.string().nullable(), email: z.string().nullable() }),
	offers: z.int(),
})
const moderatedJob = {
	_id: examples.job._id,
	listingId: 1042,
	title: 'Instalar enchufes',
	description: examples.job.additional_job_description,
	status: 'open',
	blocked: true,
	reason: 'Anuncio duplicado',
	blockedAt: '2026-03-02T10:00:00.000Z',
	createdAt: '2026-03-01T09:00:00.000Z',
	user: { _id: examples.user._id, name: 'Ana', email: 'ana@example.com' },
	offers: 2,
}

const page = (data: unknown[]) => ({ success: true, data, currentPage: 1, totalPages: 1, total: data.length })
const sent = {
	success: true,
	message: 'Mensaje enviado con éxito',
	convId: examples.conversation._id,
	data: examples.chatMessage,
	receiver: examples.user._id,
}

export const moreOperations: Operation[] = [
	{
		method: 'get',
		path: '/api/conversations',
		tag: 'Mensajes',
		summary: 'Las conversaciones propias, la más reciente primero',
		description: 'La lista va en `response` (la leen así los clientes del contrato) y la misma en `data`.',
		auth: 'user',
		source: 'spec 000 §7',
		responses: {
			200: {
				description: 'Conversaciones',
				schema: ok({ response: z.array(ConversationSchema), data: z.array(ConversationSchema) }),
				example: { success: true, response: [examples.conversation], data: [examples.conversation] },
			},
		},
	},
	{
		method: 'post',
		path: '/api/conversations',
		tag: 'Mensajes',
		summary:
			'Empezar (oficial; cliente sobre una oferta recibida, con `job`; administrador con un profesional) o seguir la conversación con `receiver`',
		description:
			'Un reintento con el mismo `clientKey` (o cabecera `Idempotency-Key`) responde 200 con el mensaje ya guardado. ' +
			'Un administrador empieza conversaciones solo con profesionales (verificados o no) y sin `job` (origen: nuestro, ' +
			'la ficha de verificación); el profesional le responde aunque no tenga plan ni esté verificado.',
		auth: 'user',
		source: 'spec 000 §7',
		body: ApiStartSchema,
		responses: {
			201: { description: 'Mensaje enviado', schema: SentMessageAnswer, example: sent },
			200: { description: 'Reintento: el mensaje guardado la primera vez', schema: SentMessageAnswer, example: sent },
		},
		errors: {
			400: 'Un administrador no escribe sobre un trabajo',
			402: 'Se requiere una suscripción',
			403: 'Solo con clientes (oficial), con quien ofertó en su trabajo (cliente) o con profesionales (administrador)',
			404: 'Destinatario no encontrado',
		},
	},
	{
		method: 'put',
		path: '/api/conversations',
		tag: 'Mensajes',
		summary: 'Responder en una conversación propia',
		auth: 'user',
		source: 'spec 000 §7',
		body: ApiReplySchema,
		responses: { 200: { description: 'Mensaje enviado', schema: SentMessageAnswer, example: sent } },
		errors: { 402: 'Se requiere una suscripción', 404: 'Conversación no encontrada' },
	},
	{
		method: 'put',
		path: '/api/conversations/seen_status',
		tag: 'Mensajes',
		summary: 'Marcar una conversación como vista',
		auth: 'user',
		source: 'spec 000 §7',
		body: ApiSeenSchema,
		responses: {
			200: {
				description: 'Vista',
				schema: MessageAnswer,
				example: examples.message('Conversación marcada como vista'),
			},
		},
		errors: { 404: 'Conversación no encontrada' },
	},
	{
		method: 'get',
		path: '/api/notifications',
		tag: 'Avisos',
		summary: 'Los avisos propios, 10 por página',
		auth: 'user',
		source: 'spec 000 §7',
		query: PagingQuery,
		responses: {
			200: {
				description: 'Una página de avisos y cuántos quedan sin leer',
				schema: ok({
					data: z.array(NotificationSchema),
					currentPage: z.int(),
					totalPages: z.int(),
					unReadNotification: z.int(),
				}),
				example: { success: true, data: [examples.notification], currentPage: 1, totalPages: 1, unReadNotification: 1 },
			},
		},
	},
	{
		method: 'post',
		path: '/api/notifications',
		tag: 'Avisos',
		summary: 'Crear un aviso (para uno mismo; un admin, para cualquiera)',
		auth: 'user',
		source: 'spec 000 §7',
		body: NewNotificationSchema,
		responses: {
			201: {
				description: 'Creado',
				schema: ok({ message: z.string(), data: z.looseObject({ _id: z.string() }) }),
				example: { success: true, message: 'Notificación creada', data: { _id: examples.notification._id } },
			},
		},
		errors: { 403: 'Solo un admin avisa a otros', 404: 'Usuario no encontrado' },
	},
	{
		method: 'put',
		path: '/api/notifications',
		tag: 'Avisos',
		summary: 'Marcar un aviso como leído (`id` vacío: todos)',
		auth: 'user',
		source: 'spec 000 §7',
		body: z.object({ id: z.string().optional() }),
		responses: {
			200: {
				description: 'Marcados',
				schema: ok({ message: z.string(), updated: z.int() }),
				example: { success: true, message: 'Notificaciones marcadas como leídas', updated: 3 },
			},
		},
		errors: { 404: 'Notificación no encontrada' },
	},
	{
		method: 'get',
		path: '/api/plans',
		tag: 'Suscripciones',
		summary: 'Los planes a la venta',
		auth: 'none',
		source: 'spec 000 §7',
		query: PagingQuery.extend({ requestType: z.literal('all').optional() }),
		responses: {
			200: {
				description: 'El cuerpo es la lista de planes, el más corto primero (`pageSize` la acorta)',
				schema: z.array(PlanSchema),
				example: [examples.plan],
			},
		},
	},
	{
		method: 'get',
		path: '/api/subscription',
		tag: 'Suscripciones',
		summary: 'Los pedidos propios (oficial) o los de todos los oficiales (admin), 10 por página',
		description:
			'Un administrador ve los pedidos de todos los oficiales, con los mismos filtros ' +
			'(`payment_status=pending`: las transferencias por confirmar), y cada uno con su `userId` y quién lo pidió, ' +
			'`craftsmanId {_id, user, company_name, name, lastName, email}`. Un filtro vacío o el texto `undefined`/`null` ' +
			'no filtra.',
		auth: 'user',
		source: 'spec 000 §7',
		query: PagingQuery.extend(SubscriptionFiltersSchema.shape),
		responses: {
			200: {
				description: 'Pedidos',
				schema: ok({ data: z.array(SubscriptionSchema), ...paging }),
				example: page([examples.subscription]),
			},
		},
		errors: { 400: 'Filtro no válido', 403: 'Clientes' },
	},
	{
		method: 'get',
		path: '/api/oficial/{companyName}',
		tag: 'Oficiales',
		summary: 'El perfil público de un oficial por el nombre de su empresa',
		description:
			'Sin token. `companyName` es el nombre de la empresa o su forma en la dirección (`/oficial/{slug}`). Solo lo ' +
			'que muestra la página pública: nunca el teléfono, el correo ni la calle. Una cuenta bloqueada o un nombre ' +
			'que no existe, 404.',
		auth: 'none',
		source: 'nuestro',
		responses: {
			200: {
				description: 'El perfil',
				schema: ok({
					name: z.string(),
					lastName: z.string(),
					profile_photo: z.string().nullable(),
					address: z.looseObject({ Place_Name: z.string(), Postal_Code: z.string() }).nullable(),
					avgRating: z.number().nullable(),
					reviewCount: z.int(),
					craftsman: z.looseObject({
						company_name: z.string(),
						company_slug: z.string(),
						status: z.enum(['unverified', 'verified']),
						description: z.string(),
						images: z.array(z.string()),
						services: z.array(z.string()),
						reviews: z.array(z.looseObject({ _id: z.string(), rating: z.int(), comment: z.string() })),
					}),
				}),
				example: {
					success: true,
					name: 'Luis',
					lastName: 'Pérez',
					profile_photo: null,
					address: { Place_Name: 'Madrid', Postal_Code: '28001' },
					avgRating: 4.5,
					reviewCount: 2,
					craftsman: {
						company_name: 'Reformas Pérez',
						company_slug: 'reformas-perez',
						status: 'verified',
						description: 'Reformas integrales.',
						images: [],
						services: ['Electricista'],
						reviews: [{ _id: 'cm1opinion0001', rating: 5, comment: 'Trabajo impecable.' }],
					},
				},
			},
		},
		errors: { 404: 'Perfil no encontrado' },
	},
	{
		method: 'get',
		path: '/api/invoices/{number}',
		tag: 'Suscripciones',
		summary: 'El PDF de una factura (su oficial o un administrador)',
		description:
			'`number` es el `invoiceNumber` de un pedido pagado (GET /api/subscription; también `invoice_url`). Solo sus ' +
			'dos partes: el oficial que pagó y la plataforma (sus administradores); a cualquier otro, el mismo 404 que a ' +
			'un número que no existe.',
		auth: 'user',
		source: 'nuestro',
		responses: { 200: { description: 'La factura en PDF (descarga)', file: 'application/pdf' } },
		errors: { 403: 'Clientes', 404: 'Factura no encontrada' },
	},
	{
		method: 'post',
		path: '/api/subscription',
		tag: 'Suscripciones',
		summary: 'Pedir un plan, pago por transferencia',
		description: 'Cuerpo `{planId, payment_details: {payment_method: "bank_transfer"}}`.',
		auth: 'oficial',
		source: 'spec 000 §7',
		body: z.object({
			planId: OrderPlanSchema.shape.planId,
			payment_details: z.object({ payment_method: z.literal('bank_transfer') }),
		}),
		responses: {
			201: {
				description: 'Pedido creado; el correo con los datos de pago va en camino',
				schema: ok({ message: z.string(), info: z.string(), paymentId: z.string(), data: SubscriptionSchema }),
				example: {
					success: true,
					message: 'Subscription created successfully',
					info: 'Hemos enviado un correo con las instrucciones de pago',
					paymentId: 'RF-7K2M9Q',
					data: examples.subscription,
				},
			},
		},
		errors: { 400: 'Plan o método no válido', 409: 'Ya hay un pedido pendiente' },
	},
	{
		method: 'get',
		path: '/api/subscription/get_pending_subs',
		tag: 'Suscripciones',
		summary: 'El pedido propio que espera la transferencia',
		description: 'El cuerpo es el pedido pendiente (`response.data.plan._id`, `payment_status`…), o `null` si no hay.',
		auth: 'oficial',
		source: 'spec 000 §7',
		responses: {
			200: {
				description: 'El pedido pendiente, o null',
				schema: SubscriptionSchema.nullable(),
				example: examples.subscription,
			},
		},
	},
	{
		method: 'post',
		path: '/api/subscription/verify-payment',
		tag: 'Administración',
		summary: 'Confirmar una transferencia recibida (admin)',
		description:
			'`{subscriptionId}` (el `_id` del pedido, como lo envían los clientes del contrato) o `{paymentId, amount}` ' +
			'(la referencia y el importe recibido, que debe coincidir). Responde el `userId` del oficial.',
		auth: 'admin',
		source: 'spec 000 §7',
		body: ApiVerifyPaymentSchema,
		responses: {
			200: {
				description: 'Pago verificado (idempotente)',
				schema: ok({ message: z.string(), userId: z.string(), alreadyVerified: z.boolean(), data: SubscriptionSchema }),
				example: {
					success: true,
					message: 'Payment verified successfully',
					userId: examples.craftsmanUser._id,
					alreadyVerified: false,
					data: { ...examples.subscription, status: 'active', payment_status: 'paid' },
				},
			},
		},
		errors: { 400: 'Importe distinto', 404: 'Pago no encontrado' },
	},
	{
		method: 'get',
		path: '/api/postal_codes',
		tag: 'Lugares',
		summary: 'Buscar lugares por código postal o nombre',
		auth: 'none',
		source: 'spec 000 §7',
		query: z.object({ search: z.string().max(60).optional() }),
		responses: {
			200: {
				description: 'El cuerpo es la lista de lugares',
				schema: z.array(PlaceSchema),
				example: [examples.place],
			},
		},
	},
	{
		method: 'get',
		path: '/api/prices',
		tag: 'Lugares',
		summary: 'Precios de presupuestos aceptados por servicio y provincia',
		description:
			'Las cifras de las guías de precios: presupuestos aceptados de los últimos 12 meses (totales con IVA y, ' +
			'cuando los trabajos dan su superficie, precio por m²), con la mediana, los percentiles 25 y 75 y cuántos ' +
			'presupuestos y profesionales hay detrás. Solo se dan con al menos 8 presupuestos de 4 profesionales: si el ' +
			'título en la provincia no llega, el servicio en la provincia, luego el título y el servicio en toda España; ' +
			'`null` si ninguno llega. `service`: id, slug o nombre; `province`: nombre (sin importar tildes ni mayúsculas). ' +
			'Se recalculan cada día.',
		auth: 'none',
		source: 'nuestro',
		query: PricesQuery,
		responses: {
			200: {
				description: 'Las cifras y su tamaño de muestra',
				schema: PricesAnswer,
				example: {
					success: true,
					service: { id: 'painters', slug: 'pintores', name: 'Pintores' },
					province: 'Madrid',
					title: 'Pintar piso completo',
					total: {
						level: 'title-province',
						province: 'Madrid',
						title: 'Pintar piso completo',
						offers: 37,
						craftsmen: 19,
						p25: 1150,
						median: 1690,
						p75: 2400,
						computedAt: '2026-11-26T04:10:00.000Z',
					},
					perSquareMeter: null,
					rules: { windowMonths: 12, minOffers: 8, minCraftsmen: 4 },
				},
			},
		},
		errors: { 400: 'Falta el servicio', 404: 'Servicio o provincia no encontrados' },
	},
	{
		method: 'get',
		path: '/api/postal_codes/{id}',
		tag: 'Lugares',
		summary: 'Un lugar',
		auth: 'none',
		source: 'spec 000 §7',
		responses: {
			200: {
				description: 'El lugar',
				schema: ok({ data: PlaceSchema }),
				example: { success: true, data: examples.place },
			},
		},
		errors: { 404: 'Ubicación no encontrada' },
	},
	{
		method: 'get',
		path: '/api/find_handymans',
		tag: 'Lugares',
		summary: 'Buscar oficiales por servicio y ciudad',
		auth: 'none',
		source: 'spec 001 §7',
		query: PagingQuery.extend(FindHandymansQuery.shape),
		responses: {
			200: {
				description: 'Oficiales; `message` cuando no hay ninguno',
				schema: ok({ users: z.array(SearchResultSchema), ...paging, message: z.string().optional() }),
				example: { success: true, users: [examples.searchResult], currentPage: 1, totalPages: 1, total: 1 },
			},
		},
		errors: { 400: 'Datos no válidos', 404: 'Servicio o ubicación no encontrados' },
	},
	{
		method: 'get',
		path: '/api/filter',
		tag: 'Alertas',
		summary: 'El filtro guardado del tablón (oficial)',
		description:
			'El filtro en el nivel superior del cuerpo (`categories`, `distance`, `location`); `data` repite el mismo.',
		auth: 'oficial',
		source: 'spec 000 §7',
		responses: {
			200: {
				description: 'El filtro',
				schema: ok({ ...FilterSchema.shape, data: FilterSchema }),
				example: { success: true, ...examples.filter, data: examples.filter },
			},
		},
	},
	{
		method: 'put',
		path: '/api/filter',
		tag: 'Alertas',
		summary: 'Guardar el filtro del tablón (oficial)',
		auth: 'oficial',
		source: 'spec 000 §7',
		body: ApiFilterSchema,
		responses: {
			200: {
				description: 'Guardado',
				schema: ok({ ...FilterSchema.shape, info: z.string(), data: FilterSchema }),
				example: { success: true, ...examples.filter, info: 'Filtro guardado', data: examples.filter },
			},
		},
		errors: { 400: 'Datos no válidos' },
	},
	{
		method: 'get',
		path: '/api/jobalert',
		tag: 'Alertas',
		summary: 'La alerta de empleo propia (oficial)',
		description:
			'El cuerpo es la alerta tal como la leen los clientes del contrato: `status` (`active`/`inactive`), ' +
			'`keywords` (oficios), `location` (lugares) y `radius` (km; null si nunca hubo alerta). `data` trae ' +
			'además cada alerta en nuestra forma (una por lugar).',
		auth: 'oficial',
		source: 'spec 000 §7',
		responses: {
			200: {
				description: 'La alerta',
				schema: ok({ ...JobAlertSetShape, data: z.array(JobAlertSchema) }),
				example: { success: true, ...examples.alertSet, data: [examples.alert] },
			},
		},
	},
	{
		method: 'put',
		path: '/api/jobalert',
		tag: 'Alertas',
		summary: 'Cambiar la alerta de empleo propia (oficial)',
		description:
			'Forma de los clientes: cualquier parte de `{status, keywords, location: [lugares], radius}`; lo ' +
			'que falta se conserva, `inactive` la pausa sin borrarla, y responde 200 con la alerta como el GET. ' +
			'Forma nuestra: `{_id?, categories, distance, location: id, frequency}` crea (201) o cambia (200) una.',
		auth: 'oficial',
		source: 'spec 000 §7',
		body: z.union([ApiAlertSetSchema, ApiJobAlertSchema]),
		responses: {
			201: {
				description: 'Creada (forma nuestra)',
				schema: ok({ info: z.string(), data: JobAlertSchema }),
				example: { success: true, info: 'Alerta de empleo creada', data: examples.alert },
			},
			200: {
				description: 'Guardada: la alerta (forma de los clientes) o la alerta cambiada (forma nuestra)',
				schema: z.union([
					ok({ info: z.string(), ...JobAlertSetShape, data: z.array(JobAlertSchema) }),
					ok({ info: z.string(), data: JobAlertSchema }),
				]),
				example: { success: true, info: 'Alerta de empleo actualizada', ...examples.alertSet, data: [examples.alert] },
			},
		},
		errors: { 400: 'Datos no válidos', 404: 'Alerta no encontrada' },
	},
	{
		method: 'post',
		path: '/api/jobalert/send_alert',
		tag: 'Administración',
		summary: 'Enviar los resúmenes diarios pendientes (admin, para un programador de tareas)',
		auth: 'admin',
		source: 'spec 000 §7',
		responses: {
			200: {
				description: 'Enviados',
				schema: ok({ info: z.string(), emails: z.int(), jobs: z.int() }),
				example: { success: true, info: 'Resúmenes enviados: 2', emails: 2, jobs: 5 },
			},
		},
	},
	{
		method: 'post',
		path: '/api/upload',
		tag: 'Imágenes',
		summary: 'Subir una imagen (multipart, campo `file`, hasta 5 MB)',
		description:
			'`secure_url` es pública hasta que una ficha la nombra; como `document_link` de un documento pasa a ' +
			'privada (bajo `/documentos/…`). Una subida que nada nombra en 24 horas se borra.',
		auth: 'none',
		source: 'spec 000 §7',
		multipart: true,
		responses: {
			201: {
				description: 'Guardada',
				schema: ok({ secure_url: z.string() }),
				example: { success: true, secure_url: 'https://reformas.example/imagenes/subidas/ab12.webp' },
			},
		},
		errors: {
			400: 'Falta la imagen',
			413: 'El tamaño de la imagen no puede exceder los 5 MB',
			429: 'Demasiadas subidas',
		},
	},
	{
		method: 'post',
		path: '/api/accesibilidad',
		tag: 'Otros',
		summary: 'Comunicar una barrera de accesibilidad',
		auth: 'none',
		source: 'nuestro',
		body: AccessibilityReportSchema,
		responses: {
			201: {
				description: 'Recibida',
				schema: ok({ message: z.string(), id: z.string() }),
				example: { success: true, message: 'Gracias, lo revisaremos', id: 'cm1barrera0001' },
			},
		},
		errors: { 400: 'Datos no válidos' },
	},
	{
		method: 'put',
		path: '/api/documentos/{id}',
		tag: 'Administración',
		summary: 'Aprobar o rechazar un documento de un oficial (admin)',
		auth: 'admin',
		source: 'nuestro',
		body: DocumentDecisionSchema,
		responses: {
			200: { description: 'Decidido', schema: MessageAnswer, example: examples.message('Documento aprobado') },
		},
		errors: { 404: 'Documento no encontrado' },
	},
	{
		method: 'get',
		path: '/api/admin/tareas',
		tag: 'Administración',
		summary: 'La cola de tareas: resumen y fallidas (admin)',
		auth: 'admin',
		source: 'nuestro',
		responses: {
			200: {
				description: 'Resumen',
				schema: ok({ data: z.looseObject({ summary: z.unknown(), failed: z.array(z.unknown()) }) }),
				example: { success: true, data: { summary: [], failed: [] } },
			},
		},
	},
	{
		method: 'post',
		path: '/api/admin/tareas',
		tag: 'Administración',
		summary: 'Reintentar una tarea fallida (admin)',
		auth: 'admin',
		source: 'nuestro',
		body: RetryJobSchema,
		responses: {
			200: {
				description: 'De vuelta en la cola',
				schema: MessageAnswer,
				example: examples.message('Tarea en cola de nuevo'),
			},
		},
		errors: { 404: 'La tarea no ha fallado' },
	},
	{
		method: 'get',
		path: '/api/admin/jobs',
		tag: 'Administración',
		summary: 'Moderación: los trabajos, el más reciente primero (admin)',
		description:
			'La lista de la página de moderación, ocultos incluidos. `filter`: `blocked` (ocultos), `unblocked` (visibles) ' +
			'o `all` (por defecto). `search`: un número de referencia encuentra ese trabajo; otro texto, los que lo ' +
			'contienen en el título o la descripción.',
		auth: 'admin',
		source: 'nuestro',
		query: PagingQuery.extend(AdminJobsQuerySchema.shape),
		responses: {
			200: {
				description: 'Una página de trabajos',
				schema: ok({ data: z.array(ModeratedJob), ...paging }),
				example: page([moderatedJob]),
			},
		},
		errors: { 400: 'filter no válido', 403: 'No es administrador' },
	},
	{
		method: 'patch',
		path: '/api/admin/jobs',
		tag: 'Administración',
		summary: 'Ocultar (con motivo) o volver a mostrar un trabajo (admin)',
		description:
			'`blocked: true` oculta el trabajo del tablón y exige `reason`, que se cuenta a su dueño; `blocked: false` lo ' +
			'vuelve a publicar. Queda en el registro de auditoría, como en la página de moderación.',
		auth: 'admin',
		source: 'nuestro',
		body: AdminJobBlockSchema,
		responses: {
			200: {
				description: 'Hecho',
				schema: ok({
					message: z.string(),
					data: z.object({ _id: z.string(), blocked: z.boolean(), reason: z.string().nullable() }),
				}),
				example: {
					success: true,
					message: 'Trabajo ocultado',
					data: { _id: examples.job._id, blocked: true, reason: 'Anuncio duplicado' },
				},
			},
		},
		errors: {
			400: 'Sin motivo al ocultar',
			403: 'No es administrador',
			404: 'Trabajo no encontrado',
			409: 'Ya oculto, o no estaba oculto',
		},
	},
]
