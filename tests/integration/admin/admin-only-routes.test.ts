// Deny by default, verified: every loader and action of every admin page, and every
// admin /api call, refuses anonymous callers, clients and craftsmen — found by walking the route
// files, so a new admin page without its guard fails here even if its own tests forget it.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { createUser } from '#tests/factories/users.ts'
import { call, formRequest, getRequest, jsonRequest } from '#tests/helpers/requests.ts'
import { expectAdminOnly } from './non-admins.ts'

const PAGES_DIR = 'app/routes/tablero/$role'
/** The admin menu's pages and the act-as confirmation (app/components/dashboard/sidebar-links.server.ts). */
const ADMIN_PAGES = [
	'verificaciones',
	'transferencias',
	'usuarios',
	'planes',
	'moderacion',
	'opiniones-retenidas',
	'opiniones-reclamadas',
	'garantias-escaladas',
	'auditoria',
	'actuar-como',
	'tareas',
	'verificacion-en-dos-pasos',
]
const ADMIN_API = [
	{ file: 'user/craftman/getcraftsman.ts', methods: ['GET'] },
	{ file: 'user/craftman/$id.ts', methods: ['GET', 'PUT'] },
	{ file: 'user/getuser.ts', methods: ['GET'] },
	{ file: 'subscription/verify-payment.ts', methods: ['POST'] },
	{ file: 'jobalert/send_alert.ts', methods: ['POST'] },
	{ file: 'admin/tareas.ts', methods: ['GET', 'POST'] },
	{ file: 'documentos/$id.ts', methods: ['PUT'] },
]

/** Every route file of the dashboard, relative to PAGES_DIR: its path is its URL (`usuarios/$userId.tsx`). */
const routeFiles = readdirSync(PAGES_DIR, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file))
/** The page a file belongs to: `moderacion/$kind/$id/eliminar.tsx` → `moderacion`. */
const firstSegment = (file: string) => file.replace(/\.tsx?$/, '').split('/')[0]
const pageFiles = routeFiles.filter((file) => ADMIN_PAGES.includes(firstSegment(file)!) && !file.includes('.server.'))

/** The files of the admin's group of the dashboard in app/routes.ts, relative to PAGES_DIR. */
function adminGroup() {
	const table = readFileSync('app/routes.ts', 'utf8')
	const start = table.indexOf("// The admin's pages")
	if (start === -1) return []
	const group = table.slice(start, table.indexOf('\n\t])', start))
	return [...group.matchAll(/'routes\/tablero\/\$role\/([^']+)'/g)].map((match) => match[1]!)
}

type RouteModule = { loader?: Parameters<typeof call>[0]; action?: Parameters<typeof call>[0] }

/** What an unguarded admin write would change: none of it may move (the callers' own new rows aside). */
async function adminState(victimId: string) {
	const [
		audit,
		blocked,
		victim,
		payments,
		plans,
		hiddenJobs,
		hiddenReviews,
		decidedReviews,
		jobs,
		reviews,
		acting,
		decidedDisputes,
	] = await Promise.all([
		prisma.auditLog.count(),
		prisma.user.count({ where: { blockedAt: { not: null } } }),
		prisma.craftsmanProfile.findUniqueOrThrow({
			where: { userId: victimId },
			select: { status: true, refusedReason: true },
		}),
		prisma.payment.groupBy({ by: ['status'], _count: true }),
		prisma.plan.findMany({ orderBy: { id: 'asc' } }),
		prisma.job.count({ where: { hiddenAt: { not: null } } }),
		prisma.review.count({ where: { hiddenAt: { not: null } } }),
		prisma.review.count({ where: { decidedById: { not: null } } }),
		prisma.job.count(),
		prisma.review.count(),
		prisma.session.count({ where: { actingAsUserId: { not: null } } }),
		prisma.review.count({ where: { disputeDecidedAt: { not: null } } }),
	])
	return {
		audit,
		blocked,
		victim,
		payments,
		plans,
		hiddenJobs,
		hiddenReviews,
		decidedReviews,
		jobs,
		reviews,
		acting,
		decidedDisputes,
	}
}

