// Review disputes (issue 43 part 6): a craftsman disputes a review of his once; it stays public
// unless an admin hides it as clearly abusive; the admin decides with a message that both parties
// read (the reviewer also by email, through the queue). The author sees her reviews and edits or
// deletes them within 30 days.
import { describe, expect, test } from 'vitest'
import { readOutbox } from '#app/emails/outbox.server.ts'
import { prisma } from '#app/lib/db.server.ts'
import { readToasts } from '#app/lib/toast.server.ts'
import { getPublicProfile } from '#app/models/craftsmen/profile.server.ts'
import { action as adminAction, loader as adminLoader } from '#app/routes/tablero/$role/opiniones-reclamadas.tsx'
import { action as clientAction, loader as clientLoader } from '#app/routes/tablero/$role/opiniones.tsx'
import {
	action as craftsmanAction,
	loader as craftsmanLoader,
} from '#app/routes/tablero/$role/opinionesycomentarios.tsx'
import { createJob } from '#tests/factories/jobs.ts'
import { createUser } from '#tests/factories/users.ts'
import { runQueuedJobs } from '#tests/helpers/queue.ts'
import {
	call,
	cookiesOf,
	formRequest,
	getRequest,
	redirectLocation,
	sessionCookie,
	unwrap,
} from '#tests/helpers/requests.ts'

const CRAFTSMAN_PAGE = '/tablero/oficial/opinionesycomentarios'
const ADMIN_PAGE = '/tablero/admin/opiniones-reclamadas'
const CLIENT_PAGE = '/tablero/cliente/opiniones'
const DAY = 86_400_000

async function publishedReview({ daysAgo = 0 } = {}) {
	const craftsman = await createUser({ role: 'oficial' })
	const client = await createUser({ name: 'Marta' })
	const job = await createJob({ ownerId: client.id, status: 'completed' })
	const profile = await prisma.craftsmanProfile.findUniqueOrThrow({ where: { userId: craftsman.id } })
	const review = await prisma.review.create({
		data: {
			craftsmanId: profile.id,
			authorId: client.id,
			jobId: job.id,
			rating: 1,
			comment: 'Un desastre, no vuelvo a llamarle',
			createdAt: new Date(Date.now() - daysAgo * DAY),
		},
	})
	const admin = await createUser({ role: 'admin' })
	return { craftsman, client, profile, review, admin }
}

const asCraftsman = async (userId: string, fields: Record<string, string>) =>
	call(craftsmanAction, formRequest(CRAFTSMAN_PAGE, fields, { cookie: await sessionCookie(userId) }), {
		params: { role: 'oficial' },
	})
const asAdmin = async (userId: string, fields: Record<string, string>) =>
	call(adminAction, formRequest(ADMIN_PAGE, fields, { cookie: await sessionCookie(userId) }), {
		params: { role: 'admin' },
	})
const asClient = async (userId: string, fields: Record<string, string>) =>
	call(clientAction, formRequest(CLIENT_PAGE, fields, { cookie: await sessionCookie(userId) }), {
		params: { role: 'cliente' },
	})
const toastOf = async (result: unknown) =>
	(await readToasts(getRequest('/', { cookie: cookiesOf((result as Response).headers) }))).toasts[0]?.text ?? ''
const notesOf = async (userId: string) =>
	(
		await prisma.notification.findMany({ where: { userId }, select: { text: true }, orderBy: { createdAt: 'asc' } })
	).map((note) => note.text)
const disputeFields = (reviewId: string) => ({
	intent: 'reclamar',
	reviewId,
	reason: 'not_client',
	text: 'No tengo ningún trabajo con esta persona',
})
const visibleCount = async (slug: string) => (await getPublicProfile(slug))!.reviewCount

