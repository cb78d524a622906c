// The admin's queue of held reviews: listed with their reasons (never an address), published or
// rejected with plain forms, each decision audited and told; non-admins are sent away.
import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { readToasts } from '#app/lib/toast.server.ts'
import { getPublicProfile } from '#app/models/craftsmen/profile.server.ts'
import { action, loader } from '#app/routes/tablero/$role/opiniones-retenidas.tsx'
import { createJob } from '#tests/factories/jobs.ts'
import { createUser } from '#tests/factories/users.ts'
import {
	call,
	cookiesOf,
	formRequest,
	getRequest,
	redirectLocation,
	sessionCookie,
	unwrap,
} from '#tests/helpers/requests.ts'
import { expectAdminOnly } from './non-admins.ts'

const PATH = '/tablero/admin/opiniones-retenidas'

async function heldReview(reasons = ['shared-device', 'shared-address']) {
	const craftsman = await createUser({ role: 'oficial' })
	const client = await createUser({ name: 'Marta' })
	const job = await createJob({ ownerId: client.id, status: 'completed' })
	const profile = await prisma.craftsmanProfile.findUniqueOrThrow({ where: { userId: craftsman.id } })
	await prisma.review.create({ data: { craftsmanId: profile.id, rating: 4, comment: 'Anterior y pública' } })
	const review = await prisma.review.create({
		data: {
			craftsmanId: profile.id,
			authorId: client.id,
			jobId: job.id,
			rating: 1,
			comment: 'Sospechosamente buena',
			heldAt: new Date(),
			heldReasons: reasons,
		},
	})
	const admin = await createUser({ role: 'admin' })
	return { craftsman, client, profile, review, admin, cookie: await sessionCookie(admin.id) }
}

const decide = (cookie: string, intent: string, id: string) =>
	call(action, formRequest(PATH, { intent, id }, { cookie }))
const toastOf = async (result: unknown) =>
	(await readToasts(getRequest('/', { cookie: cookiesOf((result as Response).headers) }))).toasts[0]?.text ?? ''
const notesOf = async (userId: string) =>
	(await prisma.notification.findMany({ where: { userId }, select: { text: true } })).map((note) => note.text)

describe('held reviews queue', () => {
	test('lists each held review with its reasons in Spanish, never an address or a device', async () => {
		const { review, cookie, profile } = await heldReview()
		const page = unwrap(await call(loader, getRequest(PATH, { cookie }))).data
		const item = page.reviews.find((row: { id: string }) => row.id === review.id)
		expect(item).toMatchObject({
			companyName: profile.companyName,
			rating: 1,
			comment: 'Sospechosamente buena',
			reasons: [
				'El cliente y el profesional han usado el mismo dispositivo',
				'El cliente y el profesional se han conectado desde la misma dirección IP',
			],
		})
		expect(JSON.stringify(page)).not.toMatch(/hash|\d+\.\d+\.\d+\.\d+/)
	})

	test('«Publicar» shows and counts it, audited; the craftsman and the client are told; twice is refused', async () => {
		const { review, cookie, profile, craftsman, client, admin } = await heldReview()
		expect((await getPublicProfile(profile.companySlug))!.reviewCount).toBe(1)
		const result = await decide(cookie, 'publicar', review.id)
		expect(redirectLocation(result)).toBe(PATH)
		expect(await toastOf(result)).toContain('Opinión publicada')
		const after = await prisma.review.findUniqueOrThrow({ where: { id: review.id } })
		expect([after.heldAt, after.decidedById, after.releasedAt !== null]).toEqual([null, admin.id, true])
		const publicProfile = (await getPublicProfile(profile.companySlug))!
		expect([publicProfile.reviewCount, publicProfile.avgRating]).toEqual([2, 2.5])
		const audit = await prisma.auditLog.findFirstOrThrow({ where: { targetId: review.id } })
		expect(audit).toMatchObject({
			actorId: admin.id,
			action: 'review.release',
			targetType: 'review',
			details: { heldReasons: ['shared-device', 'shared-address'], rating: 1 },
		})
		expect(await notesOf(craftsman.id)).toContain('Has recibido una valoración de 1 estrella')
		expect((await notesOf(client.id)).join()).toContain('Hemos publicado tu valoración')
		// no longer in the queue; a second decision changes nothing
		const page = unwrap(await call(loader, getRequest(PATH, { cookie }))).data
		expect(page.reviews.map((row: { id: string }) => row.id)).not.toContain(review.id)
		const again = await decide(cookie, 'rechazar', review.id)
		expect(await toastOf(again)).toContain('Esta opinión ya no está pendiente de revisión')
		expect((await prisma.review.findUniqueOrThrow({ where: { id: review.id } })).rejectedAt).toBeNull()
		expect(await prisma.auditLog.count({ where: { targetId: review.id } })).toBe(1)
	})

	test('«Rechazar» keeps it off every page, audited; the client is told, the craftsman is not', async () => {
		const { review, cookie, profile, craftsman, client } = await heldReview(['new-account'])
		const result = await decide(cookie, 'rechazar', review.id)
		expect(await toastOf(result)).toContain('Opinión rechazada')
		const after = await prisma.review.findUniqueOrThrow({ where: { id: review.id } })
		expect([after.heldAt !== null, after.rejectedAt !== null]).toEqual([true, true])
		expect((await getPublicProfile(profile.companySlug))!.reviewCount).toBe(1)
		expect((await prisma.auditLog.findFirstOrThrow({ where: { targetId: review.id } })).action).toBe('review.reject')
		expect(await notesOf(craftsman.id)).toEqual([])
		expect((await notesOf(client.id)).join()).toContain('no se ha publicado')
		const page = unwrap(await call(loader, getRequest(PATH, { cookie }))).data
		expect(page.reviews.map((row: { id: string }) => row.id)).not.toContain(review.id)
	})

	test('bad input or an unknown review: a clear message, nothing changes', async () => {
		const { review, cookie } = await heldReview()
		expect(await toastOf(await decide(cookie, 'borrar', review.id))).toContain('Acción no válida')
		expect(await toastOf(await decide(cookie, 'publicar', ''))).toContain('Acción no válida')
		expect(await toastOf(await decide(cookie, 'publicar', 'x'.repeat(500)))).toContain('Acción no válida')
		expect(await toastOf(await decide(cookie, 'publicar', 'no-existe'))).toContain('Opinión no encontrada')
		const after = await prisma.review.findUniqueOrThrow({ where: { id: review.id } })
		expect([after.heldAt !== null, after.releasedAt, after.rejectedAt]).toEqual([true, null, null])
	})

	test('only admins: others are sent away and cannot decide', async () => {
		const { review } = await heldReview()
		await expectAdminOnly(loader, (cookie) => getRequest(PATH, { cookie }))
		await expectAdminOnly(action, (cookie) => formRequest(PATH, { intent: 'publicar', id: review.id }, { cookie }))
		expect((await prisma.review.findUniqueOrThrow({ where: { id: review.id } })).heldAt).not.toBeNull()
	})
})
