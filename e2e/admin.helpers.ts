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
	const upload = await request.post('/api/upload', { multipart: { file: { name: 'carne.jpg', mimeType: image.mimeType, buffer: image.buffer } } })
	expect(upload.status()).toBe(201)
	const { secure_url } = (await upload.json()) as { secure_url: string }
	const places = (await (await request.get('/api/postal_codes?search=29001')).json()) as { data: Array<{ _id: string; Postal_Code: string }> }
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
