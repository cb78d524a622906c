import { randomBytes } from 'node:crypto'
import { type Role } from '#app/generated/prisma/enums.ts'
import { prisma } from '#app/lib/db.server.ts'
import { hashPassword } from '#app/models/auth/password.server.ts'
import { toCompanySlug } from '#app/models/craftsmen/company-slug.ts'

export const TEST_PASSWORD = 'Prueba#2024'

let hash: Promise<string> | undefined

/** A created user (a verified craftsman profile for role 'oficial'); password TEST_PASSWORD. */
export async function createUser(
	overrides: {
		role?: Role
		email?: string
		name?: string
		blockedAt?: Date
		emailVerified?: boolean
		craftsmanStatus?: 'verified' | 'unverified'
		/** a verified craftsman's craft card, checked: what «Verificada» stands on */
		checkedDocument?: boolean
	} = {},
) {
	const suffix = randomBytes(4).toString('hex')
	const role = overrides.role ?? 'cliente'
	const company = `Empresa ${suffix}`
	const user = await prisma.user.create({
		data: {
			email: overrides.email ?? `usuario.${suffix}@example.com`,
			name: overrides.name ?? 'Ana',
			lastName: 'Prueba',
			role,
			passwordHash: await (hash ??= hashPassword(TEST_PASSWORD)),
			emailVerified: overrides.emailVerified ?? true,
			blockedAt: overrides.blockedAt,
			craftsman:
				role === 'oficial'
					? {
							create: {
								companyName: company,
								companySlug: toCompanySlug(company),
								status: overrides.craftsmanStatus ?? 'verified',
							},
						}
					: undefined,
		},
	})
	if (overrides.checkedDocument) {
		const profile = await prisma.craftsmanProfile.findUniqueOrThrow({ where: { userId: user.id } })
		await prisma.craftsmanDocument.create({
			data: {
				craftsmanId: profile.id,
				type: 'craft_card',
				url: `/documentos/${randomBytes(16).toString('hex')}-large.webp`,
				decision: 'approved',
				decidedAt: new Date(),
			},
		})
	}
	return user
}
