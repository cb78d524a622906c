// Offer facts as people read them (es-ES), for the offer form, the comparison and emails (money:
// formatCents in app/lib/format.ts, as everywhere).
import { onFirstUse } from '#app/lib/format.ts'

const quantityFormat = onFirstUse(() => new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 }))
const dayFormat = onFirstUse(
	() => new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
)

export const formatQuantity = (quantity: number) => quantityFormat().format(quantity)

/** A calendar day stored as YYYY-MM-DD → «3 mar 2027». */
export const formatDay = (iso: string) => dayFormat().format(new Date(`${iso}T00:00:00Z`))
