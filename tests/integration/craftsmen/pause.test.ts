// «Modo vacaciones»: a paused craftsman gets no leads, is not found and cannot be asked for a
// quote; the profile says until when; the scheduled job lifts the pause on its day.
import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { getPublicProfile } from '#app/models/craftsmen/profile.server.ts'
import { liftEndedPauses, pauseLeads } from '#app/models/craftsmen/pause.server.ts'
import { madridMidnight } from '#app/queue/madrid-time.ts'
import { searchCraftsmen } from '#app/models/craftsmen/search.server.ts'
import { matchAlertsForJob } from '#app/models/job-alerts/match.server.ts'
import { findRequestableCraftsman } from '#app/models/jobs/direct-request.server.ts'
import { createCraftsman } from '#tests/factories/craftsmen.ts'
import { createJob, placeId, subscribe } from '#tests/factories/jobs.ts'
import { action as pausePage } from '#app/routes/tablero/$role/vacaciones.tsx'
import { call, formRequest, redirectLocation, sessionCookie, unwrap } from '#tests/helpers/requests.ts'

async function pausedPair() {
	const [paused, working] = await Promise.all([createCraftsman({ code: '28001' }), createCraftsman({ code: '28001' })])
	for (const craftsman of [paused, working]) {
		await subscribe(craftsman.user.id)
		await prisma.jobAlert.create({
			data: { userId: craftsman.user.id, postalCodeId: await placeId('28001'), radiusKm: 30, categories: [] },
		})
	}
	return { paused, working }
}

describe('Modo vacaciones', () => {
	test('while paused: no alert match, not in the search, no direct request; the profile says until when', async () => {
		const { paused, working } = await pausedPair()
		const until = await pauseLeads(paused.user.id, '2027-01-12', new Date('2026-12-20T10:00:00Z'))
		expect(until.toISOString()).toBe('2027-01-11T23:00:00.000Z') // Madrid midnight (winter, UTC+1)
		// the pause is in force now (its day is in the future)
		const job = await createJob({ postalCode: '28001' })
		const matched = (await matchAlertsForJob(job.id)).map((match) => match.userId)
		expect(matched).toContain(working.user.id)
		expect(matched).not.toContain(paused.user.id)

		const madrid = await prisma.postalCode.findFirstOrThrow({ where: { code: '28001' } })
		const found = await searchCraftsmen({ serviceId: 'electrician', place: madrid, pageSize: 100 })
		const slugs = found.craftsmen.map((card) => card.companySlug)
		expect(slugs).toContain(working.craftsman.companySlug)
		expect(slugs).not.toContain(paused.craftsman.companySlug)

		expect(await findRequestableCraftsman({ userId: paused.user.id })).toBeNull()
		expect(await findRequestableCraftsman({ userId: working.user.id })).not.toBeNull()

		const profile = await getPublicProfile(paused.craftsman.companySlug)
		expect(profile?.pausedUntil?.toISOString()).toBe('2027-01-11T23:00:00.000Z')
	})

	test('the pause lifts on its day: the scheduled job clears it and leads come back', async () => {
		const { paused } = await pausedPair()
		await prisma.craftsmanProfile.update({
			where: { userId: paused.user.id },
			data: { pausedUntil: new Date(Date.now() - 60_000) },
		})
		// already past: every check reads it as lifted, before the job even runs
		const before = await createJob({ postalCode: '28001' })
		expect((await matchAlertsForJob(before.id)).map((match) => match.userId)).toContain(paused.user.id)
		expect((await liftEndedPauses()).lifted).toBeGreaterThanOrEqual(1)
		const row = await prisma.craftsmanProfile.findUniqueOrThrow({ where: { userId: paused.user.id } })
		expect(row.pausedUntil).toBeNull()
		expect((await getPublicProfile(paused.craftsman.companySlug))?.pausedUntil).toBeNull()
	})

	test('a day in the past, today, or more than a year ahead is refused', async () => {
		const craftsman = await createCraftsman()
		const now = new Date('2026-12-20T10:00:00Z')
		await expect(pauseLeads(craftsman.user.id, '2026-12-20', now)).rejects.toMatchObject({ field: 'until' })
		await expect(pauseLeads(craftsman.user.id, '2028-01-01', now)).rejects.toMatchObject({ field: 'until' })
		expect(madridMidnight('2027-07-01').toISOString()).toBe('2027-06-30T22:00:00.000Z') // summer, UTC+2
	})

	test('the page: pause until a day (its form sends no intent), refused on its field; «Volver ahora» resumes', async () => {
		const craftsman = await createCraftsman()
		const cookie = await sessionCookie(craftsman.user.id)
		const post = (fields: Record<string, string>) =>
			call(pausePage, formRequest('/tablero/oficial/vacaciones', fields, { cookie }), { params: { role: 'oficial' } })
		const pausedUntil = async () =>
			(await prisma.craftsmanProfile.findUniqueOrThrow({ where: { userId: craftsman.user.id } })).pausedUntil
		const empty = unwrap(await post({}))
		expect(empty.status).toBe(400)
		expect(empty.data.result.error).toEqual({ until: ['Elige el día en que vuelves'] })
		const past = unwrap(await post({ until: '2020-01-01' }))
		expect(past.status).toBe(400)
		expect(Object.keys(past.data.result.error)).toEqual(['until'])
		expect(await pausedUntil()).toBeNull()
		const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10)
		expect(redirectLocation(await post({ until: day }))).toBe('/tablero/oficial/vacaciones')
		expect((await pausedUntil())?.toISOString()).toBe(madridMidnight(day).toISOString())
		expect(redirectLocation(await post({ intent: 'resume' }))).toBe('/tablero/oficial/vacaciones')
		expect(await pausedUntil()).toBeNull()
		expect(unwrap(await post({ intent: 'otra', until: day })).status).toBe(400)
		expect(await pausedUntil()).toBeNull()
	})
})
