// The caller's own user with the company profile (answer of PUT /api/user and PUT /api/user/craftman).
import { serializeUser } from './user.ts'

type Row = Parameters<typeof serializeUser>[0] & {
	craftsman: {
		id: string
		status: string
		companyName: string
		companySlug: string
		description: string
		images: string[]
		services: Array<{ service: { name: string } }>
		documents: Array<{ type: string; url: string }>
	} | null
}

export function serializeUserDetails(user: Row) {
	const { craftsman, ...rest } = user
	return {
		...serializeUser(rest),
		craftsman: craftsman
			? {
					_id: craftsman.id,
					status: craftsman.status,
					company_name: craftsman.companyName,
					company_slug: craftsman.companySlug,
					description: craftsman.description,
					images: craftsman.images,
					services: craftsman.services.map((item) => item.service.name),
					documents: craftsman.documents.map((doc) => ({ document_type: doc.type, document_link: doc.url })),
				}
			: null,
	}
}