describe('a craftsman disputes a review', () => {
	test('once, with a reason and a text; the review stays public; the author is told', async () => {
		const { craftsman, client, profile, review } = await publishedReview()
		const result = await asCraftsman(craftsman.id, disputeFields(review.id))
		expect(redirectLocation(result)).toBe(`${CRAFTSMAN_PAGE}#opinion-${review.id}`)
		expect(await toastOf(result)).toContain('Reclamación enviada')
		const stored = await prisma.review.findUniqueOrThrow({ where: { id: review.id } })
		expect([stored.disputeReason, stored.disputeText, stored.disputedAt !== null, stored.hiddenAt]).toEqual([
			'not_client',
			'No tengo ningún trabajo con esta persona',
			true,
			null,
		])
		expect(await visibleCount(profile.companySlug)).toBe(1)
		expect(await notesOf(client.id)).toEqual([
			`${profile.companyName} ha pedido revisar tu opinión. Sigue publicada mientras la revisamos.`,
		])
		// his page shows the state instead of the form
		const page = unwrap(
			await call(craftsmanLoader, getRequest(CRAFTSMAN_PAGE, { cookie: await sessionCookie(craftsman.id) }), {
				params: { role: 'oficial' },
			}),
		).data
		expect(page.reviews[0].dispute.key).toBe('pending')
		// a second dispute is refused on the form and changes nothing
		const again = await asCraftsman(craftsman.id, { ...disputeFields(review.id), reason: 'offensive' })
		expect(unwrap(again).status).toBe(409)
		expect(unwrap(again).data.result.error['']).toEqual(['Ya has reclamado esta opinión'])
		expect((await prisma.review.findUniqueOrThrow({ where: { id: review.id } })).disputeReason).toBe('not_client')
	})

	test('bad input is refused with the field’s message; another craftsman’s review is not found', async () => {
		const { craftsman, review } = await publishedReview()
		const other = await createUser({ role: 'oficial' })
		for (const [fields, field, message] of [
			[{ ...disputeFields(review.id), reason: 'envidia' }, 'reason', 'Elige el motivo'],
			[{ ...disputeFields(review.id), text: '   ' }, 'text', 'Explica por qué la opinión incumple las normas'],
			[{ ...disputeFields(review.id), text: 'x'.repeat(1001) }, 'text', 'Máximo 1000 caracteres'],
		] as const) {
			const result = await asCraftsman(craftsman.id, fields)
			expect(unwrap(result).status).toBe(400)
			expect(unwrap(result).data.result.error[field]).toEqual([message])
		}
		const foreign = await asCraftsman(other.id, disputeFields(review.id))
		expect(unwrap(foreign).status).toBe(404)
		// a client cannot post the craftsman's form at all
		const client = await createUser()
		expect(redirectLocation(await asCraftsman(client.id, disputeFields(review.id)))).toBe('/tablero/cliente')
		expect((await prisma.review.findUniqueOrThrow({ where: { id: review.id } })).disputedAt).toBeNull()
	})
})

