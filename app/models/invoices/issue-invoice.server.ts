// Issuing an invoice, inside the caller's transaction (the payment's confirmation, or the demo
// seed). Apart from invoices.server.ts because it touches no process-wide client: the seed runs
// before the app's database client exists.
import { type Prisma } from '#app/generated/prisma/client.ts'
import { getCompany } from '#app/models/legal/company.server.ts'
import { formatDuration } from '#app/lib/format.ts'
import { invoiceBuyerName, invoiceNumber, invoiceSeries, splitVat } from './invoice-rules.ts'

/**
 * Issues the invoice of payment `paymentId` (Payment.id) in the caller's transaction `tx`.
 * The series counter is incremented with an upsert, which locks its row until `tx` ends: a
 * concurrent confirmation waits, and a rollback gives the number back, so numbers have no gaps.
 */
export async function issueInvoice(tx: Prisma.TransactionClient, paymentId: string, issuedAt: Date) {
	const payment = await tx.payment.findUniqueOrThrow({
		where: { id: paymentId },
		select: {
			amountCents: true,
			subscription: {
				select: {
					plan: { select: { name: true, durationInDays: true } },
					user: {
						select: {
							id: true,
							email: true,
							name: true,
							lastName: true,
							streetAddress: true,
							postalCode: { select: { code: true, placeName: true, province: true } },
							craftsman: { select: { legalName: true, taxId: true } },
						},
					},
				},
			},
		},
	})
	const { plan, user } = payment.subscription
	const series = invoiceSeries(issuedAt)
	const [counter] = await tx.$queryRaw<Array<{ lastNumber: number }>>`
		INSERT INTO "InvoiceSeries" ("series", "lastNumber") VALUES (${series}, 1)
		ON CONFLICT ("series") DO UPDATE SET "lastNumber" = "InvoiceSeries"."lastNumber" + 1
		RETURNING "lastNumber"`
	const sequence = counter!.lastNumber
	const seller = getCompany()
	const place = user.postalCode
	return tx.invoice.create({
		data: {
			number: invoiceNumber(series, sequence),
			series,
			sequence,
			paymentId,
			userId: user.id,
			issuedAt,
			description: `Plan ${plan.name} (${formatDuration(plan.durationInDays)}) de la plataforma ${seller.website}`,
			sellerName: seller.legalName,
			sellerTaxId: seller.taxId,
			sellerAddress: seller.address,
			// the legal name of the NIF/CIF below, never the trade name (companyName)
			buyerName: invoiceBuyerName(user),
			buyerTaxId: user.craftsman?.taxId ?? null,
			buyerAddress: [user.streetAddress, place ? `${place.code} ${place.placeName} (${place.province})` : '']
				.filter(Boolean)
				.join(', '),
			buyerEmail: user.email,
			...splitVat(payment.amountCents),
		},
	})
}
