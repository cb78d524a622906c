// Publishing a job: for a signed-in client, or for a guest, who gets a client account in the same
// transaction (spec 001 §4: an anonymous poster is registered and logged in).
import { claimUploads, ownedUrls, storedImageUrl } from '#app/models/uploads/ownership.server.ts'
import { claimAccountPlace } from '#app/models/auth/account-limit.server.ts'
import { AppError } from '#app/lib/app-error.ts'
import { type WorkingSchedule } from '#app/generated/prisma/enums.ts'
import { prisma } from '#app/lib/db.server.ts'
import { consumeRateLimit, enforceActionLimit, refundActionLimit } from '#app/lib/rate-limit.server.ts'
import { enqueue } from '#app/queue/queue.server.ts'
import { startEmailVerification } from '#app/models/auth/account.server.ts'
import { pushNotification } from '#app/models/notifications/notify.server.ts'
import { assertRequestableCraftsman, tellRequestedCraftsman } from './direct-request.server.ts'
import { announceJobChange } from '#app/models/job-rules/job-events.server.ts'
import { fullName } from '#app/models/users/full-name.ts'
import { type DraftPublication } from './job-wizard.schema.ts'

export type JobInput = {
	serviceId: string
	serviceTitle?: string | null
	otherTitle?: string | null
	squareMeters?: number | null
	rooms?: number | null
	floors?: number | null
	description?: string | null
	images: string[]
	postalCodeId: number
	workingSchedule: WorkingSchedule
	/** a direct request: the craftsman's user id */
	requestedCraftsmanId?: string | null
	/** whether the other craftsmen see a direct request too; every other job is open to all */
	openToOthers?: boolean
}

export type Contact = { name: string; email: string; phone: string }

export const ONLY_CLIENTS = 'Solo las clientas pueden publicar trabajos'
export const USER_EXISTS = 'Este correo ya tiene cuenta: escribe tu contraseña'

/**
 * The wizard's email step, for a poster who is not signed in: whether the address is new or has an
 * account, and nothing more (issue 37, L2). Every existing account — a client with or without a
 * password, a craftsman, an admin, a blocked one — gets the same answer, so the step never tells
 * who an address belongs to; whether it has an account at all costs one of the address's
 * `emailChecksByIp` (as in the craftsman registration).
 */
export async function checkPosterEmail(email: string, { clientIp }: { clientIp: string }) {
	await enforceActionLimit('emailChecksByIp', clientIp)
	const user = await prisma.user.findUnique({ where: { email: email.toLowerCase() }, select: { id: true } })
	return user ? ('existing' as const) : ('new' as const)
}

/**
 * Who may post with this email, once its owner is known (signed in, or the right password typed):
 * a new guest, a client (with or without a password) or nobody. Never an answer to an anonymous
 * caller: see checkPosterEmail.
 */
export async function classifyPosterEmail(email: string) {
	const user = await prisma.user.findUnique({
		where: { email: email.toLowerCase() },
		select: {
			id: true,
			role: true,
			name: true,
			email: true,
			phone: true,
			passwordHash: true,
			blockedAt: true,
			postalCode: { select: { code: true } },
		},
	})
	if (!user) return { kind: 'new' as const }
	if (user.role !== 'cliente') return { kind: 'refused' as const, message: ONLY_CLIENTS }
	const { passwordHash, ...rest } = user
	// an account made by posting a job has no password yet: it gets a sign-in link instead
	if (!passwordHash) return { kind: 'client-without-password' as const, user: rest }
	return { kind: 'client' as const, user: rest }
}

/** Creates the job; for a guest, creates the client account too. Returns the owner and the job. */
export async function publishJob({
	ownerId,
	contact,
	job,
	draftId,
	signupIp,
}: {
	ownerId: string | null
	contact: Contact
	job: JobInput
	/** the wizard's draft: publishing claims it once, so a repeated submission publishes nothing */
	draftId?: string
	/** the caller's address, when a guest's job may open an account (the limit per address) */
	signupIp?: string
}) {
	const published = await prisma.$transaction(async (tx) => {
		if (draftId) {
			// the row lock makes a second, simultaneous submission wait for the first and see its result
			const [claim] = await tx.$queryRaw<Array<{ published: DraftPublication | null }>>`
				SELECT data->'published' AS published FROM "JobDraft" WHERE id = ${draftId} FOR UPDATE`
			if (!claim) throw new AppError('bad_request', MISSING_CONTACT)
			if (claim.published) return replayOf(claim.published)
		}
		let owner = ownerId
		let createdAccount = false
		if (!owner) {
			const existing = await tx.user.findUnique({
				where: { email: contact.email.toLowerCase() },
				select: { id: true },
			})
			// the same answer whoever owns the address (a role is told only to whoever proved it is theirs)
			if (existing) throw new AppError('conflict', USER_EXISTS)
			// the wizard's draft stays as it is when refused: the guest is told how to go on
			const place = signupIp === undefined ? null : await claimAccountPlace(tx, signupIp, draftId ? DRAFT_KEPT : '')
			const user = await tx.user.create({
				data: {
					email: contact.email.toLowerCase(),
					name: contact.name,
					phone: contact.phone,
					role: 'cliente',
					postalCodeId: job.postalCodeId,
					// no password yet: the dashboard's first visit asks for one (spec 000 §2)
					passwordChangeRecommendedAt: new Date(),
				},
				select: { id: true },
			})
			await place?.record(user.id)
			owner = user.id
			createdAccount = true
		} else {
			const user = await tx.user.findUniqueOrThrow({ where: { id: owner }, select: { role: true } })
			if (user.role !== 'cliente') throw new AppError('conflict', ONLY_CLIENTS)
		}
		const created = await tx.job.create({
			data: {
				ownerId: owner,
				serviceId: job.serviceId,
				serviceTitle: job.otherTitle ? null : job.serviceTitle,
				otherTitle: job.otherTitle || null,
				squareMeters: job.squareMeters ?? null,
				rooms: job.rooms ?? null,
				floors: job.floors ?? null,
				description: job.description ?? '',
				// checked by publishFromWizard: our own uploads, as paths
				images: job.images.map(storedImageUrl),
				postalCodeId: job.postalCodeId,
				workingSchedule: job.workingSchedule,
				contactName: contact.name,
				contactEmail: contact.email.toLowerCase(),
				contactPhone: contact.phone,
				requestedCraftsmanId: job.requestedCraftsmanId ?? null,
				openToOthers: job.requestedCraftsmanId ? Boolean(job.openToOthers) : true,
			},
			select: { id: true, listingId: true, openToOthers: true, images: true },
		})
		// an anonymous /api upload it names becomes the poster's
		await claimUploads(tx, owner, created.images)
		// matching and alert emails run in a worker: the poster never waits for them
		await enqueue(tx, 'job-alerts', { jobId: created.id })
		const told = job.requestedCraftsmanId
			? await tellRequestedCraftsman(tx, {
					jobId: created.id,
					craftsmanId: job.requestedCraftsmanId,
					openToOthers: created.openToOthers,
				})
			: null
		if (draftId) {
			// the draft keeps only what a repeated submission needs (no contact details)
			const publication: DraftPublication = {
				jobId: created.id,
				ownerId: owner,
				createdAccount,
				at: new Date().toISOString(),
			}
			await tx.$executeRaw`UPDATE "JobDraft" SET data = jsonb_build_object('published', ${JSON.stringify(publication)}::jsonb), "updatedAt" = now() WHERE id = ${draftId}`
		}
		return { ownerId: owner, createdAccount, job: created, told, replayed: false }
	})
	if (published.replayed) return published
	if (published.told) pushNotification(published.told)
	// after the commit: open feeds reload and show it (spec 000 §7 getPublicEvent); a direct request
	// only the requested craftsman may see is not public
	announceJobChange(published.job, 'published')
	return published
}

