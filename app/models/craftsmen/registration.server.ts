// Registering a craftsman: a user with role 'oficial' and an unverified company profile, in one
// transaction; the verification email goes out after it.
import { AppError } from '#app/lib/app-error.ts'
import { prisma } from '#app/lib/db.server.ts'
import { enforceActionLimit } from '#app/lib/rate-limit.server.ts'
import { accountLimitNotice, accountLimitWait, claimAccountPlace } from '#app/models/auth/account-limit.server.ts'
import { hashNewPassword } from '#app/models/auth/password.server.ts'
import { adoptPrivateCopies, claimUploads, copyToPrivate, ownedUrls } from '#app/models/uploads/ownership.server.ts'
import { enqueue } from '#app/queue/queue.server.ts'
import { BAD_DOCUMENT } from './profile-edit.schema.ts'
import { toCompanySlug } from './company-slug.ts'

export type CraftsmanRegistration = {
	name: string
	lastName: string
	email: string
	phone: string
	postalCodeId: number
	streetAddress: string
	/** absent when a client of /api registers without one: the verification link then lets him choose it */
	password?: string
	companyName: string
	description?: string
	serviceIds: string[]
	documents: Array<{ type: 'craft_card' | 'trade_licence'; url: string }>
	images?: string[]
	/**
	 * The registration draft whose documents step stored the documents (the pages). Without it the
	 * links come from an /api client: each must be an unclaimed upload, and documents become private.
	 */
	uploadsDraftId?: string
}

export const EMAIL_TAKEN = 'Ya existe una cuenta con este correo electrónico. Inicia sesión.'
export const COMPANY_TAKEN = 'Ya existe una empresa registrada con ese nombre'
export const REGISTERED =
	'Te has registrado. Revisa tu correo electrónico para verificar tu cuenta; después podrás iniciar sesión.'

/**
 * Checks that can fail before the last step, so the person learns early. It tells whether an email
 * has an account, so it counts against the caller's address like any such check.
 */
export async function assertRegistrable(
	{ email, companyName }: { email: string; companyName: string },
	{ clientIp }: { clientIp: string },
) {
	await enforceActionLimit('emailChecksByIp', clientIp)
	const [user, company] = await Promise.all([
		prisma.user.findUnique({ where: { email: email.toLowerCase() }, select: { id: true } }),
		prisma.craftsmanProfile.findUnique({ where: { companySlug: toCompanySlug(companyName) }, select: { id: true } }),
	])
	if (user) throw new AppError('conflict', EMAIL_TAKEN, { field: 'email' })
	if (company || !toCompanySlug(companyName)) throw new AppError('conflict', COMPANY_TAKEN, { field: 'companyName' })
}

/** `clientIp`: the caller's address, for the limits on email checks and on new accounts. */
export async function registerCraftsman(input: CraftsmanRegistration, { clientIp }: { clientIp: string }) {
	await assertRegistrable(input, { clientIp })
	// refused before any file is copied; counted for good inside the transaction below
	const wait = await accountLimitWait(clientIp)
	if (wait !== null)
		throw new AppError('too_many_requests', accountLimitNotice(wait), { details: { retryAfter: wait } })
	const fromApi = input.uploadsDraftId === undefined
	const images = fromApi ? await ownedUrls(null, input.images ?? [], 'Imagen no válida') : (input.images ?? [])
	const copies = fromApi
		? await Promise.all(
				(
					await ownedUrls(
						null,
						input.documents.map((document) => document.url),
						BAD_DOCUMENT,
					)
				).map(copyToPrivate),
			)
		: null
	const documents = input.documents.map((document, index) => ({
		type: document.type,
		url: copies ? copies[index]!.url : document.url,
	}))
	const passwordHash = input.password ? await hashNewPassword(input.password, 'password') : null
	return prisma.$transaction(async (tx) => {
		// the accounts an address may open (account-limit.server.ts), counted with this one
		const place = await claimAccountPlace(tx, clientIp)
		const user = await tx.user.create({
			data: {
				email: input.email.toLowerCase(),
				passwordHash,
				role: 'oficial',
				name: input.name,
				lastName: input.lastName,
				phone: input.phone,
				streetAddress: input.streetAddress,
				postalCodeId: input.postalCodeId,
				// no password recommendation: the craftsman chose it just now (password-recommendation.server.ts)
				craftsman: {
					create: {
						companyName: input.companyName,
						companySlug: toCompanySlug(input.companyName),
						description: input.description ?? '',
						images,
						services: { create: input.serviceIds.map((serviceId) => ({ serviceId })) },
						documents: { create: documents },
					},
				},
			},
			select: { id: true, email: true, name: true },
		})
		await place.record(user.id)
		// the files named become the new account's: nobody else may claim them any more
		await claimUploads(tx, user.id, images)
		if (copies) {
			const publicCopies = await adoptPrivateCopies(tx, user.id, copies)
			if (publicCopies.length) await enqueue(tx, 'delete-files', { urls: publicCopies })
		} else
			await tx.upload.updateMany({
				where: { draftId: input.uploadsDraftId, userId: null },
				data: { userId: user.id, claimedAt: new Date() },
			})
		return user
	})
}
