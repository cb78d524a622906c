import { type ActionFunctionArgs } from '@remix-run/node'
import { AccountDeleteSchema } from '#app/api/schemas/queries.ts'
import { requireApiRole } from '#app/api/auth.server.ts'
import { api, apiOk, methodNotAllowed, parseOrThrow, readBody } from '#app/api/respond.server.ts'
import { serializeUserDetails } from '#app/api/serializers/user-details.ts'
import { CraftsmanApiSchema } from '#app/models/craftsmen/profile-edit.schema.ts'
import {
	addDocuments,
	replaceDocuments,
	resolveServiceIds,
	setGalleryImages,
	setProfilePhoto,
	updateCompany,
	updateServices,
} from '#app/models/craftsmen/profile-edit.server.ts'
import { deleteOwnAccount } from '#app/models/users/account-deletion.server.ts'
import { serializeCraftsmanRecord } from '#app/api/serializers/admin-user.ts'
import { LegacyVerificationApiSchema, LegacyRefusalSchema } from '#app/models/admin/admin-actions.schema.ts'
import {
	getCraftsmanForReview,
	refuseCraftsman,
	verifyCraftsman,
} from '#app/models/admin/craftsman-verification.server.ts'
import { getCurrentSubscriptions } from '#app/models/subscriptions/active-subscription.server.ts'
import { getUserDetails } from '#app/models/users/users.server.ts'

export const loader = methodNotAllowed

export const ACCOUNT_DELETED = 'Tu cuenta se ha eliminado'

/**
 * PUT: the caller's own company profile (company_name, description, services, images, documents
 * [{document_type, document_link}], profile_photo); the fields sent replace the stored ones, but
 * `document` [{…}] adds its documents to those on file.
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
	const user = await requireApiRole(request, ['oficial', 'admin'])
	if (user.role === 'admin') return setCraftsmanStatus(request, user.id)
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
	const links = (list: NonNullable<typeof input.documents>) =>
		list.map((doc) => ({ type: doc.document_type, url: doc.document_link }))
	if (input.documents) await replaceDocuments(user.id, links([...input.documents, ...(input.document ?? [])]))
	else if (input.document) await addDocuments(user.id, links(input.document))
	if (input.profile_photo !== undefined) await setProfilePhoto(user.id, input.profile_photo)
	return apiOk({ message: 'Perfil actualizado', user_details: serializeUserDetails(await getUserDetails(user.id)) })
}

/**
 * An admin's PUT {status, user, message} (the contract's admin clients): the verification
 * queue's decision with the same model functions, rules and audit as the page. `verified`
 * verifies (the message goes into his email); `unverified`/`refused` refuses, the message being
 * the reason he reads.
 */
async function setCraftsmanStatus(request: Request, adminId: string) {
	const input = parseOrThrow(LegacyVerificationApiSchema, await readBody(request))
	const userId = input.user
	const done =
		input.status === 'verified'
			? await verifyCraftsman({ adminId, userId, message: input.message || undefined })
			: await refuseCraftsman({ adminId, userId, reason: parseOrThrow(LegacyRefusalSchema, input).message })
	const [craftsman, subscriptions] = await Promise.all([
		getCraftsmanForReview(userId),
		getCurrentSubscriptions([userId]),
	])
	return apiOk({ message: done.message, data: serializeCraftsmanRecord(craftsman!, subscriptions) })
}

async function remove(request: Request, clientIp: string) {
	const user = await requireApiRole(request, 'oficial')
	const { password } = parseOrThrow(AccountDeleteSchema, await readBody(request))
	// the same deletion as the page's: anonymised, sessions and tokens ended
	await deleteOwnAccount(user.id, password, clientIp)
	return apiOk({ message: ACCOUNT_DELETED })
}
