// The first admin of a real deployment (npm run admin:create): an account with no password and a
// single-use password-reset link printed for the operator, never a published password. Whoever
// opens the link first sets the password and, with ADMIN_2FA_REQUIRED, lands on the second factor's
// enrolment before any admin page (guards.server.ts).
import { AppError } from '#app/lib/app-error.ts'
import { prisma } from '#app/lib/db.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { recordAdminAction } from '#app/models/audit/audit.server.ts'
import { emailField } from './auth.schema.ts'
import { createVerificationToken, TOKEN_LIFETIME_MS } from './verification.server.ts'

export const ADMIN_NAME_MAX_LENGTH = 100

/**
 * Creates the admin `email` (or, for an existing admin, only a new link: earlier links stop
 * working) and returns the link that sets its password. Another role's account is refused.
 */
export async function createAdminAccount(rawEmail: string, rawName = 'Administración') {
	const email = emailField.safeParse(rawEmail)
	if (!email.success) throw new AppError('bad_request', email.error.issues[0]!.message, { field: 'email' })
	const name = rawName.trim()
	if (!name || name.length > ADMIN_NAME_MAX_LENGTH)
		throw new AppError('bad_request', `El nombre debe tener entre 1 y ${ADMIN_NAME_MAX_LENGTH} caracteres.`, {
			field: 'name',
		})
	const result = await prisma.$transaction(async (tx) => {
		const existing = await tx.user.findUnique({ where: { email: email.data }, select: { id: true, role: true } })
		if (existing && existing.role !== 'admin')
			throw new AppError('conflict', `${email.data} ya es una cuenta de ${existing.role}: usa otro correo.`, {
				field: 'email',
			})
		const user =
			existing ??
			(await tx.user.create({
				data: { email: email.data, name, role: 'admin', emailVerified: true },
				select: { id: true, role: true },
			}))
		if (!existing)
			await recordAdminAction(
				{ actorId: user.id, action: 'admin.create', targetType: 'user', targetId: user.id, details: { by: 'cli' } },
				tx,
			)
		const secret = await createVerificationToken(tx, user.id, 'password_reset')
		return { userId: user.id, created: !existing, secret }
	})
	return {
		userId: result.userId,
		created: result.created,
		link: `${getEnv().SITE_ORIGIN}/restablecer-contrasena?token=${encodeURIComponent(result.secret)}`,
		expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS.password_reset),
	}
}