describe('every admin page refuses everyone but admins', () => {
	test('each admin page of the menu has its route files here', () => {
		for (const page of ADMIN_PAGES)
			expect(
				pageFiles.some((file) => firstSegment(file) === page),
				page,
			).toBe(true)
	})

	test("the admin pages, and only they, are the admin's group of app/routes.ts", () => {
		const group = adminGroup()
		expect(group.length).toBeGreaterThan(0)
		expect([...group].sort()).toEqual([...pageFiles].sort())
	})

	test('no other dashboard page is admin-only (a new admin page must join ADMIN_PAGES)', () => {
		const others = routeFiles.filter((file) => !pageFiles.includes(file))
		const adminOnly = others.filter((file) =>
			/requireRole\(request, 'admin'\)/.test(readFileSync(path.join(PAGES_DIR, file), 'utf8')),
		)
		expect(adminOnly).toEqual([])
	})

	for (const file of pageFiles) {
		test(`${file}: loader and action redirect anonymous, client and craftsman callers; nothing changes`, async () => {
			const mod = (await import(/* @vite-ignore */ path.resolve(PAGES_DIR, file))) as RouteModule
			expect(mod.loader ?? mod.action, `${file} has a loader or an action`).toBeDefined()
			const victim = await createUser({ role: 'oficial', craftsmanStatus: 'unverified' })
			const plan = await prisma.plan.findFirstOrThrow()
			// real targets, so that only the guard can be what refuses
			const params = {
				role: 'admin',
				userId: victim.id,
				planId: plan.id,
				paymentId: 'RF-AAAA-BBBB',
				kind: 'trabajo',
				id: victim.id,
			}
			const url = `/tablero/admin/${file.replace(/\.tsx$/, '').replace(/\/index$/, '')}`
			const before = await adminState(victim.id)
			if (mod.loader) await expectAdminOnly(mod.loader, (cookie) => getRequest(url, { cookie }), params)
			if (mod.action) {
				for (const intent of [
					'verificar',
					'rechazar',
					'bloquear',
					'desbloquear',
					'confirmar',
					'cancelar',
					'ocultar',
					'mostrar',
					'retirar',
					'crear',
					'publicar',
				]) {
					const fields = {
						intent,
						reason: 'Probando el guardia',
						amount: '79',
						name: 'Plan X',
						price: '10',
						durationInDays: '30',
					}
					await expectAdminOnly(mod.action, (cookie) => formRequest(url, fields, { cookie }), params)
				}
			}
			expect(await adminState(victim.id)).toEqual(before)
		})
	}
})

describe('every admin /api call answers 401 without a token and 403 to other roles', () => {
	for (const { file, methods } of ADMIN_API) {
		test(`${file} (${methods.join(', ')})`, async () => {
			const mod = (await import(/* @vite-ignore */ path.resolve('app/routes/api', file))) as RouteModule
			const victim = await createUser({ role: 'oficial', craftsmanStatus: 'unverified' })
			const tokens = await Promise.all(
				[createUser(), createUser({ role: 'oficial' })].map(
					async (user) => (await issueTokens((await user).id)).accessToken,
				),
			)
			const before = await adminState(victim.id)
			for (const method of methods) {
				const handler = method === 'GET' ? mod.loader : mod.action
				expect(handler, `${file} handles ${method}`).toBeDefined()
				const body = method === 'GET' ? undefined : { status: 'verified', paymentId: 'RF-AAAA-BBBB', amount: 79 }
				const request = (token?: string) => jsonRequest(`/api/x?id=${victim.id}`, method, body, { token })
				const params = { id: victim.id }
				expect(((await call(handler!, request(), { params })) as Response).status, `${method} anonymous`).toBe(401)
				for (const token of tokens)
					expect(((await call(handler!, request(token), { params })) as Response).status, `${method} non-admin`).toBe(
						403,
					)
			}
			expect(await adminState(victim.id)).toEqual(before)
		})
	}
})
