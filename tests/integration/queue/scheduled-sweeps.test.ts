// The scheduled sweeps: plan reminders once each, pending orders reminded then
// cancelled, expired rows purged. Each sweep runs with its own clock and is run twice: the second
// run must send nothing.
import { expect, test } from 'vitest'
import { readOutbox } from '#app/emails/outbox.server.ts'
import { prisma } from '#app/lib/db.server.ts'
import { purgeExpired } from '#app/models/maintenance/purge-expired.server.ts'
import { handlePendingOrders, sendPlanReminders } from '#app/models/subscriptions/reminders.server.ts'
import { createUser } from '#tests/factories/users.ts'
import { runQueuedJobs } from '#tests/helpers/queue.ts'

const DAY = 86_400_000

async function craftsmanWithPlanEnding(endDate: Date) {
	const user = await createUser({ role: 'oficial' })
	const subscription = await prisma.subscription.create({
		data: {
			userId: user.id,
			planId: 'plan-mensual',
			status: 'active',
			startDate: new Date(endDate.getTime() - 30 * DAY),
			endDate,
		},
	})
	return { user, subscription }
}

const subjects = async (email: string) => {
	await runQueuedJobs()
	return readOutbox(email).map((sent) => sent.subject)
}

test('a plan gets its 7-day, 1-day and ended reminders once each, email and notification', async () => {
	const end = new Date('2026-04-02T08:00:00Z')
	const { user, subscription } = await craftsmanWithPlanEnding(end)
	const at = (iso: string) => sendPlanReminders(new Date(iso))

	await at('2026-03-26T08:30:00Z') // 09:30 CET: not yet 7 days before 10:00 CEST
	expect(await subjects(user.email)).toEqual([])
	await at('2026-03-26T09:15:00Z')
	await at('2026-03-26T10:15:00Z') // the next hourly sweep
	expect(await subjects(user.email)).toEqual(['Tu plan Mensual termina dentro de 7 días'])
	await at('2026-04-01T08:15:00Z')
	await at('2026-04-01T09:15:00Z')
	await at('2026-04-02T08:15:00Z')
	await at('2026-04-02T09:15:00Z')
	expect(await subjects(user.email)).toEqual([
		'Tu plan Mensual termina dentro de 7 días',
		'Tu plan Mensual termina mañana',
		'Tu plan Mensual ha terminado',
	])
	const notifications = await prisma.notification.findMany({
		where: { userId: user.id },
		orderBy: { createdAt: 'asc' },
	})
	expect(notifications.map((n) => n.text)).toEqual([
		expect.stringContaining('termina dentro de 7 días'),
		expect.stringContaining('termina mañana'),
		expect.stringContaining('ha terminado'),
	])
	expect((await prisma.subscription.findUniqueOrThrow({ where: { id: subscription.id } })).status).toBe('expired')
})

test('two sweeps at once (two workers) send each reminder once; a renewed plan gets none', async () => {
	const end = new Date(Date.now() + 3 * DAY)
	const { user } = await craftsmanWithPlanEnding(end)
	await Promise.all([sendPlanReminders(), sendPlanReminders(), sendPlanReminders()])
	expect(await subjects(user.email)).toEqual(['Tu plan Mensual termina dentro de 7 días'])

	const renewed = await craftsmanWithPlanEnding(new Date(Date.now() + 3 * DAY))
	await prisma.subscription.create({
		data: {
			userId: renewed.user.id,
			planId: 'plan-mensual',
			status: 'active',
			endDate: new Date(Date.now() + 33 * DAY),
		},
	})
	await sendPlanReminders()
	expect(await subjects(renewed.user.email)).toEqual([])
})

test('a pending bank-transfer order is reminded after 3 days, once, and cancelled after 14', async () => {
	const user = await createUser({ role: 'oficial' })
	const ordered = new Date('2026-10-20T10:00:00Z')
	const subscription = await prisma.subscription.create({
		data: {
			userId: user.id,
			planId: 'plan-mensual',
			status: 'pending',
			createdAt: ordered,
			payment: { create: { paymentId: 'RF-SWEEP1', amountCents: 2900, createdAt: ordered } },
		},
	})
	await handlePendingOrders(new Date('2026-10-22T10:00:00Z'))
	expect(await subjects(user.email)).toEqual([])
	await handlePendingOrders(new Date('2026-10-23T10:00:00Z'))
	await handlePendingOrders(new Date('2026-10-24T10:00:00Z'))
	expect(await subjects(user.email)).toEqual(['Seguimos esperando tu transferencia para el plan Mensual'])
	const [reminder] = readOutbox(user.email)
	expect(reminder!.text).toContain('RF-SWEEP1')
	expect(reminder!.text).toContain('3 de noviembre de 2026')

	await handlePendingOrders(new Date('2026-11-03T10:59:00Z'))
	expect((await prisma.payment.findFirstOrThrow({ where: { subscriptionId: subscription.id } })).status).toBe('pending')
	await handlePendingOrders(new Date('2026-11-03T11:00:00Z'))
	await handlePendingOrders(new Date('2026-11-04T11:00:00Z'))
	expect(await subjects(user.email)).toEqual([
		'Seguimos esperando tu transferencia para el plan Mensual',
		'Hemos cancelado tu pedido del plan Mensual',
	])
	expect((await prisma.payment.findFirstOrThrow({ where: { subscriptionId: subscription.id } })).status).toBe(
		'cancelled',
	)
	expect((await prisma.subscription.findUniqueOrThrow({ where: { id: subscription.id } })).status).toBe('cancelled')
})

test('the purge removes expired sessions, tokens and abandoned drafts, and keeps the rest', async () => {
	const user = await createUser()
	const now = new Date()
	const ago = (days: number) => new Date(now.getTime() - days * DAY)
	await prisma.session.createMany({
		data: [
			{ userId: user.id, expiresAt: ago(1) },
			{ userId: user.id, expiresAt: ago(-5) },
		],
	})
	await prisma.apiToken.createMany({
		data: [
			{ userId: user.id, kind: 'access', tokenHash: 'purge-old', expiresAt: ago(1) },
			{ userId: user.id, kind: 'access', tokenHash: 'purge-live', expiresAt: ago(-1) },
		],
	})
	await prisma.verificationToken.createMany({
		data: [
			{ userId: user.id, purpose: 'password_reset', tokenHash: 'purge-vt-old', expiresAt: ago(2) },
			{ userId: user.id, purpose: 'password_reset', tokenHash: 'purge-vt-new', expiresAt: ago(-1) },
		],
	})
	await prisma.jobDraft.createMany({
		data: [
			{ id: 'draft-anon-old', updatedAt: ago(8) },
			{ id: 'draft-anon-new', updatedAt: ago(6) },
			{ id: 'draft-user-old', userId: user.id, updatedAt: ago(31) },
			{ id: 'draft-user-new', userId: user.id, updatedAt: ago(20) },
		],
	})
	const purged = await purgeExpired(now)
	expect(purged).toMatchObject({ sessions: 1, apiTokens: 1, verificationTokens: 1, jobDrafts: 2 })
	expect(await prisma.session.count({ where: { userId: user.id } })).toBe(1)
	expect((await prisma.jobDraft.findMany({ orderBy: { id: 'asc' } })).map((draft) => draft.id)).toEqual([
		'draft-anon-new',
		'draft-user-new',
	])
	expect(await purgeExpired(now)).toMatchObject({ sessions: 0, apiTokens: 0, verificationTokens: 0, jobDrafts: 0 })
})
