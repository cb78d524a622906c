// Spec 000 §2: "After registration a modal recommends changing the password." A password the user
// chose a minute ago needs no such advice: it is recommended only for an account whose password
// nobody chose yet (a guest's job post creates it without one, so the modal asks for one) and for a
// password found weak when its owner signs in (accounts from before the password policy).
// Whether it is due is a column (User.passwordChangeRecommendedAt), cleared by «Más tarde» (for
// good: User.passwordRecommendationDismissedAt) or by any new password. A cookie was rejected: a
// craftsman first reaches the dashboard after verifying the email, often in another browser.
import { prisma } from '#app/lib/db.server.ts'
import { checkPasswordRules, PASSWORD_RULES } from './auth.schema.ts'
import { isCommonPassword } from './password.server.ts'

/** Whether the account has a password, and whether the recommendation is still due. */
export async function getPasswordState(userId: string) {
	const user = await prisma.user.findUniqueOrThrow({
		where: { id: userId },
		select: { passwordChangeRecommendedAt: true, passwordHash: true },
	})
	return { hasPassword: user.passwordHash !== null, recommendChange: user.passwordChangeRecommendedAt !== null }
}

/** «Más tarde»: the recommendation is set aside, and a later weak-password check does not bring it back. */
export async function dismissPasswordRecommendation(userId: string) {
	const now = new Date()
	await prisma.user.update({
		where: { id: userId },
		data: { passwordChangeRecommendedAt: null, passwordRecommendationDismissedAt: now },
	})
}

/** A password that today's policy would refuse: a common or leaked one, or one breaking a rule of the checklist. */
export async function isWeakPassword(password: string) {
	const rules = checkPasswordRules(password)
	const broken = PASSWORD_RULES.some((rule) => rule.id !== 'unique' && !rules[rule.id])
	return broken || (await isCommonPassword(password))
}

/**
 * After a successful sign-in with `password` (the only moment the server sees it): a weak one makes
 * the recommendation due, unless the user already set it aside.
 */
export async function recommendChangeIfWeak(userId: string, password: string) {
	if (!(await isWeakPassword(password))) return
	await prisma.user.updateMany({
		where: { id: userId, passwordChangeRecommendedAt: null, passwordRecommendationDismissedAt: null },
		data: { passwordChangeRecommendedAt: new Date() },
	})
}
