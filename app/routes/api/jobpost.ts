import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { requireApiRole } from '#app/api/auth.server.ts'
import { listOwner } from '#app/api/on-behalf.server.ts'
import {
	api,
	apiError,
	apiOk,
	methodNotAllowed,
	pageInfo,
	parseOrThrow,
	readBody,
	readPaging,
} from '#app/api/respond.server.ts'
import { JobUpdateSchema, NewJobSchema, unwrapNewData } from '#app/api/schemas/jobpost.ts'
import { serializeJob, serializePhoneReveal } from '#app/api/serializers/job.ts'
import { serializeUser } from '#app/api/serializers/user.ts'
import { serializeWarranty } from '#app/api/serializers/warranty.ts'
import { warrantiesOfOwnJobs } from '#app/models/warranty/warranty-claims.server.ts'
import { authRateLimit } from '#app/lib/request-limits.server.ts'
import { getBearerUser, issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { listPhoneReveals } from '#app/models/jobs/client-contact.server.ts'
import { closeOwnJob, getOwnJobForEdit, JOB_MESSAGES } from '#app/models/jobs/client-jobs.server.ts'
import { getJobForApi, listOwnJobs, updateOwnJob } from '#app/models/jobs/jobs.server.ts'
import { checkPosterEmail, ONLY_CLIENTS, publishFromWizard, USER_EXISTS } from '#app/models/jobs/publish-job.server.ts'
import { verifyLogin } from '#app/models/auth/account.server.ts'
import { getPlace } from '#app/models/postal-codes/postal-codes.server.ts'
import { findService } from '#app/models/services/services.server.ts'
import { getUserProfile } from '#app/models/users/users.server.ts'

/**
 * GET ?pageSize&pageNumber&userId: the caller's own jobs, each with who revealed its phone (spec
 * 001 §1). An admin may name a client in `userId` (spec 000 §1, audited by listOwner).
 */
export const loader = api(async ({ request }: LoaderFunctionArgs) => {
	const user = await listOwner(request, await requireApiRole(request, ['cliente', 'admin']))
	const { page, pageSize } = readPaging(request, { defaultSize: 10 })
	const { jobs, total } = await listOwnJobs(user.id, { page, pageSize })
	const [reveals, warranties] = await Promise.all([
		listPhoneReveals(
			user.id,
			jobs.map((job) => job.id),
		),
		warrantiesOfOwnJobs(
			user.id,
			jobs.map((job) => job.id),
		),
	])
	return apiOk({
		data: jobs.map((job) => ({
			...serializeJob(job),
			phoneRevealedBy: (reveals.get(job.id) ?? []).map(serializePhoneReveal),
			// a finished job's warranty and its claims (issue 43.5)
			...serializeWarranty(warranties.get(job.id)),
		})),
		...pageInfo(page, pageSize, total),
	})
})

export const action = api(async ({ request, context }: ActionFunctionArgs) => {
	if (request.method === 'POST') return createJob(request, context.clientIp)
	if (request.method === 'PUT') return updateJob(request)
	return methodNotAllowed()
})

/**
 * POST {newData}: publishes a job; an anonymous poster is registered and gets tokens, or, naming an
 * existing client's email with her password, is signed in (tokens too) and posts as her.
 */
async function createJob(request: Request, clientIp: string) {
	const input = parseOrThrow(NewJobSchema, unwrapNewData(await readBody(request)))
	const caller = await getBearerUser(request)
	if (caller && caller.role !== 'cliente') return apiError(403, ONLY_CLIENTS)
	let ownerId = caller?.id ?? null
	let guest
	if (!caller) {
		const limited = await authRateLimit(clientIp)
		if (limited) return apiError(429, limited)
		if (!input.contactDetails) return apiError(400, 'Se requieren los datos de contacto (contactDetails)')
	}
	// the job's own fields first: a job that cannot be published spends no check of the email
	const [service, place] = await Promise.all([findService(input.category), getPlace(input.location)])
	if (!service) return apiError(400, 'Categoría no encontrada')
	if (!place) return apiError(400, 'Ubicación no encontrada')
	if (!caller && input.contactDetails) {
		const { password, ...contact } = input.contactDetails
		guest = contact
		ownerId = await signInPoster(contact.email, password, clientIp)
	}

	const published = await publishFromWizard({
		clientIp,
		ownerId,
		guest,
		job: {
			serviceId: service.id,
			serviceTitle: input.serviceTitle.service_title,
			otherTitle: input.serviceTitle.other_title,
			squareMeters: input.additional_details?.square_meters,
			rooms: input.additional_details?.how_many_rooms,
			floors: input.additional_details?.how_many_floors,
			description: input.additional_job_description,
			images: input.images,
			postalCodeId: place.id,
			workingSchedule: input.working_schedule,
			requestedCraftsmanId: input.requestedCraftsman,
			openToOthers: input.showToOthers,
		},
	})
	const job = serializeJob(await getJobForApi(published.job.id))
	if (caller) return apiOk({ info: 'Tu trabajo se ha publicado.', job }, { status: 201 })
	if (!published.createdAccount) {
		// signed in by her password: the tokens and the user, as a sign-in answers them
		const owner = await getUserProfile(published.ownerId)
		const tokens = await issueTokens(owner.id)
		return apiOk(
			{ info: 'Tu trabajo se ha publicado.', ...tokens, user_details: serializeUser(owner), job },
			{ status: 201 },
		)
	}

	const owner = await getUserProfile(published.ownerId)
	return apiOk(
		{
			info: 'Tu trabajo se ha publicado y hemos creado tu cuenta. Revisa tu correo para verificarla.',
			...(await issueTokens(owner.id)),
			user_details: serializeUser(owner),
			job,
		},
		{ status: 201 },
	)
}

/**
 * A guest naming an email with an account must give its password, whatever the account (issue 37,
 * L2: the answer never tells a client from a craftsman or an admin; each check counts against the
 * address). With the right one she is signed in as the sign-in page does (verifyLogin: its limits,
 * blocked accounts, a weak password's recommendation); only then is a craftsman told that only
 * clients post. An email without an account keeps the guest path, so its password spends no
 * sign-in attempt.
 */
async function signInPoster(email: string, password: string | undefined, clientIp: string) {
	if ((await checkPosterEmail(email, { clientIp })) === 'new') return null
	if (!password) throw apiError(409, USER_EXISTS)
	const login = await verifyLogin(email, password, clientIp)
	if (!login.ok) throw apiError(401, login.message)
	if (login.user.role !== 'cliente') throw apiError(403, ONLY_CLIENTS)
	// the second factor is asked only where one signs in (POST /api/auth/login)
	if (login.user.secondFactor) throw apiError(401, SIGN_IN_FIRST)
	return login.user.id
}

const SIGN_IN_FIRST = 'Inicia sesión con tu código de verificación y vuelve a publicar el trabajo'

/**
 * PUT ?id= {data}: updates the caller's own job; anyone else's is not found. `status: "close"`
 * closes it (an open or assigned job; otherwise 400 and nothing changes).
 */
async function updateJob(request: Request) {
	const user = await requireApiRole(request, 'cliente')
	const id = new URL(request.url).searchParams.get('id') ?? ''
	const body = await readBody(request)
	const input = parseOrThrow(JobUpdateSchema, (body.data && typeof body.data === 'object' ? body.data : body) as object)
	if (input.location && !(await getPlace(input.location))) return apiError(400, 'Ubicación no encontrada')
	// closed first, as the dashboard's «Cerrar trabajo» does: a job that cannot be closed changes nothing
	if (input.status) {
		if (!(await getOwnJobForEdit(user.id, id))) return apiError(404, JOB_MESSAGES.notFound)
		if (!(await closeOwnJob(user.id, id))) return apiError(400, JOB_MESSAGES.notClosable)
	}
	const updated = await updateOwnJob(user.id, id, {
		...(input.serviceTitle && {
			serviceTitle: input.serviceTitle.other_title ? null : input.serviceTitle.service_title,
			otherTitle: input.serviceTitle.other_title || null,
		}),
		...(input.additional_details && {
			squareMeters: input.additional_details.square_meters,
			rooms: input.additional_details.how_many_rooms,
			floors: input.additional_details.how_many_floors,
		}),
		description: input.additional_job_description,
		images: input.images,
		postalCodeId: input.location,
		workingSchedule: input.working_schedule,
	})
	if (!updated) return apiError(404, JOB_MESSAGES.notFound)
	const message = input.status ? JOB_MESSAGES.closed : JOB_MESSAGES.updated
	return apiOk({ message, job: serializeJob(await getJobForApi(id)) })
}
