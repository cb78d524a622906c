// A barrier reported from the accessibility statement is stored and emailed to the
// operator (queued in the same transaction), so no report depends on the mail provider being up.
import { AppError } from '#app/lib/app-error.ts'
import { prisma } from '#app/lib/db.server.ts'
import { consumeRateLimit, rateLimitMessage } from '#app/lib/rate-limit.server.ts'
import { getCompany } from '#app/models/legal/company.server.ts'
import { enqueue } from '#app/queue/queue.server.ts'
import { type AccessibilityReportInput } from './accessibility.schema.ts'

export const REPORT_SENT =
	'Gracias. Hemos recibido tu mensaje y te responderemos en un plazo máximo de 20 días hábiles.'

export async function reportAccessibilityBarrier(
	input: AccessibilityReportInput,
	{ userId, clientIp }: { userId: string | null; clientIp: string },
) {
	const wait = await consumeRateLimit('accessibilityReportsByIp', clientIp)
	if (wait !== null) throw new AppError('too_many_requests', rateLimitMessage(wait), { details: { retryAfter: wait } })
	const report = await prisma.$transaction(async (tx) => {
		const report = await tx.accessibilityReport.create({
			data: { ...input, name: input.name ?? null, pageUrl: input.pageUrl ?? null, userId },
			select: { id: true },
		})
		const lines = [
			`De: ${input.name ?? '(sin nombre)'} <${input.email}>`,
			`Página: ${input.pageUrl ?? '(no indicada)'}`,
			'',
			input.message,
		]
		await enqueue(tx, 'email', {
			to: getCompany().email,
			subject: `Accesibilidad: nuevo aviso (${report.id})`,
			text: lines.join('\n'),
			html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
			tag: 'accessibility-report',
			key: `accessibility-${report.id}`,
		})
		return report
	})
	return { id: report.id, message: REPORT_SENT }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
