// A user deletes their own account. The User row is anonymised, not deleted: what
// other people still need (their conversations, the reviews on a craftsman, offers on their jobs,
// payments the books must keep) stays, shown as «Usuario eliminado». Everything that was only the
// user's (alerts, filter, drafts, notifications, documents, photos, contact details) is removed,
// and every session and token ends. The old email is free to register again.
import { prisma } from '#app/lib/db.server.ts'
import { announceJobChange } from '#app/models/job-rules/job-events.server.ts'
import { verifyPassword } from '#app/models/auth/password.server.ts'
import { publicUrl } from '#app/models/uploads/storage.server.ts'
import { checkPasswordAttempt } from '#app/models/auth/password-attempts.server.ts'
import { enqueue } from '#app/queue/queue.server.ts'
import { disconnectUser } from '#app/realtime/publish.server.ts'
import { AppError } from '#app/lib/app-error.ts'

export const DELETED_USER_NAME = 'Usuario eliminado'

export const ACCOUNT_DELETION_MESSAGES = {
	wrongPassword: 'La contraseña no es correcta',
	lastAdmin: 'No puedes eliminar la cuenta del último administrador.',
	deleted: 'Tu cuenta se ha eliminado',
} as const

/** Confirmed with the password; refused with an AppError (the password's on its field), nothing changes. */
export async function deleteOwnAccount(userId: string, password: string, ip: string) {
	const user = await prisma.user.findUniqueOrThrow({
		where: { id: userId },
		select: {
			role: true,
			email: true,
			passwordHash: true,
			profilePhoto: true,
			craftsman: { select: { id: true, images: true, documents: { select: { url: true } } } },
		},
	})
	if (!(await checkPasswordAttempt({ ip, email: user.email }, () => verifyPassword(password, user.passwordHash))))
		throw new AppError('forbidden', ACCOUNT_DELETION_MESSAGES.wrongPassword, { field: 'password' })
	if (user.role === 'admin') {
		const others = await prisma.user.count({
			where: { role: 'admin', id: { not: userId }, blockedAt: null, deletedAt: null },
		})
		if (others === 0) throw new AppError('conflict', ACCOUNT_DELETION_MESSAGES.lastAdmin)
	}
	const jobImages = await prisma.job.findMany({ where: { ownerId: userId }, select: { images: true } })
	const claimImages = await prisma.warrantyClaim.findMany({ where: { clientId: userId }, select: { images: true } })
	const uploads = await prisma.upload.findMany({ where: { userId }, select: { key: true }, distinct: ['key'] })
	// a worker removes the files once this commits, each only when no remaining row points at it
	// (keys are content hashes); the job is queued in the same transaction, so no file is forgotten
	const urls = [
		...(user.profilePhoto ? [user.profilePhoto] : []),
		...(user.craftsman?.images ?? []),
		...(user.craftsman?.documents.map((d) => d.url) ?? []),
		...jobImages.flatMap((j) => j.images),
		...claimImages.flatMap((c) => c.images),
		// uploads never named by a row (an /api upload left unused) go too
		...uploads.map((upload) => publicUrl(upload.key)),
	]
	// the open jobs close with the account: open feeds drop them (spec 000 §7 getPublicEvent)
	const openJobs = await prisma.job.findMany({
		where: { ownerId: userId, status: 'open' },
		select: { id: true, openToOthers: true },
	})
	await anonymise(userId, user.craftsman?.id ?? null, urls)
	// its sessions and tokens are gone: so are the sockets they opened, on every instance
	disconnectUser(userId)
	for (const job of openJobs) announceJobChange(job, 'closed')
}

async function anonymise(userId: string, craftsmanId: string | null, fileUrls: string[]) {
	const now = new Date()
	await prisma.$transaction(async (tx) => {
		if (fileUrls.length) await enqueue(tx, 'delete-files', { urls: [...new Set(fileUrls)] })
		// the account's files are no one's now: each goes once no other row names it (by storage key)
		await tx.upload.deleteMany({ where: { userId } })
		// jobs nobody answered are only the user's; the others stay in the craftsmen's history, closed and without contact details
		await tx.job.deleteMany({ where: { ownerId: userId, offers: { none: {} }, conversations: { none: {} } } })
		await tx.job.updateMany({ where: { ownerId: userId, status: 'open' }, data: { status: 'closed' } })
		await tx.job.updateMany({
			where: { ownerId: userId },
			data: { contactName: DELETED_USER_NAME, contactEmail: '', contactPhone: '', images: [] },
		})
		await tx.offer.updateMany({
			where: { craftsmanId: userId, status: { in: ['pending', 'open'] } },
			data: { status: 'withdrawn' },
		})
		await tx.review.updateMany({ where: { authorId: userId }, data: { authorId: null } })
		// the paperwork (docs/decisions/055): signed quotes and decided annexes stay as signed, the
		// other party's proof of the contract; an annex nobody decided binds no one and goes; warranty
		// claims stay (the craftsman's record and his published figures) without their photos
		await tx.offerAnnex.deleteMany({
			where: { status: 'pending', OR: [{ offer: { craftsmanId: userId } }, { offer: { job: { ownerId: userId } } }] },
		})
		await tx.warrantyClaim.updateMany({ where: { clientId: userId }, data: { images: [] } })
		await tx.subscription.updateMany({ where: { userId, status: 'pending' }, data: { status: 'cancelled' } })
		await tx.payment.updateMany({
			where: { subscription: { userId }, status: 'pending' },
			data: { status: 'cancelled' },
		})
		await tx.notification.deleteMany({ where: { userId } })
		await tx.jobAlert.deleteMany({ where: { userId } })
		await tx.savedFilter.deleteMany({ where: { userId } })
		await tx.jobDraft.deleteMany({ where: { userId } })
		await tx.session.deleteMany({ where: { userId } })
		await tx.session.updateMany({ where: { actingAsUserId: userId }, data: { actingAsUserId: null } })
		await tx.apiToken.deleteMany({ where: { userId } })
		await tx.verificationToken.deleteMany({ where: { userId } })
		// where the account was seen from (review holds) is kept for nobody once it is gone
		await tx.accountTrace.deleteMany({ where: { userId } })
		if (craftsmanId) {
			await tx.craftsmanDocument.deleteMany({ where: { craftsmanId } })
			await tx.craftsmanService.deleteMany({ where: { craftsmanId } })
			await tx.craftsmanProfile.update({
				where: { id: craftsmanId },
				data: {
					companyName: DELETED_USER_NAME,
					companySlug: `eliminado-${craftsmanId}`,
					description: '',
					images: [],
					status: 'unverified',
					verifiedAt: null,
					refusedReason: null,
				},
			})
		}
		await tx.user.update({
			where: { id: userId },
			data: {
				email: `eliminado-${userId}@eliminado.invalid`,
				passwordHash: null,
				name: DELETED_USER_NAME,
				lastName: '',
				phone: '',
				streetAddress: '',
				profilePhoto: null,
				postalCodeId: null,
				emailVerified: false,
				preferredDistanceKm: null,
				preferredCategories: [],
				// blocked as well: every listing, search, alert and sign-in already leaves blocked users out
				blockedAt: now,
				blockedReason: 'Cuenta eliminada por su titular',
				deletedAt: now,
			},
		})
	})
}
