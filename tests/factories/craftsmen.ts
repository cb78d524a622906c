import { randomBytes } from 'node:crypto'
import { prisma } from '#app/lib/db.server.ts'
import { toCompanySlug } from '#app/models/craftsmen/company-slug.ts'

/**
 * A created craftsman living at postal code `code` (the first place of that code), offering
 * `services` (service ids), with one review per rating; `hiddenRatings` are hidden reviews. A
 * verified one has his craft card checked (approved, no expiry), as «Verificada» needs; pass
 * `checkedDocument: false` for a test that decides his documents itself.
 */
export async function createCraftsman({
	company = `Empresa ${randomBytes(4).toString('hex')}`,
	code = '28001',
	services = ['electrician'],
	status = 'verified',
	ratings = [],
	hiddenRatings = [],
	images = [],
	description = 'Trabajos bien hechos y a tiempo.',
	blocked = false,
	checkedDocument = status === 'verified',
}: {
	company?: string
	code?: string
	services?: string[]
	status?: 'verified' | 'unverified'
	ratings?: number[]
	hiddenRatings?: number[]
	images?: string[]
	description?: string
	blocked?: boolean
	checkedDocument?: boolean
} = {}) {
	const place = await prisma.postalCode.findFirstOrThrow({ where: { code }, orderBy: { id: 'asc' } })
	const suffix = randomBytes(4).toString('hex')
	const user = await prisma.user.create({
		data: {
			email: `oficial.${suffix}@example.com`,
			role: 'oficial',
			name: 'Luis',
			lastName: 'Prueba',
			phone: '699111222',
			streetAddress: 'Calle Secreta 7',
			postalCodeId: place.id,
			emailVerified: true,
			blockedAt: blocked ? new Date() : null,
			craftsman: {
				create: {
					companyName: company,
					companySlug: toCompanySlug(company),
					status,
					description,
					images,
					services: { create: services.map((serviceId) => ({ serviceId })) },
				},
			},
		},
		include: { craftsman: true },
	})
	const craftsmanId = user.craftsman!.id
	if (checkedDocument)
		await prisma.craftsmanDocument.create({
			data: {
				craftsmanId,
				type: 'craft_card',
				url: `/documentos/${randomBytes(16).toString('hex')}-large.webp`,
				decision: 'approved',
				decidedAt: new Date(),
			},
		})
	for (const [index, rating] of ratings.entries()) {
		await prisma.review.create({ data: { craftsmanId, rating, comment: `Opinión ${index + 1}: muy bien.` } })
	}
	for (const rating of hiddenRatings) {
		await prisma.review.create({
			data: { craftsmanId, rating, comment: 'Opinión oculta', hiddenAt: new Date(), hiddenReason: 'spam' },
		})
	}
	return { user, craftsman: user.craftsman!, place }
}
