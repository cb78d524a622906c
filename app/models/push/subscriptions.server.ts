// A user's devices that accept pushes, and their push preferences. One row per browser (the
// endpoint is unique). A row belongs to the sign-in it came from (a page session or an API token
// family): pushes go only while that sign-in works and is the user's own, so signing out of a
// shared phone ends them, and the next person who turns pushes on there takes the device over.
import { ECDH } from 'node:crypto'
import { Prisma } from '#app/generated/prisma/client.ts'
import { prisma } from '#app/lib/db.server.ts'
import { AppError } from '#app/lib/app-error.ts'
import { isAllowedPushEndpoint } from './endpoint-hosts.server.ts'
import { type PushKind } from './push-kinds.ts'
import { KEYS_MESSAGE, type PushSubscriptionInput } from './push.schema.ts'

export const MAX_PUSH_DEVICES = 10

export const FOREIGN_ENDPOINT =
	'Ese servicio de avisos no está admitido: activa los avisos desde un navegador actual (Chrome, Firefox, Safari o Edge)'
export const ACTING_REFUSED = 'Mientras actúas como otro usuario no puedes cambiar sus avisos en el móvil.'
export const DEVICE_TAKEN =
	'Ese dispositivo recibe los avisos de otra cuenta: activa los avisos desde el propio dispositivo'

/** Who changes pushes, and through which sign-in (the device's subscription is bound to it). */
export type PushActor = {
	userId: string
	/** set while an admin acts as this user: no push changes then (they would reach the admin) */
	actingAdminId?: string | null
} & ({ sessionId: string; tokenFamilyId?: never } | { tokenFamilyId: string; sessionId?: never })

/**
 * SQL condition on a "PushSubscription" row aliased `s`: its sign-in still works and belongs to its
 * user (an admin's session acting as someone never does). Checked when queueing and when sending.
 */
export const LIVE_SIGN_IN = Prisma.sql`(
	EXISTS (SELECT 1 FROM "Session" se WHERE se."id" = s."sessionId" AND se."userId" = s."userId"
		AND se."expiresAt" > now())
	OR EXISTS (SELECT 1 FROM "ApiToken" t WHERE t."familyId" = s."tokenFamilyId" AND t."userId" = s."userId"
		AND t."revokedAt" IS NULL AND t."expiresAt" > now()))`

function refuseWhileActing(actor: PushActor) {
	if (actor.actingAdminId) throw new AppError('forbidden', ACTING_REFUSED)
}

/** A browser's p256dh is an uncompressed point on P-256: anything else fails every push to it. */
function isP256Point(p256dh: string) {
	try {
		// decoding the point checks that it lies on the curve
		ECDH.convertKey(Buffer.from(p256dh, 'base64url'), 'prime256v1')
		return true
	} catch {
		return false
	}
}

/**
 * Stores (or updates) a device of the actor's sign-in. Refuses foreign push hosts, keys that are
 * no P-256 point, an eleventh device, and an endpoint of another account unless the request
 * carries that device's own keys (only the device knows them: a known endpoint alone takes nothing).
 */
export async function savePushSubscription(actor: PushActor, input: PushSubscriptionInput) {
	refuseWhileActing(actor)
	if (!isAllowedPushEndpoint(input.endpoint)) throw new AppError('bad_request', FOREIGN_ENDPOINT, { field: 'endpoint' })
	if (!isP256Point(input.keys.p256dh)) throw new AppError('bad_request', KEYS_MESSAGE, { field: 'keys' })
	const { userId } = actor
	const data = {
		userId,
		p256dh: input.keys.p256dh,
		auth: input.keys.auth,
		expirationTime: input.expirationTime ? new Date(input.expirationTime) : null,
		sessionId: actor.sessionId ?? null,
		tokenFamilyId: actor.tokenFamilyId ?? null,
	}
	return prisma.$transaction(async (tx) => {
		// the user's row locked: two devices subscribing at once cannot both pass the count
		await tx.$queryRaw`SELECT 1 FROM "User" WHERE "id" = ${userId} FOR UPDATE`
		const existing = await tx.pushSubscription.findUnique({
			where: { endpoint: input.endpoint },
			select: { userId: true, p256dh: true, auth: true },
		})
		if (existing && existing.userId !== userId && (existing.p256dh !== data.p256dh || existing.auth !== data.auth))
			throw new AppError('conflict', DEVICE_TAKEN, { field: 'endpoint' })
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
export async function deletePushSubscription(actor: PushActor, endpoint: string) {
	refuseWhileActing(actor)
	const { count } = await prisma.pushSubscription.deleteMany({ where: { userId: actor.userId, endpoint } })
	return count > 0
}

/** Removes one of the user's devices by row id (the page's «Quitar» button). */
export async function deletePushDevice(actor: PushActor, id: string) {
	refuseWhileActing(actor)
	const { count } = await prisma.pushSubscription.deleteMany({ where: { userId: actor.userId, id } })
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
	actor: PushActor,
	preferences: { optOut: PushKind[]; quietStart: number | null; quietEnd: number | null },
) {
	refuseWhileActing(actor)
	await prisma.user.update({
		where: { id: actor.userId },
		data: {
			pushOptOut: preferences.optOut,
			quietStartMinute: preferences.quietStart,
			quietEndMinute: preferences.quietEnd,
		},
	})
}
