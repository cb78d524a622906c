import { type LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '#app/api/auth.server.ts'
import { api, apiError, apiOk } from '#app/api/respond.server.ts'
import { serializePublicJob } from '#app/api/serializers/public-job.ts'
import { getClientContact } from '#app/models/jobs/client-contact.server.ts'
import { getJobForViewer } from '#app/models/jobs/job-detail.server.ts'
import { getLeadFacts } from '#app/models/jobs/lead-facts.server.ts'
import { JOB_NOT_FOUND } from '#app/models/offers/offers.server.ts'

/**
 * GET ?id=: one job for a signed-in caller (spec 001 §7: `data.data` is the job). The client's
 * contact follows clientContactAccess (spec 001 §1): its owner and admins see it all; a craftsman
 * past the gate sees the name and email once they contacted the client about this job, and the
 * phone once revealed with POST /api/jobpost/reveal_phone.
 */
export const loader = api(async ({ request }: LoaderFunctionArgs) => {
	const user = await requireApiUser(request)
	const id = new URL(request.url).searchParams.get('id') ?? ''
	const job = id ? await getJobForViewer(user, id) : null
	if (!job) return apiError(404, JOB_NOT_FOUND)
	const contact = await getClientContact(user, job)
	// The lead facts for craftsmen and admins (counts and dates, no contact details)
	const leadFacts = user.role === 'cliente' ? undefined : await getLeadFacts(job)
	return apiOk({ data: { ...serializePublicJob(job, { signedIn: true, contact, offer: job.offer }), leadFacts } })
})
