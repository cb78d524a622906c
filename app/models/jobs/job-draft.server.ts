// The wizard's draft lives on the server (a JobDraft row) and the browser only holds its id in a
// signed httpOnly cookie: nothing typed is lost on Back, a reload or a validation error, with or
// without JavaScript.
import { createCookie } from '@remix-run/node'
import { prisma } from '#app/lib/db.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { resolveSessionSecret } from '#app/lib/session-secret.server.ts'
import { type JobDraftData } from './job-wizard.schema.ts'

let cookie: ReturnType<typeof createCookie> | undefined
function draftCookie() {
	const env = getEnv()
	cookie ??= createCookie('__job_draft', {
		path: '/',
		httpOnly: true,
		sameSite: 'lax',
		secure: env.SITE_ORIGIN.startsWith('https:'),
		secrets: [resolveSessionSecret(env.SESSION_SECRET)],
		maxAge: 7 * 86_400,
	})
	return cookie
}

const draftSelect = {
	id: true,
	userId: true,
	serviceId: true,
	postalCodeId: true,
	data: true,
	service: {
		select: { id: true, slug: true, name: true, titles: { select: { title: true }, orderBy: { position: 'asc' } } },
	},
	postalCode: { select: { id: true, code: true, placeName: true, province: true } },
} as const

type DraftRow = NonNullable<Awaited<ReturnType<typeof findDraft>>>
export type JobDraft = Omit<DraftRow, 'data'> & { data: JobDraftData }

function findDraft(id: string) {
	return prisma.jobDraft.findUnique({ where: { id }, select: draftSelect })
}

/** This browser's draft, or null. */
export async function getDraft(request: Request): Promise<JobDraft | null> {
	const id = await draftCookie().parse(request.headers.get('Cookie'))
	if (typeof id !== 'string') return null
	return (await findDraft(id)) as JobDraft | null
}

/** A new draft for a trade; returns it with the Set-Cookie header that binds it to the browser. */
export async function startDraft(serviceId: string, userId?: string, data: JobDraftData = {}) {
	const draft = await prisma.jobDraft.create({ data: { serviceId, userId, data }, select: { id: true } })
	return { id: draft.id, setCookie: await draftCookie().serialize(draft.id) }
}

/**
 * Merges `patch` into the stored draft in the database itself, so two saves of one request (the
 * photos, then the step) never overwrite each other. An undefined value clears that key.
 */
export async function updateDraft(
	draft: Pick<JobDraft, 'id'>,
	patch: Partial<JobDraftData>,
	extra: { postalCodeId?: number | null; userId?: string } = {},
) {
	const json = JSON.stringify(Object.fromEntries(Object.entries(patch).map(([key, value]) => [key, value ?? null])))
	await prisma.$executeRaw`UPDATE "JobDraft" SET data = data || ${json}::jsonb, "updatedAt" = now() WHERE id = ${draft.id}`
	if (Object.keys(extra).length) await prisma.jobDraft.update({ where: { id: draft.id }, data: extra })
}

export async function discardDraft(draftId: string) {
	await prisma.jobDraft.deleteMany({ where: { id: draftId } })
	return draftCookie().serialize('', { maxAge: 0 })
}
