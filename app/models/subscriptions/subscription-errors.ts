export const MESSAGES = {
	created: 'Suscripción creada con éxito',
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
