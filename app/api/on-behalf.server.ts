// Whose list a GET answers (spec 000 §1: an admin may act on behalf of a stored user id). The
// contract's clients send `userid`/`userId` as they have it: the literal strings `null` and
// `undefined` and the empty value mean «mine»; so does one's own id. Another user's id is for
// admins only, and each such read is written to the audit log.
import { recordActingRead } from '#app/models/audit/acting-audit.server.ts'
import { findUserRole } from '#app/models/users/users.server.ts'
import { type Role } from '#app/generated/prisma/enums.ts'
import { ID_MAX_LENGTH } from '#app/lib/field-limits.ts'
import { FORBIDDEN } from './auth.server.ts'
import { apiError, given } from './respond.server.ts'

export const USER_NOT_FOUND = 'Usuario no encontrado'

/** The `userid` or `userId` of the query, or null when it means the caller. */
export function requestedUserId(request: Request) {
	const params = new URL(request.url).searchParams
	for (const name of ['userid', 'userId']) {
		const value = given(params.get(name))
		if (value) return value.slice(0, ID_MAX_LENGTH)
	}
	return null
}

/**
 * The user whose list is asked for: the caller, or (admins only, audited) the one named. Throws
 * 403 for anyone else asking about another user, 404 for an unknown id or an admin's.
 */
export async function listOwner(request: Request, caller: { id: string; role: Role }) {
	const wanted = requestedUserId(request)
	if (!wanted || wanted === caller.id) return { id: caller.id, role: caller.role }
	if (caller.role !== 'admin') throw apiError(403, FORBIDDEN)
	const target = await findUserRole({ id: wanted })
	if (!target || target.role === 'admin') throw apiError(404, USER_NOT_FOUND)
	await recordActingRead(request, caller.id, target.id)
	return target
}
