// Per-document decisions with expiry, «Qué hemos comprobado», the badge, reminders.
import { describe, expect, test } from 'vitest'
import { readOutbox } from '#app/emails/outbox.server.ts'
import { prisma } from '#app/lib/db.server.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { getPublicProfile } from '#app/models/craftsmen/profile.server.ts'
import { searchCraftsmen } from '#app/models/craftsmen/search.server.ts'
import { decideDocument, sendDocumentExpiryReminders } from '#app/models/verification/document-checks.server.ts'
import { verifiedProfileIds } from '#app/models/verification/verified-badge.server.ts'
import { action as apiAction } from '#app/routes/api/documentos/$id.ts'
import { action as adminAction } from '#app/routes/tablero/$role/verificaciones/documento/$documentId.tsx'
import { createCraftsman } from '#tests/factories/craftsmen.ts'
import { createUser } from '#tests/factories/users.ts'
import { runQueuedJobs } from '#tests/helpers/queue.ts'
import { call, formRequest, jsonRequest, redirectLocation, sessionCookie } from '#tests/helpers/requests.ts'

const DAY = 86_400_000
const MADRID = { latitude: 40.4255, longitude: -3.6834 }

async function craftsmanWithDocuments(
	types: Array<'craft_card' | 'trade_licence' | 'identity' | 'liability_insurance'>,
) {
	const made = await createCraftsman({
		company: `Comprobada ${Math.random().toString(36).slice(2, 8)}`,
		checkedDocument: false,
	})
	const docs = []
	for (const type of types)
		docs.push(
			await prisma.craftsmanDocument.create({
				data: { craftsmanId: made.craftsman.id, type, url: `/documentos/${type}-${made.user.id}.webp` },
			}),
		)
	return { ...made, docs }
}

const card = async (craftsmanId: string) =>
	(await searchCraftsmen({ serviceId: 'electrician', place: MADRID, pageSize: 50 })).craftsmen.find(
		(row) => row.id === craftsmanId,
	)

describe('what we checked', () => {
	test('approved, unexpired documents show with their date; pending and rejected ones do not; never the file', async () => {
		const admin = await createUser({ role: 'admin' })
		const { craftsman, docs } = await craftsmanWithDocuments(['craft_card', 'identity', 'liability_insurance'])
		await decideDocument({ adminId: admin.id, documentId: docs[0]!.id, decision: 'approved' })
		await decideDocument({
			adminId: admin.id,
			documentId: docs[2]!.id,
			decision: 'approved',
			expiresAt: new Date(Date.now() + 200 * DAY),
		})
		await decideDocument({ adminId: admin.id, documentId: docs[1]!.id, decision: 'rejected' })
		const profile = (await getPublicProfile(craftsman.companySlug))!
		expect(
			profile.checked.map((item) => [item.label, item.checkedAt instanceof Date, Boolean(item.expiresAt)]),
		).toEqual([
			['Carné de oficio', true, false],
			['Seguro de responsabilidad civil', true, true],
		])
		expect(JSON.stringify(profile)).not.toContain('/documentos/')
		expect(profile.status).toBe('verified')
		const audit = await prisma.auditLog.count({ where: { actorId: admin.id, action: 'craftsman.document' } })
		expect(audit).toBe(3)
	})

	test('an expired required document removes its item and the badge (profile and search card); an expired optional one only its item', async () => {
		const admin = await createUser({ role: 'admin' })
		const optional = await craftsmanWithDocuments(['craft_card', 'liability_insurance'])
		await decideDocument({ adminId: admin.id, documentId: optional.docs[0]!.id, decision: 'approved' })
		await decideDocument({
			adminId: admin.id,
			documentId: optional.docs[1]!.id,
			decision: 'approved',
			expiresAt: new Date(Date.now() - DAY),
		})
		const kept = (await getPublicProfile(optional.craftsman.companySlug))!
		expect([kept.status, kept.checked.map((item) => item.label)]).toEqual(['verified', ['Carné de oficio']])

		const required = await craftsmanWithDocuments(['trade_licence'])
		await decideDocument({
			adminId: admin.id,
			documentId: required.docs[0]!.id,
			decision: 'approved',
			expiresAt: new Date(Date.now() - DAY),
		})
		const lost = (await getPublicProfile(required.craftsman.companySlug))!
		expect([lost.status, lost.checked]).toEqual(['unverified', []])
		expect((await card(required.craftsman.id))?.status).toBe('unverified')
		expect((await card(optional.craftsman.id))?.status).toBe('verified')
	})
})

