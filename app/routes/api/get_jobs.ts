import { type LoaderFunctionArgs } from '@remix-run/node'
import { api, apiOk, given, pageInfo, parseOrThrow, readPaging } from '#app/api/respond.server.ts'
import { serializePublicJob } from '#app/api/serializers/public-job.ts'
import { getBearerUser } from '#app/models/auth/api-tokens.server.ts'
import { resolveFeedQuery } from '#app/models/jobs/job-feed-query.server.ts'
import { JobFeedQuerySchema } from '#app/models/jobs/job-feed.schema.ts'
import { listPublicJobs } from '#app/models/jobs/job-feed.server.ts'
import { PUBLIC_JOBS_PAGE_SIZE } from '#app/models/jobs/limits.ts'

/**
 * GET ?categories&distance&Place_Name&pageSize&pageNumber: the public job feed, also without a
 * token. With one, each job also carries its distance. Never the client's contact (spec 001 §1):
 * that is on the job detail, for a craftsman who contacted the client.
 */
export const loader = api(async ({ request }: LoaderFunctionArgs) => {
	const params = new URL(request.url).searchParams
	// a literal `undefined` or empty filter (the clients' unset value) means «no filter»
	const query = parseOrThrow(JobFeedQuerySchema, {
		categories: params
			.getAll('categories')
			.flatMap((value) => value.split(','))
			.filter((value) => given(value) !== undefined),
		distance: given(params.get('distance')),
		Place_Name: given(params.get('Place_Name')),
	})
	const caller = await getBearerUser(request)
	const resolved = await resolveFeedQuery(query, caller?.id ?? null)
	const { page, pageSize } = readPaging(request, { defaultSize: PUBLIC_JOBS_PAGE_SIZE })
	const { jobs, total } = await listPublicJobs({
		serviceIds: resolved.serviceIds,
		near: resolved.near,
		radiusKm: resolved.radiusKm,
		distanceFrom: resolved.distanceFrom,
		viewerId: caller?.id,
		page,
		pageSize,
	})
	return apiOk(
		{
			data: jobs.map((job) => serializePublicJob(job, { signedIn: Boolean(caller) })),
			...pageInfo(page, pageSize, total),
		},
		{ headers: { Vary: 'Authorization' } },
	)
})
