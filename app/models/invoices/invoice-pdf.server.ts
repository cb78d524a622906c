// The PDF of an invoice (pdfkit, built-in Helvetica: no font files to ship). Everything printed
// comes from the stored invoice, so a reprint years later reads exactly as the original.
import { formatCents, formatDate } from '#app/lib/format.ts'
import { invoiceFileName } from './invoice-rules.ts'
import { type StoredInvoice } from './invoices.server.ts'

/** The invoice as a download (the payments page and GET /api/invoices/{number}): private, never cached. */
export async function invoicePdfResponse(invoice: StoredInvoice) {
	return new Response(new Uint8Array(await renderInvoicePdf(invoice)), {
		headers: {
			'Content-Type': 'application/pdf',
			'Content-Disposition': `attachment; filename="${invoiceFileName(invoice.number)}"`,
			'Cache-Control': 'private, no-store',
			'X-Content-Type-Options': 'nosniff',
		},
	})
}

const MARGIN = 50

export async function renderInvoicePdf(invoice: StoredInvoice): Promise<Buffer> {
	// loaded on the first invoice printed, not at start (resident memory)
	const { default: PDFDocument } = await import('pdfkit')
	const doc = new PDFDocument({
		size: 'A4',
		margin: MARGIN,
		info: { Title: `Factura ${invoice.number}`, Author: invoice.sellerName, CreationDate: invoice.issuedAt },
	})
	const chunks: Buffer[] = []
	doc.on('data', (chunk: Buffer) => chunks.push(chunk))
	const done = new Promise<Buffer>((resolve, reject) => {
		doc.on('end', () => resolve(Buffer.concat(chunks)))
		doc.on('error', reject)
	})

	doc.font('Helvetica-Bold').fontSize(20).text('FACTURA', { align: 'right' })
	doc.font('Helvetica').fontSize(10)
	doc.text(`Número: ${invoice.number}`, { align: 'right' })
	doc.text(`Fecha de expedición: ${formatDate(invoice.issuedAt)}`, { align: 'right' })
	doc.moveDown(2)

	const top = doc.y
	const half = (doc.page.width - MARGIN * 2) / 2 - 10
	party(doc, 'Emisor', [invoice.sellerName, `NIF: ${invoice.sellerTaxId}`, invoice.sellerAddress], MARGIN, top, half)
	party(
		doc,
		'Cliente',
		[
			invoice.buyerName,
			`NIF/CIF: ${invoice.buyerTaxId ?? 'no indicado'}`,
			invoice.buyerAddress || 'Domicilio no indicado',
			invoice.buyerEmail,
		],
		MARGIN + half + 20,
		top,
		half,
	)
	doc.x = MARGIN
	doc.y = Math.max(doc.y, top + 90)
	doc.moveDown(2)

	const rows: Array<[string, string]> = [
		['Concepto', invoice.description],
		['Base imponible', formatCents(invoice.baseCents)],
		[`IVA (${invoice.vatPercent} %)`, formatCents(invoice.vatCents)],
		['Total', formatCents(invoice.totalCents)],
	]
	for (const [label, value] of rows) {
		const y = doc.y
		const bold = label === 'Total'
		doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(label, MARGIN, y, { width: 150 })
		doc.text(value, MARGIN + 160, y, { width: doc.page.width - MARGIN * 2 - 160, align: 'right' })
		doc.moveDown(0.6)
	}
	doc.moveDown(2)
	doc
		.font('Helvetica')
		.fontSize(9)
		.fillColor('#555555')
		.text(`Pagado por transferencia bancaria. Factura emitida por ${invoice.sellerName}.`, MARGIN)
	doc.end()
	return done
}

function party(doc: PDFKit.PDFDocument, title: string, lines: string[], x: number, y: number, width: number) {
	doc.font('Helvetica-Bold').fontSize(11).text(title, x, y, { width })
	doc.font('Helvetica').fontSize(10)
	for (const line of lines) doc.text(line, x, doc.y, { width })
}
