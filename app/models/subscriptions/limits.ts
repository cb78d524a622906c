// Spec 000 §9: subscription constants.
export const SUBSCRIPTION_PAGE_SIZE = 10
/** 'Mejorar' shows at exactly this many days remaining (spec 000 §4, §9). */
export const UPGRADE_AT_DAYS = 30
/** The only payment method (spec 000 §9). */
export const PAYMENT_METHODS = ['bank_transfer'] as const
export const PAYMENT_METHOD_LABELS: Record<(typeof PAYMENT_METHODS)[number], string> = {
	bank_transfer: 'Transferencia Bancaria',
}
const DAY_MS = 86_400_000
export const days = (count: number) => count * DAY_MS
