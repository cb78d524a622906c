// A user's devices that accept pushes, and their push preferences. One row per browser (the
// endpoint is unique: the same one again, even from another account on that device, updates it).
import { prisma } from '#app/lib/db.server.ts'
import { AppError } from '#app/lib/app-error.ts'
import { isAllowedPushEndpoint } from './endpoint-hosts.server.ts'
import { type PushKind } from './push-kinds.ts'
import { type PushSubscriptionInput } from './push.schema.ts'

export const MAX_PUSH_DEVICES = 10

export const FOREIGN_ENDPOINT =
	'Ese servicio de avisos no está admitido: activa los avisos desde un navegador actual (Chrome, Firefox, Safari o Edge)'

/** Stores (or updates) a device of `userId`. Refuses foreign push hosts and an eleventh device. */
export async function savePushSubscription(userId: string, input: PushSubscriptionInput) {
	if (!isAllowedPushEndpoint(input.endpoint)) throw new AppError('bad_request', FOREIGN_ENDPOINT, { field: 'endpoint' })
	const data = {
		userId,
		p256dh: input.keys.p256dh,
		auth: input.keys.auth,
		expirationTime: input.expirationTime ? new Date(input.expirationTime) : null,
	}
	return prisma.$transaction(async (tx) => {
		// the user's row locked: two devices subscribing at once cannot both pass the count
		await tx.$queryRaw`SELECT 1 FROM "User" WHERE "id" = ${userId} FOR UPDATE`
		const existing = await tx.pushSubscription.findUnique({
			where: { endpoint: input.endpoint },
			select: { userId: true },
		})
		if (existing?.userId !== userId) {
			const count = await tx.pushSubscription.count({ where: { userId } })
			if (count >= MAX_PUSH_DEVICES)
				throw new AppError(
					'conflict',
					`Ya recibes avisos en ${MAX_PUSH_DEVICES} dispositivos: quita alguno antes de añadir otro`,
				)
		}
		const row = await tx.pushSubscription.upsert({
			where: { endpoint: input.endpoint },
			create: { endpoint: input.endpoint, ...data },
			update: data,
			select: { id: true, createdAt: true, updatedAt: true },
		})
		return { id: row.id, created: row.createdAt.getTime() === row.updatedAt.getTime() }
	})
}

/** Removes one of the user's own devices; false when it was not theirs (or already gone). */
export async function deletePushSubscription(userId: string, endpoint: string) {
	const { count } = await prisma.pushSubscription.deleteMany({ where: { userId, endpoint } })
	return count > 0
}

/** Removes one of the user's devices by row id (the page's «Quitar» button). */
export async function deletePushDevice(userId: string, id: string) {
	const { count } = await prisma.pushSubscription.deleteMany({ where: { userId, id } })
	return count > 0
}

export async function listPushDevices(userId: string) {
	const rows = await prisma.pushSubscription.findMany({
		where: { userId },
		orderBy: { createdAt: 'asc' },
		select: { id: true, endpoint: true, createdAt: true },
	})
	// the push service's host tells the browser family apart; the rest of the URL stays private
	return rows.map((row) => ({
		id: row.id,
		endpoint: row.endpoint,
		service: new URL(row.endpoint).host,
		createdAt: row.createdAt,
	}))
}

export async function getPushPreferences(userId: string) {
	const user = await prisma.user.findUniqueOrThrow({
		where: { id: userId },
		select: { pushOptOut: true, quietStartMinute: true, quietEndMinute: true },
	})
	return { optOut: user.pushOptOut as PushKind[], quietStart: user.quietStartMinute, quietEnd: user.quietEndMinute }
}

export async function savePushPreferences(
	userId: string,
	preferences: { optOut: PushKind[]; quietStart: number | null; quietEnd: number | null },
) {
	await prisma.user.update({
		where: { id: userId },
		data: {
			pushOptOut: preferences.optOut,
			quietStartMinute: preferences.quietStart,
			quietEndMinute: preferences.quietEnd,
		},
	})
}
