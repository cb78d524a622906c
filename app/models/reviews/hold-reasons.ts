// Why a review waits for an admin (review-holds.server.ts), as stored and as the admin reads it.
// The admin reads the reason only: never the address or the device.
export const HOLD_REASONS = ['new-account', 'shared-address', 'shared-network', 'shared-device'] as const
export type HoldReason = (typeof HOLD_REASONS)[number]

export const HOLD_REASON_LABELS: Record<HoldReason, string> = {
	'new-account': 'La cuenta del cliente se creó después de la oferta del profesional',
	'shared-address': 'El cliente y el profesional se han conectado desde la misma dirección IP',
	'shared-network': 'El cliente y el profesional se han conectado desde la misma red (el mismo prefijo IPv6 /64)',
	'shared-device': 'El cliente y el profesional han usado el mismo dispositivo',
}

export const holdReasonLabel = (reason: string) =>
	(HOLD_REASON_LABELS as Record<string, string | undefined>)[reason] ?? reason
