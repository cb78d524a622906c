// The quote as a PDF (pdfkit, built-in Helvetica), stamped with the client's acceptance: parties,
// lines with their kinds, VAT, totals, validity, guarantee, advance, the registry number and, at
// 10 %, the legal mention. Only the offer's craftsman, its job's client and admins may read it;
// anyone else gets the same 404 as for an offer that does not exist.
import { type Role } from '#app/generated/prisma/enums.ts'
import { AppError } from '#app/lib/app-error.ts'
import { prisma } from '#app/lib/db.server.ts'
import { formatCents, formatDate } from '#app/lib/format.ts'
import { jobTitle } from '#app/models/job-rules/job-title.ts'
import { offerDetailsSelect, readOfferDetails } from './offer-details.server.ts'
import { ANNEX_STATUS_LABELS } from './annex-totals.ts'
import { formatDay, formatQuantity } from './offer-format.ts'
import {
	guaranteeLabel,
	itemKindLabel,
	REDUCED_VAT_LEGAL_MENTION,
	REDUCED_VAT_UNDECLARED,
	REDUCED_VAT_RATE,
	upfrontLabel,
} from './quote-rules.ts'

export const QUOTE_NOT_FOUND = 'Presupuesto no encontrado'

/** The offer with what its PDF prints, for `viewer` if he is a party or an admin. */
export async function getQuoteForViewer(offerId: string, viewer: { id: string; role: Role }) {
	const parties = viewer.role === 'admin' ? {} : { OR: [{ craftsmanId: viewer.id }, { job: { ownerId: viewer.id } }] }
	const offer = await prisma.offer.findFirst({
		where: { id: offerId, status: { not: 'withdrawn' }, ...parties },
		select: {
			id: true,
			price: true,
			status: true,
			createdAt: true,
			...offerDetailsSelect,
			acceptance: {
				select: { name: true, acceptedAt: true, sha256: true, privateHome: true, homeOlderThanTwoYears: true },
			},
			job: {
				select: {
					listingId: true,
					serviceTitle: true,
					otherTitle: true,
					contactName: true,
					postalCode: { select: { code: true, placeName: true } },
				},
			},
			craftsman: {
				select: { name: true, lastName: true, craftsman: { select: { companyName: true, taxId: true } } },
			},
		},
	})
	if (!offer) throw new AppError('not_found', QUOTE_NOT_FOUND)
	return { ...offer, details: readOfferDetails(offer, offer.price.toNumber()) }
}

type Quote = Awaited<ReturnType<typeof getQuoteForViewer>>

/** The PDF as a download: private, never cached. */
export async function quotePdfResponse(quote: Quote) {
	return new Response(new Uint8Array(await renderQuotePdf(quote)), {
		headers: {
			'Content-Type': 'application/pdf',
			'Content-Disposition': `attachment; filename="presupuesto-${quote.job.listingId}-${quote.id}.pdf"`,
			'Cache-Control': 'private, no-store',
			'X-Content-Type-Options': 'nosniff',
		},
	})
}

const MARGIN = 50