describe('an admin decides', () => {
	test('the queue lists the dispute; «Retirar» hides the review with the message; both told, the author by email', async () => {
		const { craftsman, client, profile, review, admin } = await publishedReview()
		await asCraftsman(craftsman.id, disputeFields(review.id))
		const queue = unwrap(
			await call(adminLoader, getRequest(ADMIN_PAGE, { cookie: await sessionCookie(admin.id) }), {
				params: { role: 'admin' },
			}),
		).data
		expect(queue.reviews.find((row: { id: string }) => row.id === review.id)).toMatchObject({
			reason: 'No es cliente mío: no hice este trabajo para quien la escribe',
			text: 'No tengo ningún trabajo con esta persona',
			hidden: false,
		})
		// a decision needs a message
		const bare = await asAdmin(admin.id, { intent: 'retirar', reviewId: review.id, message: ' ' })
		expect(await toastOf(bare)).toBe('Escribe el mensaje para el profesional y el cliente')
		expect((await prisma.review.findUniqueOrThrow({ where: { id: review.id } })).disputeDecidedAt).toBeNull()

		const message = 'La cuenta de quien escribe no contrató este trabajo.'
		const result = await asAdmin(admin.id, { intent: 'retirar', reviewId: review.id, message })
		expect(await toastOf(result)).toBe('Reclamación aceptada: la opinión se ha retirado')
		const stored = await prisma.review.findUniqueOrThrow({ where: { id: review.id } })
		expect([stored.disputeUpheld, stored.disputeMessage, stored.hiddenAt !== null, stored.hiddenReason]).toEqual([
			true,
			message,
			true,
			message,
		])
		expect(await visibleCount(profile.companySlug)).toBe(0)
		expect(await prisma.auditLog.findFirstOrThrow({ where: { targetId: review.id } })).toMatchObject({
			actorId: admin.id,
			action: 'review.dispute_upheld',
		})
		expect((await notesOf(craftsman.id)).at(-1)).toBe(
			`Hemos aceptado tu reclamación: la opinión se ha retirado. ${message}`,
		)
		expect((await notesOf(client.id)).at(-1)).toBe(
			`Hemos retirado tu opinión sobre ${profile.companyName} tras revisar la reclamación del profesional.`,
		)
		await runQueuedJobs()
		const [email] = readOutbox(client.email)
		expect(email?.subject).toBe('Hemos retirado tu opinión')
		expect(email?.text).toContain(message)
		// decided once: a second decision is refused and changes nothing
		const twice = await asAdmin(admin.id, { intent: 'mantener', reviewId: review.id, message: 'Otra' })
		expect(await toastOf(twice)).toBe('Esta reclamación ya está decidida')
		expect((await prisma.review.findUniqueOrThrow({ where: { id: review.id } })).disputeUpheld).toBe(true)
	})

	test('a clearly abusive review is hidden meanwhile; «Mantener» shows it again', async () => {
		const { craftsman, client, profile, review, admin } = await publishedReview()
		await asCraftsman(craftsman.id, { ...disputeFields(review.id), reason: 'offensive' })
		await asAdmin(admin.id, { intent: 'ocultar', reviewId: review.id })
		expect(await visibleCount(profile.companySlug)).toBe(0)
		expect((await notesOf(client.id)).at(-1)).toContain('Hemos ocultado tu opinión')
		const result = await asAdmin(admin.id, {
			intent: 'mantener',
			reviewId: review.id,
			message: 'Es una crítica dura, pero no incumple las normas.',
		})
		expect(await toastOf(result)).toBe('Reclamación rechazada: la opinión sigue publicada')
		const stored = await prisma.review.findUniqueOrThrow({ where: { id: review.id } })
		expect([stored.disputeUpheld, stored.hiddenAt, stored.hiddenReason]).toEqual([false, null, null])
		expect(await visibleCount(profile.companySlug)).toBe(1)
		// the author reads the outcome and the admin's message on her page
		const mine = unwrap(
			await call(clientLoader, getRequest(CLIENT_PAGE, { cookie: await sessionCookie(client.id) }), {
				params: { role: 'cliente' },
			}),
		).data
		expect(mine.reviews[0]).toMatchObject({
			dispute: 'Revisada: sigue publicada',
			disputeMessage: 'Es una crítica dura, pero no incumple las normas.',
		})
	})

	test('an undisputed review cannot be hidden or decided through this queue', async () => {
		const { review, admin, profile } = await publishedReview()
		const result = await asAdmin(admin.id, { intent: 'ocultar', reviewId: review.id })
		expect(await toastOf(result)).toBe('Reclamación no encontrada')
		const decided = await asAdmin(admin.id, { intent: 'retirar', reviewId: review.id, message: 'x' })
		expect(await toastOf(decided)).toBe('Reclamación no encontrada')
		expect(await visibleCount(profile.companySlug)).toBe(1)
	})
})

describe('the author’s own reviews', () => {
	test('listed with their deadline; deleted within 30 days, refused after; only her own', async () => {
		const { client, profile, review } = await publishedReview({ daysAgo: 29 })
		const old = await publishedReview({ daysAgo: 31 })
		const page = unwrap(
			await call(clientLoader, getRequest(CLIENT_PAGE, { cookie: await sessionCookie(client.id) }), {
				params: { role: 'cliente' },
			}),
		).data
		expect(page.reviews).toHaveLength(1)
		expect(page.reviews[0]).toMatchObject({ id: review.id, canEdit: true, state: 'Publicada' })
		// someone else's review: not found, nothing deleted
		const foreign = await asClient(client.id, { intent: 'eliminar', reviewId: old.review.id })
		expect(await toastOf(foreign)).toBe('Opinión no encontrada')
		// after 30 days: refused
		const late = await asClient(old.client.id, { intent: 'eliminar', reviewId: old.review.id })
		expect(await toastOf(late)).toBe('Solo puedes eliminar tu valoración durante 30 días')
		expect(await prisma.review.count({ where: { id: old.review.id } })).toBe(1)
		// within 30 days: gone from the profile
		const done = await asClient(client.id, { intent: 'eliminar', reviewId: review.id })
		expect(redirectLocation(done)).toBe(CLIENT_PAGE)
		expect(await toastOf(done)).toBe('Valoración eliminada')
		expect(await prisma.review.count({ where: { id: review.id } })).toBe(0)
		expect(await visibleCount(profile.companySlug)).toBe(0)
	})
})
