// The user's own personal data and preferences; the email and the role never change here.
import { AppError } from '#app/lib/app-error.ts'
import { prisma } from '#app/lib/db.server.ts'
import { BAD_POSTAL_CODE } from './personal-data.schema.ts'

type PersonalData = {
	name: string
	lastName: string
	phone: string
	zipCode: string
	postalCodeId: number
	streetAddress?: string
}

/** The place must belong to the typed postal code, or nothing changes. */
export async function updatePersonalData(userId: string, input: PersonalData) {
	const place = await prisma.postalCode.findFirst({
		where: { id: input.postalCodeId, code: input.zipCode },
		select: { id: true },
	})
	if (!place) throw new AppError('bad_request', BAD_POSTAL_CODE, { field: 'postalCodeId' })
	await prisma.user.update({
		where: { id: userId },
		data: {
			name: input.name,
			lastName: input.lastName,
			phone: input.phone,
			postalCodeId: place.id,
			streetAddress: input.streetAddress,
		},
	})
}

export async function updatePreferences(
	userId: string,
	{ distance, categories }: { distance?: number; categories?: string[] },
) {
	await prisma.user.update({
		where: { id: userId },
		data: { preferredDistanceKm: distance, preferredCategories: categories },
	})
}
