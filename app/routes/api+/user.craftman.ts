import { type ActionFunctionArgs } from '@remix-run/node'
import { AccountDeleteSchema } from '#app/api/schemas/queries.ts'
import { requireApiRole } from '#app/api/auth.server.ts'
import { api, apiOk, methodNotAllowed, parseOrThrow, readBody } from '#app/api/respond.server.ts'
import { serializeUserDetails } from '#app/api/serializers/user-details.ts'
import { CraftsmanApiSchema } from '#app/models/craftsmen/profile-edit.schema.ts'
import {
	replaceDocuments,
	resolveServiceIds,
	setGalleryImages,
	setProfilePhoto,
	updateCompany,
	updateServices,
} from '#app/models/craftsmen/profile-edit.server.ts'
import { deleteOwnAccount } from '#app/models/users/account-deletion.server.ts'
import { getUserDetails } from '#app/models/users/users.server.ts'

export const loader = methodNotAllowed

export const ACCOUNT_DELETED = 'Tu cuenta se ha eliminado'

/**
 * PUT: the caller's own company profile (company_name, description, services, images, documents
 * [{document_type, document_link}], profile_photo); the fields sent replace the stored ones.
 * DELETE: the craftsman deletes their own account, confirmed with their password (anonymised, README).
 */
export const action = api(
	async ({ request, context }: ActionFunctionArgs) => {
		if (request.method === 'PUT') return update(request)
		if (request.method === 'DELETE') return remove(request, context.clientIp)
		return methodNotAllowed()
	},
	{ fieldNames: { companyName: 'company_name' } },
)

async function update(request: Request) {
	const user = await requireApiRole(request, 'oficial')
	const input = parseOrThrow(CraftsmanApiSchema, await readBody(request))
	// checked first so that a refused field changes nothing
	if (input.services) await resolveServiceIds(input.services)
	if (input.company_name !== undefined || input.description !== undefined || input.tax_id !== undefined)
		await updateCompany(user.id, {
			companyName: input.company_name,
			description: input.description,
			taxId: input.tax_id,
		})
	if (input.services) await updateServices(user.id, input.services)
	if (input.images) await setGalleryImages(user.id, input.images)
	if (input.documents)
		await replaceDocuments(
			user.id,
			input.documents.map((doc) => ({ type: doc.document_type, url: doc.document_link })),
		)
	if (input.profile_photo !== undefined) await setProfilePhoto(user.id, input.profile_photo)
	return apiOk({ message: 'Perfil actualizado', user_details: serializeUserDetails(await getUserDetails(user.id)) })
}

async function remove(request: Request, clientIp: string) {
	const user = await requireApiRole(request, 'oficial')
	const { password } = parseOrThrow(AccountDeleteSchema, await readBody(request))
	// the same deletion as the page's (issue 8 §3): anonymised, sessions and tokens ended
	await deleteOwnAccount(user.id, password, clientIp)
	return apiOk({ message: ACCOUNT_DELETED })
}
