import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { madridMidnight } from '#app/queue/madrid-time.ts'
import { recordAdminAction } from '#app/models/audit/audit.server.ts'
import { loader } from '#app/routes/tablero/$role/auditoria.tsx'
import { createUser } from '#tests/factories/users.ts'
import { call, getRequest, redirectLocation, sessionCookie, unwrap } from '#tests/helpers/requests.ts'

const params = { params: { role: 'admin' } }
const PATH = '/tablero/admin/auditoria'

async function page(cookie: string, query = '') {
	return unwrap(await call(loader, getRequest(`${PATH}${query}`, { cookie }), params)).data
}

async function setup() {
	await prisma.auditLog.deleteMany()
	const admin = await createUser({ role: 'admin', name: 'Adela' })
	const other = await createUser({ role: 'admin', name: 'Otto' })
	const client = await createUser({ role: 'cliente', name: 'Carmen' })
	const at = (iso: string) => new Date(iso)
	const rows = [
		{
			actorId: admin.id,
			action: 'craftsman.verify',
			targetType: 'craftsman',
			targetId: 'prof-1',
			createdAt: at('2026-03-01T10:00:00Z'),
			details: { reason: 'Documentos correctos' },
		},
		{
			actorId: other.id,
			action: 'user.block',
			targetType: 'user',
			targetId: client.id,
			createdAt: at('2026-03-28T23:30:00Z'),
			details: {},
		},
		{
			actorId: admin.id,
			actingAsId: client.id,
			action: 'act-as.request',
			targetType: 'user',
			targetId: client.id,
			createdAt: at('2026-04-02T08:00:00Z'),
			details: { method: 'POST', path: '/x' },
		},
		{
			actorId: admin.id,
			action: 'some.new-verb',
			targetType: 'widget',
			targetId: 'w-9',
			createdAt: at('2026-04-03T08:00:00Z'),
			details: { extra: 3 },
		},
	]
	for (const row of rows) await prisma.auditLog.create({ data: row })
	return { admin, other, client, cookie: await sessionCookie(admin.id) }
}

describe('/tablero/admin/auditoria', () => {
	test('admins only: anonymous go to sign in, clients and craftsmen to their dashboard', async () => {
		expect(redirectLocation(await call(loader, getRequest(PATH), params))).toMatch(/^\/iniciar-sesion\?redirectTo=/)
		for (const role of ['cliente', 'oficial'] as const) {
			const user = await createUser({ role })
			expect(
				redirectLocation(await call(loader, getRequest(PATH, { cookie: await sessionCookie(user.id) }), params)),
			).toBe(`/tablero/${role}`)
		}
	})

	test('newest first, with readable labels, Madrid time, acting-as and details', async () => {
		const { admin, client, cookie } = await setup()
		const data = await page(cookie)
		expect(data.total).toBe(4)
		expect(data.entries.map((e: { action: string }) => e.action)).toEqual([
			'some.new-verb',
			'Acción realizada como el usuario',
			'Bloqueó un usuario',
			'Verificó un oficial',
		])
		const [unknown, acting, , verify] = data.entries
		expect(unknown.target).toEqual({ type: 'widget', isUser: false, id: 'w-9' })
		expect(unknown.details).toEqual([{ label: 'extra', value: '3' }])
		expect(acting.actor).toEqual({ name: 'Adela Prueba', email: admin.email })
		expect(acting.actingAs).toEqual({ id: client.id, name: 'Carmen Prueba', email: client.email })
		expect(acting.target).toEqual({ type: 'Usuario', isUser: true, id: client.id })
		expect(verify.details).toEqual([{ label: 'Motivo', value: 'Documentos correctos' }])
		expect(verify.when).toBe('1/3/26, 11:00:00') // 10:00 UTC is 11:00 in Madrid in winter
	})

	test('details read as labels and Madrid dates, never raw keys, null or ISO timestamps', async () => {
		const admin = await createUser({ role: 'admin' })
		await prisma.auditLog.create({
			data: {
				actorId: admin.id,
				action: 'payment.confirm',
				targetType: 'payment',
				targetId: 'REF-1',
				createdAt: new Date('2026-07-01T10:00:00Z'),
				details: {
					amountCents: 145000,
					planName: 'Anual',
					startDate: '2026-07-01T10:00:00.000Z',
					endDate: '2027-07-01T10:00:00.000Z',
					expiresAt: null,
					decision: 'approved',
					after: { name: 'Anual', priceCents: 15050, durationInDays: 365 },
				},
			},
		})
		const [entry] = (await page(await sessionCookie(admin.id), '?objetivo=REF-1')).entries
		const seen = entry.details.map(
			(d: { label: string; value: string }) => `${d.label}: ${d.value.replace(/\s/g, ' ')}`,
		)
		// jsonb keeps its own key order
		expect(seen.sort()).toEqual(
			[
				'Importe: 1.450,00 €',
				'Plan: Anual',
				'Desde: 1/7/26, 12:00', // summer: Madrid is UTC+2
				'Hasta: 1/7/27, 12:00',
				'Caduca: —',
				'Decisión: Aprobado',
				'Después: Nombre: Anual · Precio: 150,50 € · Duración: 365 días',
			].sort(),
		)
		expect(entry.action).toBe('Confirmó una transferencia')
	})

	test('filters: action, admin, target type, target id, Madrid days', async () => {
		const { other, client, cookie } = await setup()
		const actions = async (query: string) =>
			(await page(cookie, query)).entries.map((e: { action: string }) => e.action)
		expect(await actions('?accion=user.block')).toEqual(['Bloqueó un usuario'])
		expect(await actions(`?admin=${other.id}`)).toEqual(['Bloqueó un usuario'])
		expect(await actions('?tipo=craftsman')).toEqual(['Verificó un oficial'])
		expect(await actions(`?objetivo=${client.id.slice(3, 12).toUpperCase()}`)).toEqual([
			'Acción realizada como el usuario',
			'Bloqueó un usuario',
		])
		// 23:30 UTC on 28 March is already 29 March in Madrid
		expect(await actions('?desde=2026-03-29&hasta=2026-04-02')).toEqual([
			'Acción realizada como el usuario',
			'Bloqueó un usuario',
		])
		expect(await actions('?hasta=2026-03-28')).toEqual(['Verificó un oficial'])
		// malformed values are ignored, not errors
		expect(await actions('?desde=ayer&pagina=-3')).toHaveLength(4)
		const options = (await page(cookie)).options
		expect(options.actions).toContainEqual({ value: 'craftsman.verify', label: 'Verificó un oficial' })
		expect(options.targetTypes.map((t: { value: string }) => t.value)).toEqual(['craftsman', 'user', 'widget'])
	})

	test('paged by 20, the filters kept in the page links', async () => {
		const { admin, cookie } = await setup()
		for (let i = 0; i < 25; i++)
			await recordAdminAction({ actorId: admin.id, action: 'plan.update', targetType: 'plan', targetId: `p${i}` })
		const first = await page(cookie, '?accion=plan.update')
		expect(first).toMatchObject({ total: 25, pages: 2, query: [['accion', 'plan.update']] })
		expect(first.entries).toHaveLength(20)
		const second = await page(cookie, '?accion=plan.update&pagina=2')
		expect(second.entries).toHaveLength(5)
	})

	test('madridMidnight follows summer time', () => {
		expect(madridMidnight('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z')
		expect(madridMidnight('2026-07-15').toISOString()).toBe('2026-07-14T22:00:00.000Z')
	})
})
