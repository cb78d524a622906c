import { type APIRequestContext } from '@playwright/test'

/** A fresh client posts a job through /api/jobpost (no demo row is touched); returns its id and title. */
export async function postJobAsNewClient(request: APIRequestContext, { zip = '03001', label = 'Admin e2e' }: { zip?: string; label?: string } = {}) {
	const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
	const places = (await (await request.get(`/api/postal_codes?search=${zip}`)).json()) as { data: Array<{ _id: string }> }
	const title = `${label} ${tag}`
	const response = await request.post('/api/jobpost', {
		data: {
			newData: {
				category: 'pintores',
				serviceTitle: { service_title: title, other_title: '' },
				additional_details: { square_meters: 30, how_many_rooms: 2 },
				additional_job_description: 'Pintar dos habitaciones. Trabajo creado por una prueba del área de administración.',
				images: [],
				location: Number(places.data[0]!._id),
				working_schedule: 'en_una_semana',
				contactDetails: { name: 'Cliente Prueba', email: `admin.e2e.${tag}@example.com`, phone: '612345678' },
			},
		},
	})
	if (!response.ok()) throw new Error(`/api/jobpost → ${response.status()} ${await response.text()}`)
	const body = (await response.json()) as { job: { _id: string } }
	return { jobId: body.job._id, title, tag }
}
