import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { requireApiRole } from '#app/api/auth.server.ts'
import { api, apiOk, methodNotAllowed, parseOrThrow, readBody } from '#app/api/respond.server.ts'
import { serializeAlertSet, serializeJobAlert } from '#app/api/serializers/job-alert.ts'
import { ApiAlertSetSchema, ApiJobAlertSchema, isAlertSetBody } from '#app/models/job-alerts/job-alerts.schema.ts'
import { listAlerts, saveAlert, saveAlertSet } from '#app/models/job-alerts/job-alerts.server.ts'

/**
 * GET: the caller's alert as the contract's clients read it, the body itself (`status`,
 * `keywords`, `location[]`, `radius`); `data` keeps every alert in our shape.
 */
export const loader = api(async ({ request }: LoaderFunctionArgs) => {
	const user = await requireApiRole(request, 'oficial')
	const alerts = await listAlerts(user.id)
	return apiOk({ ...serializeAlertSet(alerts), data: alerts.map(serializeJobAlert) })
})

/**
 * PUT, the clients' shape: any subset of `{ status, keywords, location: [places], radius }`,
 * answered with the alert as GET gives it. Ours: `{ _id?, categories: string[], distance: km ≥ 1,
 * location: postal-code record id, frequency: 'immediately' | 'daily' }` creates an alert (201) or
 * updates one's own `_id` (200).
 */
export const action = api(async ({ request }: ActionFunctionArgs) => {
	if (request.method !== 'PUT') return methodNotAllowed()
	const user = await requireApiRole(request, 'oficial')
	const body = await readBody(request)
	if (isAlertSetBody(body)) {
		const set = parseOrThrow(ApiAlertSetSchema, body)
		const alerts = await saveAlertSet(user.id, {
			status: set.status,
			keywords: set.keywords,
			placeIds: set.location,
			radiusKm: set.radius,
		})
		return apiOk({
			info: 'Alerta de empleo actualizada',
			...serializeAlertSet(alerts),
			data: alerts.map(serializeJobAlert),
		})
	}
	const input = parseOrThrow(ApiJobAlertSchema, body)
	const saved = await saveAlert(user.id, {
		id: input._id,
		categories: input.categories,
		postalCodeId: input.location,
		radiusKm: input.distance,
		frequency: input.frequency,
	})
	return apiOk(
		{
			info: saved.created ? 'Alerta de empleo creada' : 'Alerta de empleo actualizada',
			data: serializeJobAlert(saved.alert),
		},
		{ status: saved.created ? 201 : 200 },
	)
})
