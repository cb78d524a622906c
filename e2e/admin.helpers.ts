import { type APIRequestContext } from '@playwright/test'
import { expect } from './fixtures.ts'
import { photo } from './post-job.helpers.ts'

/**
 * A new, unverified craftsman registered through the /api (upload, then register), so the admin
 * specs never change a demo account. Answers the email, the password and the company name.
 */
export async function registerCraftsmanByApi(request: APIRequestContext, label: string) {
	const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`
	const image = await photo()
	const upload = await request.post('/api/upload', {
		multipart: { file: { name: 'carne.jpg', mimeType: image.mimeType, buffer: image.buffer } },
	})
	expect(upload.status()).toBe(201)
	const { secure_url } = (await upload.json()) as { secure_url: string }
	const places = {
		data: (await (await request.get('/api/postal_codes?search=29001')).json()) as Array<{
			_id: string
			Postal_Code: string
		}>,
	}
	const place = places.data.find((row) => row.Postal_Code === '29001')!
	const email = `${label}.${stamp}@example.com`
	const password = 'Oficio#2024x'
	const companyName = `Reformas ${label} ${stamp}`
	const registered = await request.post('/api/auth/register', {
		data: {
			name: 'Marta',
			lastName: 'Revisión',
			phone: '622334455',
			email,
			zipCode: '29001',
			role: 'oficial',
			address: Number(place._id),
			streetAddress: 'Calle Larios 5',
			password,
			craftmanDetails: {
				services: ['Electricista'],
				documents: [{ document_type: 'craft_card', document_link: secure_url }],
				company_name: companyName,
				description: 'Instalaciones eléctricas en Málaga.',
			},
		},
	})
	expect(registered.status(), await registered.text()).toBeLessThan(300)
	const body = (await registered.json()) as { user_details: { _id: string } }
	return { email, password, companyName, userId: body.user_details._id }
}

/** A fresh client posts a job through /api/jobpost (no demo row is touched); returns its id and title. */
export async function postJobAsNewClient(
	request: APIRequestContext,
	{ zip = '03001', label = 'Admin e2e' }: { zip?: string; label?: string } = {},
) {
	const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
	const places = {
		data: (await (await request.get(`/api/postal_codes?search=${zip}`)).json()) as Array<{ _id: string }>,
	}
	const title = `${label} ${tag}`
	const response = await request.post('/api/jobpost', {
		data: {
			newData: {
				category: 'pintores',
				serviceTitle: { service_title: title, other_title: '' },
				additional_details: { square_meters: 30, how_many_rooms: 2 },
				additional_job_description:
					'Pintar dos habitaciones. Trabajo creado por una prueba del área de administración.',
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
