// The response-time formula against hand-computed fixtures.
import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { getPublicProfile } from '#app/models/craftsmen/profile.server.ts'
import { searchCraftsmen } from '#app/models/craftsmen/search.server.ts'
import { getResponseTime, getResponseTimes } from '#app/models/response-time/response-time.server.ts'
import { responseTimeLabel } from '#app/models/response-time/response-time.ts'
import { createCraftsman } from '#tests/factories/craftsmen.ts'
import { createUser } from '#tests/factories/users.ts'

const NOW = new Date('2026-11-20T12:00:00Z')
const min = 60_000
const at = (minutesBeforeNow: number) => new Date(NOW.getTime() - minutesBeforeNow * min)

/**
 * One conversation between `craftsmanId` and a new client; `script` lists who wrote when, as
 * minutes before NOW: ['c', 600] is the client 600 minutes ago, ['o', 590] the craftsman.
 */
async function conversation(craftsmanId: string, script: Array<['c' | 'o', number]>) {
	const client = await createUser()
	const conv = await prisma.conversation.create({
		data: { participants: { create: [{ userId: client.id }, { userId: craftsmanId }] } },
	})
	for (const [who, minutes] of script) {
		await prisma.message.create({
			data: {
				conversationId: conv.id,
				senderId: who === 'c' ? client.id : craftsmanId,
				text: 'Hola',
				createdAt: at(minutes),
			},
		})
	}
}

describe('response time (median of waits, percentile_cont)', () => {
	test('five waits of 10, 30, 60, 180 and 300 minutes: the median is 60 minutes, «menos de 1 hora»', async () => {
		const craftsman = await createUser({ role: 'oficial' })
		// one conversation holding three waits, the other two alone
		await conversation(craftsman.id, [
			['c', 1000],
			['o', 990], // 10 min
			['c', 900],
			['c', 880], // a second message before the answer: same wait
			['o', 870], // 30 min from 900
			['o', 860], // the craftsman writing again starts nothing
			['c', 800],
			['o', 740], // 60 min
		])
		await conversation(craftsman.id, [
			['c', 2000],
			['o', 1820], // 180 min
		])
		await conversation(craftsman.id, [
			['o', 3000], // the craftsman wrote first
			['c', 2900],
			['o', 2600], // 300 min
		])
		const time = await getResponseTime(craftsman.id, NOW)
		expect(time).toEqual({ samples: 5, medianSeconds: 3600 })
		expect(responseTimeLabel(time)).toBe('Suele responder en menos de 1 hora')
	})

	test('an even count interpolates; an unanswered wait counts until now; older than 90 days is out', async () => {
		const craftsman = await createUser({ role: 'oficial' })
		for (const wait of [20, 40, 60, 100, 120])
			await conversation(craftsman.id, [
				['c', 5000],
				['o', 5000 - wait],
			])
		// unanswered, sent 300 minutes ago: a wait of 300 minutes
		await conversation(craftsman.id, [['c', 300]])
		// 91 days ago, answered after a week: outside the window, ignored
		await conversation(craftsman.id, [
			['c', 91 * 1440],
			['o', 84 * 1440],
		])
		// waits 20, 40, 60, 100, 120, 300 → median (60 + 100) / 2 = 80 minutes
		expect(await getResponseTime(craftsman.id, NOW)).toEqual({ samples: 6, medianSeconds: 80 * 60 })
		expect(responseTimeLabel({ samples: 6, medianSeconds: 80 * 60 })).toBe('Suele responder en menos de 2 horas')
	})

	test('fewer than 5 waits: measured, but no label; craftsmen are measured apart', async () => {
		const [a, b] = [await createUser({ role: 'oficial' }), await createUser({ role: 'oficial' })]
		for (const wait of [30, 30, 30, 30])
			await conversation(a.id, [
				['c', 1000],
				['o', 1000 - wait],
			])
		for (const wait of [2000, 2000, 3000, 5000, 6000])
			await conversation(b.id, [
				['c', 9000],
				['o', 9000 - wait],
			])
		const times = await getResponseTimes([a.id, b.id], NOW)
		expect(times.get(a.id)).toEqual({ samples: 4, medianSeconds: 1800 })
		expect(responseTimeLabel(times.get(a.id))).toBeNull()
		expect(times.get(b.id)).toEqual({ samples: 5, medianSeconds: 3000 * 60 })
		expect(responseTimeLabel(times.get(b.id))).toBe('Suele responder en menos de 3 días')
	})
})

describe('responseTimeLabel bands', () => {
	test('each band at its edge and just past it', () => {
		const label = (hours: number) => responseTimeLabel({ samples: 5, medianSeconds: hours * 3600 })
		expect([label(1), label(1.01), label(2), label(6), label(24), label(72), label(72.1)]).toEqual([
			'Suele responder en menos de 1 hora',
			'Suele responder en menos de 2 horas',
			'Suele responder en menos de 2 horas',
			'Suele responder en menos de 6 horas',
			'Suele responder en menos de 1 día',
			'Suele responder en menos de 3 días',
			'Suele tardar más de 3 días en responder',
		])
		expect(responseTimeLabel(null)).toBeNull()
	})
})

describe('where it shows', () => {
	test('the public profile and the search card carry the label once there are 5 waits, not before', async () => {
		const { user, craftsman } = await createCraftsman({ company: `Rapidez ${Date.now()}`, code: '28001' })
		const label = async () => ({
			profile: (await getPublicProfile(craftsman.companySlug))?.responseTime,
			card: (
				await searchCraftsmen({
					serviceId: 'electrician',
					place: { latitude: 40.4255, longitude: -3.6834 },
					pageSize: 50,
				})
			).craftsmen.find((card) => card.id === craftsman.id)?.responseTime,
		})
		// real time here: the pages measure at the moment they are shown
		const since = (Date.now() - NOW.getTime()) / min
		for (let i = 0; i < 4; i++)
			await conversation(user.id, [
				['c', since + 500],
				['o', since + 400],
			])
		expect(await label()).toEqual({ profile: null, card: null })
		await conversation(user.id, [
			['c', since + 500],
			['o', since + 400],
		])
		expect(await label()).toEqual({
			profile: 'Suele responder en menos de 2 horas',
			card: 'Suele responder en menos de 2 horas',
		})
	})
})
