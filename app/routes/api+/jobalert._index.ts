import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { requireApiRole } from '#app/api/auth.server.ts'
import { api, apiOk, methodNotAllowed, parseOrThrow, readBody } from '#app/api/respond.server.ts'
import { serializeJobAlert } from '#app/api/serializers/job-alert.ts'
import { ApiJobAlertSchema } from '#app/models/job-alerts/job-alerts.schema.ts'
import { listAlerts, saveAlert } from '#app/models/job-alerts/job-alerts.server.ts'

/** GET: the caller's own job alerts (`data`: array). */
export const loader = api(async ({ request }: LoaderFunctionArgs) => {
	const user = await requireApiRole(request, 'oficial')
	return apiOk({ data: (await listAlerts(user.id)).map(serializeJobAlert) })
})

/**
 * PUT `{ _id?, categories: string[], distance: km ≥ 1, location: postal-code record id,
 * frequency: 'immediately' | 'daily' }`: creates an alert (201) or updates one's own `_id` (200).
 */
export const action = api(async ({ request }: ActionFunctionArgs) => {
	if (request.method !== 'PUT') return methodNotAllowed()
	const user = await requireApiRole(request, 'oficial')
	const input = parseOrThrow(ApiJobAlertSchema, await readBody(request))
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
