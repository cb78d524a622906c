// Who may read a private file (a verification document): its craftsman, the admins, and while a
// registration is under way the browser whose registration draft uploaded it.
import { prisma } from '#app/lib/db.server.ts'
import { type Role } from '#app/generated/prisma/enums.ts'
import { storageKeyOf, urlsOf } from './ownership.server.ts'

/**
 * `key` is a stored document's key (either size). True for admins; for the craftsman whose
 * document row names it or who uploaded it; and for the registration draft (`draftId`, from its
 * cookie) that uploaded it and has not become an account yet.
 */
export async function canReadPrivateFile(
	user: { id: string; role: Role } | null,
	key: string,
	draftId?: string | null,
) {
	if (user?.role === 'admin') return true
	const large = storageKeyOf(`/${key}`)
	if (!large) return false
	if (user) {
		const [named, uploaded] = await Promise.all([
			prisma.craftsmanDocument.count({ where: { url: { in: urlsOf(large) }, craftsman: { userId: user.id } } }),
			prisma.upload.count({ where: { key: large, userId: user.id } }),
		])
		if (named + uploaded > 0) return true
	}
	if (draftId) return (await prisma.upload.count({ where: { key: large, draftId, userId: null } })) > 0
	return false
}
