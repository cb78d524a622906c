import { alertSetStatus, type JobAlertRow } from '#app/models/job-alerts/job-alerts.server.ts'
import { type SavedFilter } from '#app/models/job-alerts/saved-filter.server.ts'
import { serializePlace } from './place.ts'

/** A job alert in the /api shape: `distance` is the radius in km, `location` the place record. */
export function serializeJobAlert(alert: JobAlertRow) {
	return {
		_id: alert.id,
		categories: alert.categories,
		distance: alert.radiusKm,
		location: serializePlace(alert.postalCode),
		frequency: alert.frequency,
		createdAt: alert.createdAt.toISOString(),
		updatedAt: alert.updatedAt.toISOString(),
	}
}

/** The saved filter; an empty one when the user never saved any. */
export function serializeFilter(filter: SavedFilter | null) {
	return {
		_id: filter?.id ?? null,
		categories: filter?.categories ?? [],
		distance: filter?.distanceKm ?? null,
		location: filter?.postalCode ? serializePlace(filter.postalCode) : null,
	}
}

/**
 * The craftsman's alerts as the contract's clients read one alert: `status`, `keywords` (trade
 * ids), `location` (the places), `radius` (km, null before any alert).
 */
export function serializeAlertSet(alerts: JobAlertRow[]) {
	return {
		status: alertSetStatus(alerts),
		keywords: [...new Set(alerts.flatMap((alert) => alert.categories))],
		location: alerts.map((alert) => serializePlace(alert.postalCode)),
		radius: alerts[0]?.radiusKm ?? null,
	}
}
