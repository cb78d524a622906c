// A craftsman's job alerts (spec 000 §2 alertasdeempleo): every query is scoped by its owner,
// except the unsubscribe link, whose secret token is the credential.
import { randomBytes } from 'node:crypto'
import { prisma } from '#app/lib/db.server.ts'
import { UNKNOWN_CATEGORY, UNKNOWN_PLACE } from '#app/models/jobs/job-feed-query.server.ts'
import { resolveCategories } from '#app/models/jobs/job-feed.server.ts'
import { getPlace } from '#app/models/postal-codes/postal-codes.server.ts'
import { ALERT_NOT_FOUND, type Frequency } from './job-alerts.schema.ts'
import { AppError } from '#app/lib/app-error.ts'

export const alertSelect = {
	id: true,
	categories: true,
	radiusKm: true,
	frequency: true,
	pausedAt: true,
	createdAt: true,
	updatedAt: true,
	postalCode: { select: { id: true, code: true, placeName: true, province: true, latitude: true, longitude: true } },
} as const

export function listAlerts(userId: string) {
	return prisma.jobAlert.findMany({
		where: { userId },
		orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
		select: alertSelect,
	})
}

export type JobAlertRow = Awaited<ReturnType<typeof listAlerts>>[number]

export function getAlert(userId: string, id: string) {
	return prisma.jobAlert.findFirst({ where: { id, userId }, select: alertSelect })
}

export type AlertInput = {
	id?: string
	categories: string[]
	postalCodeId: number
	radiusKm: number
	frequency: Frequency
}

/** Creates an alert, or updates one of the user's own (`id`); unknown trades or places throw AppError. */
export async function saveAlert(userId: string, input: AlertInput) {
	const [serviceIds, place] = await Promise.all([resolveCategories(input.categories), getPlace(input.postalCodeId)])
	if (!serviceIds) throw new AppError('bad_request', UNKNOWN_CATEGORY)
	if (!place) throw new AppError('bad_request', UNKNOWN_PLACE)
	const data = { categories: serviceIds, postalCodeId: place.id, radiusKm: input.radiusKm, frequency: input.frequency }
	if (!input.id) {
		const alert = await prisma.jobAlert.create({
			// the unsubscribe link's secret: 256 random bits, not a guessable cuid
			data: { userId, ...data, unsubscribeToken: randomBytes(32).toString('base64url') },
			select: alertSelect,
		})
		return { created: true, alert }
	}
	const { count } = await prisma.jobAlert.updateMany({ where: { id: input.id, userId }, data })
	if (!count) throw new AppError('not_found', ALERT_NOT_FOUND)
	return { created: false, alert: (await getAlert(userId, input.id))! }
}

/** Deletes one of the user's own alerts; false when it is not theirs (or gone). */
export async function deleteAlert(userId: string, id: string) {
	const { count } = await prisma.jobAlert.deleteMany({ where: { id, userId } })
	return count > 0
}

/** The alert an email's unsubscribe link names, to confirm before deleting. */
export function getAlertByUnsubscribeToken(token: string) {
	return prisma.jobAlert.findUnique({ where: { unsubscribeToken: token }, select: alertSelect })
}

/** Deletes the one alert of this token; false when the token is unknown. */
export async function unsubscribeAlert(token: string) {
	const { count } = await prisma.jobAlert.deleteMany({ where: { unsubscribeToken: token } })
	return count > 0
}

/** Trade names of alerts and filters, for display ('Todos los oficios' when none). */
export async function tradeNames(serviceIds: string[]) {
	if (!serviceIds.length) return new Map<string, string>()
	const services = await prisma.service.findMany({
		where: { id: { in: serviceIds } },
		select: { id: true, name: true },
	})
	return new Map(services.map((service) => [service.id, service.name]))
}

/**
 * The /api clients' single alert (status, keywords, location[], radius) over a craftsman's alerts:
 * one alert per place, all with the same trades and radius. Fields left out keep their value;
 * alerts of places still named are updated in place (their pending digests stay), the others go.
 * 'inactive' pauses them: kept, never sent, until 'active' again.
 */
export async function saveAlertSet(
	userId: string,
	input: { status?: 'active' | 'inactive'; keywords?: string[]; placeIds?: number[]; radiusKm?: number },
) {
	const current = await listAlerts(userId)
	const keywords = input.keywords
		? await resolveCategories(input.keywords)
		: [...new Set(current.flatMap((a) => a.categories))]
	if (!keywords) throw new AppError('bad_request', UNKNOWN_CATEGORY)
	const placeIds = input.placeIds ? [...new Set(input.placeIds)] : [...new Set(current.map((a) => a.postalCode.id))]
	const places = await Promise.all(placeIds.map(getPlace))
	if (places.some((place) => !place)) throw new AppError('bad_request', UNKNOWN_PLACE)
	const radiusKm = input.radiusKm ?? current[0]?.radiusKm ?? DEFAULT_ALERT_RADIUS_KM
	const paused = (input.status ?? alertSetStatus(current)) === 'inactive'
	const frequency = current[0]?.frequency ?? 'immediately'
	const data = { categories: keywords, radiusKm, pausedAt: paused ? (current[0]?.pausedAt ?? new Date()) : null }
	await prisma.$transaction(async (tx) => {
		const kept = new Set<number>()
		for (const alert of current) {
			if (placeIds.includes(alert.postalCode.id) && !kept.has(alert.postalCode.id)) {
				kept.add(alert.postalCode.id)
				await tx.jobAlert.update({ where: { id: alert.id }, data })
			} else await tx.jobAlert.delete({ where: { id: alert.id } })
		}
		for (const postalCodeId of placeIds.filter((id) => !kept.has(id)))
			await tx.jobAlert.create({
				data: { userId, postalCodeId, frequency, ...data, unsubscribeToken: randomBytes(32).toString('base64url') },
			})
	})
	return listAlerts(userId)
}

/** The radius a first alert set through /api takes when the client names none. */
export const DEFAULT_ALERT_RADIUS_KM = 30

/** 'active' while at least one alert is sent; none, or all paused, is 'inactive'. */
export function alertSetStatus(alerts: Array<{ pausedAt: Date | null }>) {
	return alerts.some((alert) => !alert.pausedAt) ? 'active' : 'inactive'
}
