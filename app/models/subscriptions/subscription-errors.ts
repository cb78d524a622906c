// The refusals of ordering and verifying, with the HTTP status the /api answers with; pages show
// the same Spanish message.
export class SubscriptionRefused extends Error {
	constructor(
		message: string,
		readonly status: 400 | 401 | 402 | 403 | 404 | 409,
		readonly extra: Record<string, unknown> = {},
	) {
		super(message)
		this.name = 'SubscriptionRefused'
	}
}

export const MESSAGES = {
	created: 'Suscripción creada correctamente',
	emailSent: 'Hemos enviado un correo con las instrucciones de pago',
	verified: 'Pago verificado correctamente',
	planNotFound: 'Plan no encontrado',
	planRetired: 'Este plan ya no está disponible',
	pendingExists: 'Ya tienes un pedido pendiente de este plan. Te mostramos sus instrucciones de pago.',
	methodNotSupported: 'Método de pago no admitido: solo transferencia bancaria',
	paymentNotFound: 'Pago no encontrado',
	wrongAmount: 'El importe no coincide con el del pedido',
	paymentCancelled: 'Este pedido está cancelado',
} as const
