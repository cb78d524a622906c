// Spanish labels for the audit log's verbs and details (issue 8 §2). Unknown verbs and keys are
// shown raw, so an entry written by a newer feature is never hidden.
export const AUDIT_ACTION_LABELS: Record<string, string> = {
	'act-as.start': 'Empezó a actuar como un usuario',
	'act-as.stop': 'Dejó de actuar como un usuario',
	'act-as.request': 'Acción realizada como el usuario',
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
	'queue-job.retry': 'Reintentó una tarea',
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
	amount: 'Importe',
	amountCents: 'Importe (céntimos)',
	email: 'Correo',
	method: 'Método',
	path: 'Ruta',
	intent: 'Acción del formulario',
	paymentId: 'Referencia',
	previous: 'Antes',
	name: 'Nombre',
}

export const auditActionLabel = (action: string) => AUDIT_ACTION_LABELS[action] ?? action
export const auditTargetLabel = (type: string) => AUDIT_TARGET_LABELS[type] ?? type

/** The details object as readable label/value pairs (nested values as compact JSON). */
export function auditDetails(details: unknown): Array<{ label: string; value: string }> {
	if (!details || typeof details !== 'object' || Array.isArray(details)) return []
	return Object.entries(details as Record<string, unknown>).map(([key, value]) => ({
		label: DETAIL_LABELS[key] ?? key,
		value: typeof value === 'string' ? value : JSON.stringify(value),
	}))
}
