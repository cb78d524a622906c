// Spanish labels for the audit log's verbs and details. Unknown verbs and keys are
// shown raw, so an entry written by a newer feature is never hidden.
import { formatCents, formatDate, formatNumber, plural } from '#app/lib/format.ts'
import { HOLD_REASON_LABELS } from '#app/models/reviews/hold-reasons.ts'

export const AUDIT_ACTION_LABELS: Record<string, string> = {
	'act-as.start': 'Empezó a actuar como un usuario',
	'act-as.stop': 'Dejó de actuar como un usuario',
	'act-as.request': 'Acción realizada como el usuario',
	'act-as.read': 'Consultó datos en nombre del usuario',
	'craftsman.verify': 'Verificó un oficial',
	'craftsman.document': 'Decidió sobre un documento',
	'craftsman.refuse': 'Rechazó la verificación de un oficial',
	'craftsman.unverify': 'Retiró la verificación de un oficial',
	'user.block': 'Bloqueó un usuario',
	'user.unblock': 'Desbloqueó un usuario',
	'user.end-sessions': 'Cerró las sesiones de un usuario',
	'user.role': 'Cambió el rol de un usuario',
	'payment.confirm': 'Confirmó una transferencia',
	'payment.cancel': 'Anuló un pedido',
	'plan.create': 'Creó un plan',
	'plan.update': 'Modificó un plan',
	'plan.retire': 'Retiró un plan',
	'job.hide': 'Ocultó un trabajo',
	'job.unhide': 'Volvió a mostrar un trabajo',
	'review.hide': 'Ocultó una opinión',
	'review.unhide': 'Volvió a mostrar una opinión',
	'job.delete': 'Eliminó un trabajo',
	'review.delete': 'Eliminó una opinión',
	'review.release': 'Publicó una opinión retenida',
	'review.reject': 'Rechazó una opinión retenida',
	'queue-job.retry': 'Reintentó una tarea',
	'two-factor.enable': 'Activó su verificación en dos pasos',
	'two-factor.disable': 'Desactivó su verificación en dos pasos',
	'two-factor.recovery-code': 'Entró con un código de recuperación',
}

export const AUDIT_TARGET_LABELS: Record<string, string> = {
	user: 'Usuario',
	craftsman: 'Oficial',
	payment: 'Pago',
	subscription: 'Suscripción',
	plan: 'Plan',
	job: 'Trabajo',
	review: 'Opinión',
	offer: 'Oferta',
	message: 'Mensaje',
	'queue-job': 'Tarea',
}

const DETAIL_LABELS: Record<string, string> = {
	reason: 'Motivo',
	recoveryCodesLeft: 'Códigos de recuperación restantes',
	amount: 'Importe',
	amountCents: 'Importe',
	priceCents: 'Precio',
	durationInDays: 'Duración',
	email: 'Correo',
	method: 'Método',
	path: 'Ruta',
	intent: 'Acción del formulario',
	paymentId: 'Referencia',
	previous: 'Antes',
	before: 'Antes',
	after: 'Después',
	name: 'Nombre',
	planName: 'Plan',
	craftsmanId: 'Oficial (id)',
	companyName: 'Empresa',
	startDate: 'Desde',
	endDate: 'Hasta',
	expiresAt: 'Caduca',
	documentId: 'Documento (id)',
	type: 'Tipo',
	decision: 'Decisión',
	kind: 'Tarea',
	role: 'Rol',
	previousReason: 'Motivo anterior',
	previousRefusedReason: 'Motivo de rechazo anterior',
	snapshot: 'Contenido',
	title: 'Título',
	description: 'Descripción',
	rating: 'Valoración',
	comment: 'Comentario',
	heldReasons: 'Motivos de la retención',
}

// Stored enum values, as people read them.
const VALUE_LABELS: Record<string, string> = {
	approved: 'Aprobado',
	rejected: 'Rechazado',
	pending: 'Pendiente',
	craft_card: 'Carné de oficio',
	trade_licence: 'Licencia de actividad',
	identity: 'Documento de identidad',
	liability_insurance: 'Seguro de responsabilidad civil',
	cliente: 'Cliente',
	oficial: 'Oficial',
	admin: 'Administrador',
	...HOLD_REASON_LABELS,
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/

export const auditActionLabel = (action: string) => AUDIT_ACTION_LABELS[action] ?? action
export const auditTargetLabel = (type: string) => AUDIT_TARGET_LABELS[type] ?? type

/** One detail value as text: money, days, Madrid dates and enum labels, never `null` or ISO. */
function detailValue(key: string, value: unknown): string {
	if (value === null || value === undefined || value === '') return '—'
	if (typeof value === 'boolean') return value ? 'Sí' : 'No'
	if (typeof value === 'number') {
		if (key.endsWith('Cents')) return formatCents(value)
		if (key === 'durationInDays') return plural(value, 'día')
		return formatNumber(value)
	}
	if (typeof value === 'string') {
		if (ISO_INSTANT.test(value)) return formatDate(value, 'dateTime')
		return VALUE_LABELS[value] ?? value
	}
	if (Array.isArray(value)) return value.map((item) => detailValue(key, item)).join(', ')
	// nested objects (a plan before and after, a deleted item's snapshot): «Nombre: X · Precio: Y»
	return auditDetails(value)
		.map((detail) => `${detail.label}: ${detail.value}`)
		.join(' · ')
}

/** The details object as readable label/value pairs. Unknown keys keep their name, never hidden. */
export function auditDetails(details: unknown): Array<{ label: string; value: string }> {
	if (!details || typeof details !== 'object' || Array.isArray(details)) return []
	return Object.entries(details as Record<string, unknown>).map(([key, value]) => ({
		label: DETAIL_LABELS[key] ?? key,
		value: detailValue(key, value),
	}))
}
