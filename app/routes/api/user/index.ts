import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { UserPutSchema } from '#app/api/schemas/queries.ts'
import { consumeRateLimit, rateLimitMessage } from '#app/lib/rate-limit.server.ts'
import { requireApiUser } from '#app/api/auth.server.ts'
import { api, apiError, apiOk, given, methodNotAllowed, parseOrThrow, readBody } from '#app/api/respond.server.ts'
import { serializeUserDetails } from '#app/api/serializers/user-details.ts'
import { getBearerUser } from '#app/models/auth/api-tokens.server.ts'
import { ClientDataSchema, CraftsmanDataSchema } from '#app/models/users/personal-data.schema.ts'
import { getPlace } from '#app/models/postal-codes/postal-codes.server.ts'
import { updatePersonalData, updatePreferences } from '#app/models/users/personal-data.server.ts'
import { setProfilePhoto } from '#app/models/craftsmen/profile-edit.server.ts'
import { checkOwnPhoto } from '#app/models/users/profile-photo.server.ts'
import { findUserRole, getUserDetails, getUserProfile } from '#app/models/users/users.server.ts'

/**
 * GET ?email= or ?_id=. The job wizard asks whether an email belongs to a client, a craftsman or
 * nobody, so anyone learns the role; the profile itself only goes to that user or an admin.
 */
export const loader = api(async ({ request, context }: LoaderFunctionArgs) => {
	// who an email belongs to is worth harvesting: as throttled as the other auth endpoints
	const wait = await consumeRateLimit('userLookupsByIp', context.clientIp)
	if (wait) return apiError(429, rateLimitMessage(wait))
	const params = new URL(request.url).searchParams
	const found = await findUserRole({ email: given(params.get('email')), id: given(params.get('_id')) })
	if (!found) return apiError(404, 'Usuario no encontrado')
	const caller = await getBearerUser(request)
	// the body is the user (clients read `response.data` as it); strangers get only the role
	if (caller && (caller.id === found.id || caller.role === 'admin'))
		return apiOk(serializeUserDetails(await getUserDetails(found.id)))
	return apiOk({ role: found.role })
})

const PERSONAL_KEYS = ['name', 'lastName', 'phone', 'zipCode', 'address', 'streetAddress'] as const

// a client keeps a street address too when its form sends one (spec 000 §3 User.streetAddress)
const ClientPutSchema = ClientDataSchema.extend({ streetAddress: CraftsmanDataSchema.shape.streetAddress.optional() })

/**
 * PUT: the caller's own personal data (name, lastName, phone, zipCode, address = postal record id
 * or the address object the client read, streetAddress), `profile_photo` (the caller's own
 * upload, or null) and preferences {distance, categories}. Missing fields keep their stored value;
 * an address without zipCode takes its own. The email and role are not editable. Any role; always
 * the caller, never someone else. Answers the updated user as `user` beside `message`.
 */
export const action = api(
	async ({ request }: ActionFunctionArgs) => {
		if (request.method !== 'PUT') return methodNotAllowed()
		const user = await requireApiUser(request)
		const body = withoutBlankAddress(await readBody(request))
		const { preferences, profile_photo } = parseOrThrow(UserPutSchema, body)
		if (profile_photo) await checkOwnPhoto(user.id, profile_photo)
		if (PERSONAL_KEYS.some((key) => key in body)) {
			const current = await getUserProfile(user.id)
			const address = addressId(body.address)
			const place = address !== undefined && body.zipCode === undefined ? await placeOf(address) : undefined
			const merged = {
				name: body.name ?? current.name,
				lastName: body.lastName ?? current.lastName,
				phone: body.phone ?? current.phone,
				zipCode: body.zipCode ?? place?.code ?? current.postalCode?.code,
				postalCodeId: address ?? current.postalCode?.id,
				streetAddress: body.streetAddress ?? (current.streetAddress || undefined),
			}
			const personal = parseOrThrow(user.role === 'oficial' ? CraftsmanDataSchema : ClientPutSchema, merged)
			await updatePersonalData(user.id, personal)
		}
		if (profile_photo !== undefined) await setProfilePhoto(user.id, profile_photo)
		if (preferences) await updatePreferences(user.id, preferences)
		const updated = serializeUserDetails(await getUserDetails(user.id))
		// `user` is what the contract's clients read; `user_details` stays for the clients of our earlier answer
		return apiOk({ message: 'Perfil actualizado', user: updated, user_details: updated })
	},
	{ fieldNames: { postalCodeId: 'address' } },
)

/**
 * A profile form that did not touch the address sends `address: ""` (and often `zipCode: ""`):
 * unchanged, as if left out, so that a name or phone change is saved.
 */
function withoutBlankAddress(body: Record<string, unknown>) {
	const blank = (value: unknown) => value === null || (typeof value === 'string' && given(value) === undefined)
	const kept = { ...body }
	if ('address' in kept && blank(kept.address)) delete kept.address
	if ('zipCode' in kept && blank(kept.zipCode)) delete kept.zipCode
	return kept
}

/** The postal record id, sent alone or as the address object `{_id, …}` a client read from us. */
function addressId(address: unknown) {
	if (address && typeof address === 'object' && '_id' in address) return (address as { _id: unknown })._id
	return address ?? undefined
}

async function placeOf(id: unknown) {
	const number = Number(id)
	return Number.isSafeInteger(number) && number > 0 ? getPlace(number) : null
}
