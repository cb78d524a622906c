// Registering a craftsman: a user with role 'oficial' and an unverified company profile, in one
// transaction; the verification email goes out after it.
import { AppError } from '#app/lib/app-error.ts'
import { prisma } from '#app/lib/db.server.ts'
import { hashNewPassword } from '#app/models/auth/password.server.ts'
import { toCompanySlug } from './company-slug.ts'

export type CraftsmanRegistration = {
	name: string
	lastName: string
	email: string
	phone: string
	postalCodeId: number
	streetAddress: string
	password: string
	companyName: string
	description?: string
	serviceIds: string[]
	documents: Array<{ type: 'craft_card' | 'trade_licence'; url: string }>
	images?: string[]
}

export const EMAIL_TAKEN = 'Ya existe una cuenta con este correo electrónico. Inicia sesión.'
export const COMPANY_TAKEN = 'Ya existe una empresa registrada con ese nombre'
export const REGISTERED =
	'Te has registrado. Revisa tu correo electrónico para verificar tu cuenta; después podrás iniciar sesión.'

/** Checks that can fail before the last step, so the person learns early. */
export async function assertRegistrable({ email, companyName }: { email: string; companyName: string }) {
	const [user, company] = await Promise.all([
		prisma.user.findUnique({ where: { email: email.toLowerCase() }, select: { id: true } }),
		prisma.craftsmanProfile.findUnique({ where: { companySlug: toCompanySlug(companyName) }, select: { id: true } }),
	])
	if (user) throw new AppError('conflict', EMAIL_TAKEN, { field: 'email' })
	if (company || !toCompanySlug(companyName)) throw new AppError('conflict', COMPANY_TAKEN, { field: 'companyName' })
}

export async function registerCraftsman(input: CraftsmanRegistration) {
	await assertRegistrable(input)
	const passwordHash = await hashNewPassword(input.password, 'password')
	return prisma.user.create({
		data: {
			email: input.email.toLowerCase(),
			passwordHash,
			role: 'oficial',
			name: input.name,
			lastName: input.lastName,
			phone: input.phone,
			streetAddress: input.streetAddress,
			postalCodeId: input.postalCodeId,
			passwordChangeRecommendedAt: new Date(), // spec 000 §2: the dashboard recommends a change once
			craftsman: {
				create: {
					companyName: input.companyName,
					companySlug: toCompanySlug(input.companyName),
					description: input.description ?? '',
					images: input.images ?? [],
					services: { create: input.serviceIds.map((serviceId) => ({ serviceId })) },
					documents: { create: input.documents.map((document) => ({ type: document.type, url: document.url })) },
				},
			},
		},
		select: { id: true, email: true, name: true },
	})
}
