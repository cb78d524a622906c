// Who may read a private file (a verification document): its craftsman and the admins.
import { prisma } from '#app/lib/db.server.ts'
import { type Role } from '#app/generated/prisma/enums.ts'
import { publicUrl } from './storage.server.ts'

/** `key` is a stored document's key (either size); true for admins and for the document's owner. */
export async function canReadPrivateFile(user: { id: string; role: Role }, key: string) {
	if (user.role === 'admin') return true
	const storedUrl = publicUrl(key.replace(/-small\.webp$/, '-large.webp'))
	const owned = await prisma.craftsmanDocument.count({
		where: { url: storedUrl, craftsman: { userId: user.id } },
	})
	return owned > 0
}