export async function renderQuotePdf(quote: Quote): Promise<Buffer> {
	// loaded on the first quote printed, not at start (resident memory)
	const { default: PDFDocument } = await import('pdfkit')
	const company = quote.craftsman.craftsman?.companyName ?? `${quote.craftsman.name} ${quote.craftsman.lastName}`
	const doc = new PDFDocument({
		size: 'A4',
		margin: MARGIN,
		info: { Title: `Presupuesto ${quote.job.listingId}`, Author: company, CreationDate: quote.createdAt },
	})
	const chunks: Buffer[] = []
	doc.on('data', (chunk: Buffer) => chunks.push(chunk))
	const done = new Promise<Buffer>((resolve, reject) => {
		doc.on('end', () => resolve(Buffer.concat(chunks)))
		doc.on('error', reject)
	})
	const { details } = quote
	const width = doc.page.width - MARGIN * 2

	doc.font('Helvetica-Bold').fontSize(20).text('PRESUPUESTO', { align: 'right' })
	doc.font('Helvetica').fontSize(10)
	doc.text(`Trabajo ${quote.job.listingId}: ${jobTitle(quote.job, 'Trabajo')}`, { align: 'right' })
	doc.text(`Fecha: ${formatDate(quote.createdAt)}`, { align: 'right' })
	doc.moveDown()
	doc.font('Helvetica-Bold').text('Profesional')
	doc.font('Helvetica').text(company)
	if (quote.craftsman.craftsman?.taxId) doc.text(`NIF/CIF: ${quote.craftsman.craftsman.taxId}`)
	if (details.registryNumber) doc.text(`Registro industrial: ${details.registryNumber}`)
	doc.moveDown(0.5)
	doc.font('Helvetica-Bold').text('Cliente')
	doc.font('Helvetica').text(quote.job.contactName)
	doc.text(`${quote.job.postalCode.code} ${quote.job.postalCode.placeName}`)
	doc.moveDown()

	if (details.items.length) {
		doc.font('Helvetica-Bold').text('Desglose')
		doc.font('Helvetica')
		for (const item of details.items) {
			const y = doc.y
			doc.text(
				`${itemKindLabel(item.kind)} · ${item.concept}: ${formatQuantity(item.quantity)} ${item.unit} × ${formatCents(item.unitPriceCents)}`,
				MARGIN,
				y,
				{ width: width - 110 },
			)
			const after = doc.y
			doc.text(formatCents(item.totalCents), MARGIN + width - 100, y, { width: 100, align: 'right' })
			doc.y = Math.max(after, doc.y)
		}
		doc.moveDown()
	}
	const rows: Array<[string, string]> = []
	if (details.totals.subtotalCents !== null) {
		rows.push(['Base imponible', formatCents(details.totals.subtotalCents)])
		rows.push([`IVA (${details.totals.vatRate} %)`, formatCents(details.totals.vatCents!)])
	}
	rows.push(['Total con IVA', formatCents(details.totals.totalCents)])
	for (const [label, value] of rows) {
		const y = doc.y
		doc.font(label.startsWith('Total') ? 'Helvetica-Bold' : 'Helvetica').text(label, MARGIN, y, { width: 200 })
		doc.text(value, MARGIN + 210, y, { width: width - 210, align: 'right' })
	}
	doc.moveDown()
	doc.font('Helvetica')
	const terms: Array<[string, string]> = [
		['Válido hasta', details.validUntil ? formatDay(details.validUntil) : 'No indicado'],
		['Inicio', details.earliestStart ? `A partir del ${formatDay(details.earliestStart)}` : 'No indicado'],
		['Duración', details.durationDays ? `${details.durationDays} días` : 'No indicada'],
		['Garantía', guaranteeLabel(details.guaranteeMonths)],
		['Pago por adelantado', upfrontLabel(details.upfrontPercent)],
	]
	if (details.included) terms.push(['Incluye', details.included])
	if (details.excluded) terms.push(['No incluye', details.excluded])
	for (const [label, value] of terms) doc.text(`${label}: ${value}`, MARGIN, doc.y, { width })
	if (details.totals.vatRate === REDUCED_VAT_RATE) {
		doc.moveDown()
		// the mention states the client's declaration: only an acceptance that made it carries it
		const declared = quote.acceptance?.privateHome && quote.acceptance.homeOlderThanTwoYears
		doc.fontSize(9).text(declared ? REDUCED_VAT_LEGAL_MENTION : REDUCED_VAT_UNDECLARED, MARGIN, doc.y, { width })
		doc.fontSize(10)
	}
	doc.moveDown()
	stamp(doc, quote.acceptance, width)
	annexPages(doc, details, width)
	doc.end()
	return done
}

function stamp(doc: PDFKit.PDFDocument, acceptance: Quote['acceptance'], width: number) {
	if (!acceptance) {
		doc.font('Helvetica-Oblique').text('Presupuesto pendiente de aceptación.', MARGIN, doc.y, { width })
		return
	}
	doc.font('Helvetica-Bold').text('ACEPTADO', MARGIN, doc.y, { width })
	doc.font('Helvetica')
	doc.text(`Por: ${acceptance.name ?? 'el cliente (aceptado por la API, sin nombre escrito)'}`, { width })
	doc.text(`Fecha: ${formatDate(acceptance.acceptedAt, 'dateTime')} (hora de Madrid)`, { width })
	doc.fontSize(8).text(`Huella SHA-256 del presupuesto aceptado: ${acceptance.sha256}`, { width })
	doc.fontSize(10)
}

/** Every annex, stamped with its decision, then the original and the current totals together. */
function annexPages(doc: PDFKit.PDFDocument, details: Quote['details'], width: number) {
	if (!details.annexes.length) return
	doc.moveDown()
	doc.font('Helvetica-Bold').fontSize(14).text('ANEXOS', MARGIN, doc.y, { width })
	doc.fontSize(10)
	details.annexes.forEach((annex, index) => {
		doc.moveDown(0.5)
		doc
			.font('Helvetica-Bold')
			.text(
				`Anexo ${index + 1} (${formatDate(new Date(annex.createdAt))}): ${ANNEX_STATUS_LABELS[annex.status]}`,
				MARGIN,
				doc.y,
				{ width },
			)
		doc.font('Helvetica').text(`Motivo: ${annex.reason}`, { width })
		for (const line of annex.lines)
			doc.text(
				`${line.replaces ? `Cambia «${line.replaces}» por: ` : 'Nueva línea: '}${itemKindLabel(line.kind)} · ${line.concept}: ${formatQuantity(line.quantity)} ${line.unit} × ${formatCents(line.unitPriceCents)}`,
				{ width },
			)
		doc.text(`Importe del anexo (IVA incluido): ${formatCents(annex.totalCents)}`, { width })
		if (annex.acceptance) {
			doc.text(
				`Aceptado por ${annex.acceptance.name ?? 'el cliente (por la API, sin nombre escrito)'} el ${formatDate(new Date(annex.acceptance.acceptedAt), 'dateTime')} (hora de Madrid)`,
				{ width },
			)
			doc.fontSize(8).text(`Huella SHA-256 del anexo: ${annex.acceptance.sha256}`, { width })
			doc.fontSize(10)
		}
	})
	doc.moveDown()
	doc.font('Helvetica-Bold').text(`Total original: ${formatCents(details.totals.totalCents)}`, MARGIN, doc.y, { width })
	doc.text(`Total actual (con los anexos aceptados): ${formatCents(details.currentTotalCents)}`, { width })
	doc.font('Helvetica')
}
