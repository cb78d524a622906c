import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { requireApiRole } from '#app/api/auth.server.ts'
import { api, apiOk, methodNotAllowed, pageInfo, parseOrThrow, readBody, readPaging } from '#app/api/respond.server.ts'
import {
	listJobsForModeration,
	MODERATION_PAGE_SIZE,
	moderatedJobTitle,
} from '#app/models/admin/moderation-queries.server.ts'
import { AdminJobBlockSchema, AdminJobsQuerySchema } from '#app/models/admin/moderation.schema.ts'
import { setContentHidden } from '#app/models/admin/moderation.server.ts'

const HIDDEN_BY_FILTER = { all: undefined, blocked: true, unblocked: false } as const

/**
 * GET ?pageSize&pageNumber&filter=all|blocked|unblocked&search (admin): the moderation page's job
 * list (hidden ones included), newest first; `search` is a reference or a text, as on the page.
 */
export const loader = api(async ({ request }: LoaderFunctionArgs) => {
	await requireApiRole(request, 'admin')
	const params = Object.fromEntries([...new URL(request.url).searchParams].filter(([, value]) => value !== ''))
	const { filter = 'all', search } = parseOrThrow(AdminJobsQuerySchema, params)
	const { page, pageSize } = readPaging(request, { defaultSize: MODERATION_PAGE_SIZE })
	const { jobs, total } = await listJobsForModeration({ search, page, pageSize, hidden: HIDDEN_BY_FILTER[filter] })
	return apiOk({
		data: jobs.map((job) => ({
			_id: job.id,
			listingId: job.listingId,
			title: moderatedJobTitle(job),
			description: job.description,
			status: job.status,
			blocked: job.hiddenAt !== null,
			reason: job.hiddenAt ? job.hiddenReason : null,
			blockedAt: job.hiddenAt?.toISOString() ?? null,
			createdAt: job.createdAt.toISOString(),
			user: { _id: job.owner.id, name: job.owner.name, email: job.owner.email },
			offers: job._count.offers,
		})),
		...pageInfo(page, pageSize, total),
	})
})

/**
 * PATCH {id, blocked, reason} (admin): hides a job (the reason is required: its owner is told it) or
 * shows it again, with the moderation page's function, rules and audit entry.
 */
export const action = api(async ({ request }: ActionFunctionArgs) => {
	if (request.method !== 'PATCH') return methodNotAllowed()
	const admin = await requireApiRole(request, 'admin')
	const input = parseOrThrow(AdminJobBlockSchema, await readBody(request))
	const reason = input.blocked ? input.reason : null
	const done = await setContentHidden({ kind: 'job', id: input.id, reason, adminId: admin.id })
	return apiOk({ message: done.message, data: { _id: input.id, blocked: input.blocked, reason } })
})