describe('the badge stands on a checked document', () => {
	test('a verified status without an approved, unexpired required document shows «Sin verificar» everywhere', async () => {
		const admin = await createUser({ role: 'admin' })
		const bare = await craftsmanWithDocuments([])
		const pending = await craftsmanWithDocuments(['craft_card'])
		const optionalOnly = await craftsmanWithDocuments(['identity'])
		await decideDocument({ adminId: admin.id, documentId: optionalOnly.docs[0]!.id, decision: 'approved' })
		for (const made of [bare, pending, optionalOnly]) {
			expect((await getPublicProfile(made.craftsman.companySlug))!.status).toBe('unverified')
			expect((await card(made.craftsman.id))?.status).toBe('unverified')
		}
		expect([...(await verifiedProfileIds([bare.craftsman.id, pending.craftsman.id]))]).toEqual([])

		await decideDocument({
			adminId: admin.id,
			documentId: pending.docs[0]!.id,
			decision: 'approved',
			expiresAt: new Date(Date.now() + 30 * DAY),
		})
		expect((await getPublicProfile(pending.craftsman.companySlug))!.status).toBe('verified')
		expect((await card(pending.craftsman.id))?.status).toBe('verified')
		expect([...(await verifiedProfileIds([pending.craftsman.id]))]).toEqual([pending.craftsman.id])
	})
})

describe('expiry reminders', () => {
	test('30 and 7 days before, once each, by notification and email; a new date restarts them', async () => {
		const admin = await createUser({ role: 'admin' })
		const { user, docs } = await craftsmanWithDocuments(['liability_insurance'])
		const now = new Date('2026-06-01T09:00:00Z')
		const expiresAt = new Date('2026-07-15T00:00:00Z') // 43.6 days after `now`
		await decideDocument({ adminId: admin.id, documentId: docs[0]!.id, decision: 'approved', expiresAt })
		const at = (days: number) => new Date(now.getTime() + days * DAY)
		const mine = async () => (await prisma.notification.findMany({ where: { userId: user.id } })).length
		expect(await sendDocumentExpiryReminders(at(10))).toEqual({ sent: 0 })
		expect((await sendDocumentExpiryReminders(at(14))).sent).toBe(1) // 29.6 days left
		expect((await sendDocumentExpiryReminders(at(15))).sent).toBe(0)
		expect((await sendDocumentExpiryReminders(at(37))).sent).toBe(1) // 6.6 days left
		expect((await sendDocumentExpiryReminders(at(40))).sent).toBe(0)
		expect(await mine()).toBe(2)
		await runQueuedJobs()
		expect(readOutbox(user.email).map((mail) => mail.subject)).toEqual([
			'Un documento de tu verificación caduca pronto',
			'Un documento de tu verificación caduca pronto',
		])
		await decideDocument({
			adminId: admin.id,
			documentId: docs[0]!.id,
			decision: 'approved',
			expiresAt: new Date('2026-08-01T00:00:00Z'),
		})
		expect((await sendDocumentExpiryReminders(at(40))).sent).toBe(1)
	})
})

describe('who decides', () => {
	test('the admin page form and /api; a craftsman or client is refused and nothing changes', async () => {
		const admin = await createUser({ role: 'admin' })
		const { user, docs } = await craftsmanWithDocuments(['craft_card'])
		const id = docs[0]!.id
		const post = async (userId: string, fields: Record<string, string>) =>
			call(
				adminAction,
				formRequest(
					`/tablero/admin/verificaciones/documento/${id}`,
					{ userId: user.id, ...fields },
					{
						cookie: await sessionCookie(userId),
					},
				),
				{ params: { role: 'admin', documentId: id } },
			)
		const refused = (await post(user.id, { decision: 'approved' })) as Response
		expect(refused.status).not.toBe(200)
		expect((await prisma.craftsmanDocument.findUniqueOrThrow({ where: { id } })).decision).toBe('pending')
		expect(redirectLocation(await post(admin.id, { decision: 'nada' }))).toBe(
			`/tablero/admin/verificaciones/${user.id}`,
		)
		expect((await prisma.craftsmanDocument.findUniqueOrThrow({ where: { id } })).decision).toBe('pending')
		expect(redirectLocation(await post(admin.id, { decision: 'approved', expiresAt: '2030-05-01' }))).toBe(
			`/tablero/admin/verificaciones/${user.id}`,
		)
		const saved = await prisma.craftsmanDocument.findUniqueOrThrow({ where: { id } })
		expect([saved.decision, saved.expiresAt?.toISOString().slice(0, 10)]).toEqual(['approved', '2030-05-01'])

		const put = async (userId: string, body: object) => {
			const token = (await issueTokens(userId)).accessToken
			const response = (await call(apiAction, jsonRequest(`/api/documentos/${id}`, 'PUT', body, { token }), {
				params: { id },
			})) as Response
			return response.status
		}
		expect(await put(user.id, { decision: 'rejected' })).toBe(403)
		expect(await put(admin.id, { decision: 'rejected' })).toBe(200)
		expect((await prisma.craftsmanDocument.findUniqueOrThrow({ where: { id } })).decision).toBe('rejected')
	})
})
