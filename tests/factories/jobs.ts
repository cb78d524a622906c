import { prisma } from '#app/lib/db.server.ts'
import { createUser } from './users.ts'

/** The id of the first postal-code record of `code` (the template database holds them all). */
export async function placeId(code: string) {
	return (await prisma.postalCode.findFirstOrThrow({ where: { code }, orderBy: { id: 'asc' }, select: { id: true } }))
		.id
}

/** A created job (open, visible) of a new client unless `ownerId` is given. */
export async function createJob(
	overrides: {
		ownerId?: string
		service?: string
		postalCode?: string
		title?: string
		createdAt?: Date
		status?: 'open' | 'assigned' | 'completed' | 'closed'
		hiddenAt?: Date
		images?: string[]
		phone?: string
		openToOthers?: boolean
	} = {},
) {
	const ownerId = overrides.ownerId ?? (await createUser()).id
	const service = await prisma.service.findUniqueOrThrow({
		where: { slug: overrides.service ?? 'electricista' },
		select: { id: true },
	})
	return prisma.job.create({
		data: {
			ownerId,
			serviceId: service.id,
			serviceTitle: overrides.title ?? 'Instalar enchufes',
			squareMeters: 40,
			rooms: 2,
			floors: 1,
			description: 'Seis enchufes nuevos en el salón.',
			images: overrides.images ?? [],
			postalCodeId: await placeId(overrides.postalCode ?? '28001'),
			workingSchedule: 'en_una_semana',
			contactName: 'Lola Flores',
			contactEmail: `lola.${Math.random().toString(36).slice(2, 8)}@example.com`,
			contactPhone: overrides.phone ?? '612345678',
			status: overrides.status ?? 'open',
			hiddenAt: overrides.hiddenAt,
			openToOthers: overrides.openToOthers,
			createdAt: overrides.createdAt,
		},
	})
}

/** An active paid subscription for a craftsman (ends in 30 days). */
export async function subscribe(userId: string) {
	return prisma.subscription.create({
		data: {
			userId,
			planId: 'plan-mensual',
			status: 'active',
			startDate: new Date(),
			endDate: new Date(Date.now() + 30 * 86_400_000),
		},
	})
}

/** The six viewers of the permission matrix, each with a session-less user row. */
export async function createViewers() {
	const [client, unverified, unsubscribed, subscribed, admin] = await Promise.all([
		createUser(),
		createUser({ role: 'oficial', craftsmanStatus: 'unverified' }),
		createUser({ role: 'oficial' }),
		createUser({ role: 'oficial' }),
		createUser({ role: 'admin' }),
	])
	await subscribe(subscribed.id)
	await subscribe(unverified.id)
	return { client, unverified, unsubscribed, subscribed, admin }
}
