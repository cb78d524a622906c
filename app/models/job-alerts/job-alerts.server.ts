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
