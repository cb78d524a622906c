import { type APIRequestContext } from '@playwright/test'
import sharp from 'sharp'

export const OWN_PASSWORD = 'Sevill4#Sol'

/**
 * A craftsman of the spec's own, registered through POST /api/auth/register: no demo account is
 * touched. He lives at the first place of `zipCode` (Sevilla unless said).
 */
export async function registerOwnCraftsman(request: APIRequestContext, label: string, { zipCode = '41001' } = {}) {
	const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`
	const email = `${label}.${stamp}@example.com`
	const places = {
		data: (await (await request.get(`/api/postal_codes?search=${zipCode}`)).json()) as Array<{ _id: string }>,
	}
	// a document is an upload of this product's (POST /api/upload), of its own content
	const image = await sharp({
		create: {
			width: 40,
			height: 30,
			channels: 3,
			background: `#${Math.floor(Math.random() * 0xffffff)
				.toString(16)
				.padStart(6, '0')}`,
		},
	})
		.png()
		.toBuffer()
	const upload = await request.post('/api/upload', {
		multipart: { file: { name: 'carne.png', mimeType: 'image/png', buffer: image } },
	})
	if (!upload.ok()) throw new Error(`POST /api/upload answered ${upload.status()}: ${await upload.text()}`)
	const { secure_url } = (await upload.json()) as { secure_url: string }
	const companyName = `Electricidad ${label} ${stamp}`
	const response = await request.post('/api/auth/register', {
		data: {
			name: 'Manuela',
			lastName: `Prueba ${label}`,
			phone: '655443322',
			email,
			zipCode,
			role: 'oficial',
			address: Number(places.data[0]!._id),
			streetAddress: 'Calle Sierpes 3',
			password: OWN_PASSWORD,
			craftmanDetails: {
				services: ['Electricista'],
				documents: [{ document_type: 'craft_card', document_link: secure_url }],
				company_name: companyName,
			},
		},
	})
	if (!response.ok()) throw new Error(`POST /api/auth/register answered ${response.status()}: ${await response.text()}`)
	const body = (await response.json()) as { user_details: { _id: string } }
	return { email, id: body.user_details._id, companyName }
}
