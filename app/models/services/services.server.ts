import { prisma } from '#app/lib/db.server.ts'

export function listServices() {
	return prisma.service.findMany({
		orderBy: { position: 'asc' },
		select: { id: true, slug: true, name: true, icon: true, shortText: true },
	})
}

export function getServiceBySlug(slug: string) {
	return prisma.service.findUnique({ where: { slug }, select: { id: true, slug: true, name: true } })
}

/** A trade by id, slug or name (the old client sends the category's name). */
export function findService(reference: string) {
	return prisma.service.findFirst({
		where: { OR: [{ id: reference }, { slug: reference }, { name: { equals: reference, mode: 'insensitive' } }] },
		select: { id: true, slug: true, name: true },
	})
}

/** The trades most asked for, shown first on the home page. */
export const POPULAR_SERVICE_SLUGS = [
	'electricista',
	'fontaneria',
	'pintores',
	'albaniles',
	'carpinteros',
	'aire-acondicionado',
	'tejados-y-cubiertas',
	'mudanzas',
]

export function listPopularServices() {
	return prisma.service.findMany({
		where: { slug: { in: POPULAR_SERVICE_SLUGS } },
		orderBy: { position: 'asc' },
		select: { id: true, slug: true, name: true, icon: true },
	})
}
