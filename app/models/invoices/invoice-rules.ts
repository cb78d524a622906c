// Pure rules of invoices: the series, the number and the VAT split.
import { madridDay } from '#app/queue/madrid-time.ts'

/** Spanish general VAT rate; plan prices are shown VAT included (Condiciones de uso). */
export const VAT_PERCENT = 21

/** One series per calendar year in Madrid: «F2026». */
export const invoiceSeries = (issuedAt: Date) => `F${madridDay(issuedAt).slice(0, 4)}`

/** «F2026-000001». */
export const invoiceNumber = (series: string, sequence: number) => `${series}-${String(sequence).padStart(6, '0')}`

/**
 * A VAT-included total split into base and VAT, in cents. The base is rounded and the VAT is
 * the rest, so base + VAT is always exactly the amount paid.
 */
export function splitVat(totalCents: number, vatPercent = VAT_PERCENT) {
	const baseCents = Math.round((totalCents * 100) / (100 + vatPercent))
	return { baseCents, vatCents: totalCents - baseCents, totalCents, vatPercent }
}

/** The file name a downloaded invoice gets. */
export const invoiceFileName = (number: string) => `factura-${number}.pdf`

/** A person's name and surnames as the account has them: the invoice's buyer when no legal name is given. */
export const personalName = (user: { name: string; lastName: string }) => `${user.name} ${user.lastName}`.trim()

/**
 * Who an invoice names as the buyer: the legal name that goes with the NIF/CIF (razón social),
 * else the account's name and surnames (a sole trader's NIF is his own); never the trade name.
 */
export const invoiceBuyerName = (user: {
	name: string
	lastName: string
	craftsman: { legalName: string | null } | null
}) => user.craftsman?.legalName || personalName(user)