function replayOf(publication: DraftPublication) {
	return {
		ownerId: publication.ownerId,
		createdAccount: publication.createdAccount,
		job: { id: publication.jobId, listingId: 0, openToOthers: true },
		told: null,
		replayed: true,
	}
}

/**
 * The job wizard's last step, the same for the page and POST /api/jobpost: a signed-in client posts
 * with their own contact details (a guest with the ones typed), the job is published, `savePlace`
 * keeps the job's postal code as the client's own (the page, spec 001 §4), and a new account's
 * email verification starts. Signing the new account in is the caller's (cookie or tokens).
 * A client publishes at most `jobsByClient` jobs a day; a guest's job creates an account, so it
 * counts against the accounts its address may open (`clientIp`, account-limit.server.ts).
 */
export async function publishFromWizard({
	ownerId,
	guest,
	job,
	savePlace = false,
	draftId,
	clientIp,
}: {
	ownerId: string | null
	guest?: Contact
	job: JobInput
	savePlace?: boolean
	draftId?: string
	clientIp: string
}) {
	const contact = ownerId ? await ownerContact(ownerId) : guest
	if (!contact?.email || !contact.name) throw new AppError('bad_request', MISSING_CONTACT)
	if (job.requestedCraftsmanId) await assertRequestableCraftsman(job.requestedCraftsmanId)
	// photos only from our own uploads: the poster's, her draft's or an anonymous /api upload not
	// claimed yet (issue 37, L4) — never another host's URL nor someone else's upload
	job = { ...job, images: await ownedUrls(ownerId, job.images, BAD_IMAGE, { draftId }) }
	// a client's jobs per day; a guest's account is counted inside publishJob's transaction
	if (ownerId) await enforceActionLimit('jobsByClient', ownerId)
	let published
	try {
		published = await publishJob({ ownerId, contact, job, draftId, signupIp: ownerId ? undefined : clientIp })
	} catch (error) {
		// refused (an existing account's email…): nothing was created, so nothing counts
		if (ownerId) await refundActionLimit('jobsByClient', ownerId)
		throw error
	}
	if (published.replayed) {
		// a second tap on the last button: the job was published once and counted then
		if (ownerId) await refundActionLimit('jobsByClient', ownerId)
		return { ...published, owner: { id: published.ownerId } }
	}
	// the new account's first job counts towards its own daily limit
	if (published.createdAccount) await consumeRateLimit('jobsByClient', published.ownerId)
	if (ownerId && savePlace)
		await prisma.user.update({ where: { id: ownerId }, data: { postalCodeId: job.postalCodeId } })
	const owner = await prisma.user.findUniqueOrThrow({
		where: { id: published.ownerId },
		select: { id: true, email: true, name: true },
	})
	if (published.createdAccount) await startEmailVerification(owner)
	return { ...published, owner }
}

export const BAD_IMAGE = 'Imagen no válida'

/** What a guest refused by the limit per address is told about the wizard's text. */
export const DRAFT_KEPT =
	'Tu trabajo queda guardado en este navegador: cuando puedas, vuelve a «Publicar un trabajo» y pulsa «Publicar» sin tener que escribirlo de nuevo.'

export const MISSING_CONTACT = 'Faltan datos del trabajo: vuelve atrás y revisa los pasos.'

async function ownerContact(userId: string): Promise<Contact> {
	const user = await prisma.user.findUniqueOrThrow({
		where: { id: userId },
		select: { name: true, lastName: true, email: true, phone: true },
	})
	return { name: fullName(user), email: user.email, phone: user.phone }
}
