// Money and offer facts as people read them (es-ES), for the offer form, the comparison and emails.
const eurosFormat = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' })
const quantityFormat = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 })
const dayFormat = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })

/** 116049 → «1160,49 €» (es-ES groups thousands from five digits). */
export const formatCents = (cents: number) => eurosFormat.format(cents / 100)

export const formatQuantity = (quantity: number) => quantityFormat.format(quantity)

/** A calendar day stored as YYYY-MM-DD → «3 mar 2027». */
export const formatDay = (iso: string) => dayFormat.format(new Date(`${iso}T00:00:00Z`))
