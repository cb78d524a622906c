import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { requireApiRole } from '#app/api/auth.server.ts'
import { api, apiError, apiOk, given, methodNotAllowed, parseOrThrow, readBody } from '#app/api/respond.server.ts'
import { serializeClaim } from '#app/api/serializers/warranty.ts'
import { ID_MAX_LENGTH } from '#app/lib/field-limits.ts'
import { listJobClaims } from '#app/models/warranty/job-claims.server.ts'
import { openWarrantyClaim } from '#app/models/warranty/warranty-claims.server.ts'
import { ApiWarrantyClaimSchema } from '#app/models/warranty/warranty.schema.ts'

const JOB_REQUIRED = 'Se requiere el trabajo (jobId)'

/** GET ?jobId= → {jobId, warranty, data: claims}: the job's client or its hired craftsman (404 for anyone else). */
export const loader = api(async ({ request }: LoaderFunctionArgs) => {
	const user = await requireApiRole(request, ['cliente', 'oficial'])
	const jobId = given(new URL(request.url).searchParams.get('jobId'))
	if (!jobId || jobId.length > ID_MAX_LENGTH) return apiError(400, JOB_REQUIRED, { errors: { jobId: JOB_REQUIRED } })
	const read = await listJobClaims(user, jobId)
	return apiOk({ jobId: read.jobId, warranty: read.warranty, data: read.claims.map(serializeClaim) })
})

/**
 * POST {jobId, text, images?}: «Reclamar en garantía» (docs/decisions/050-a-living-warranty.md), the
 * client of a finished job within its warranty; `images` are addresses POST /api/upload answered.
 */
export const action = api(async ({ request }: ActionFunctionArgs) => {
	if (request.method !== 'POST') return methodNotAllowed()
	const user = await requireApiRole(request, 'cliente')
	const input = parseOrThrow(ApiWarrantyClaimSchema, await readBody(request))
	const done = await openWarrantyClaim({
		clientId: user.id,
		jobId: input.jobId,
		text: input.text,
		imageUrls: input.images ?? [],
	})
	const read = await listJobClaims(user, input.jobId)
	const claim = read.claims.find((one) => one.id === done.claimId)!
	return apiOk({ message: done.message, claimId: done.claimId, data: serializeClaim(claim) }, { status: 201 })
})
