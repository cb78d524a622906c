// Spec 000 §2: "After registration a modal recommends changing the password." Whether it is still
// due is a column (User.passwordChangeRecommendedAt), set when an account is created (craftsman
// registration, a guest's job post, by form or /api) and cleared by «Más tarde» or by any new
// password. A cookie was rejected: a craftsman first reaches the dashboard after verifying the
// email, often in another browser than the one that registered.
import { prisma } from '#app/lib/db.server.ts'

/** Whether the account has a password, and whether the recommendation is still due. */
export async function getPasswordState(userId: string) {
	const user = await prisma.user.findUniqueOrThrow({
		where: { id: userId },
		select: { passwordChangeRecommendedAt: true, passwordHash: true },
	})
	return { hasPassword: user.passwordHash !== null, recommendChange: user.passwordChangeRecommendedAt !== null }
}

export async function dismissPasswordRecommendation(userId: string) {
	await prisma.user.update({ where: { id: userId }, data: { passwordChangeRecommendedAt: null } })
}
