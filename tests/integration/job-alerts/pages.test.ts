import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { action as unsubscribeAction, loader as unsubscribeLoader } from '#app/routes/cancelar-alerta/$token.tsx'
import { action as alertsAction, loader as alertsLoader } from '#app/routes/tablero/$role/alertasdeempleo.tsx'
import { action as listAction, loader as listLoader } from '#app/routes/tablero/$role/listadeempleos.tsx'
import { createCraftsman } from '#tests/factories/craftsmen.ts'
import { createJob, placeId } from '#tests/factories/jobs.ts'
import { createUser } from '#tests/factories/users.ts'
import { call, formRequest, getRequest, redirectLocation, sessionCookie, unwrap } from '#tests/helpers/requests.ts'

const LIST = '/tablero/oficial/listadeempleos'
const ALERTS = '/tablero/oficial/alertasdeempleo'
const signedIn = async (role: 'oficial' | 'cliente' = 'oficial') => {
	const user = await createUser({ role })
	return { user, cookie: await sessionCookie(user.id) }
}

describe('listadeempleos', () => {
	test('anonymous visitors sign in first; clients are sent away', async () => {
		expect(redirectLocation(await call(listLoader, getRequest(LIST)))).toMatch(/^\/iniciar-sesion\?redirectTo=/)
		expect(redirectLocation(await call(listAction, formRequest(LIST, {})))).toMatch(/^\/iniciar-sesion/)
		const { cookie } = await signedIn('cliente')
		expect(redirectLocation(await call(listLoader, getRequest(LIST, { cookie })))).not.toBeNull()
		expect(redirectLocation(await call(listAction, formRequest(LIST, { distance: '5' }, { cookie })))).not.toBeNull()
	})

	test('the filter is saved and restored on the next visit, and filters the jobs', async () => {
		const { user, cookie } = await signedIn()
		const near = await createJob({ service: 'electricista', postalCode: '28901', title: 'Enchufes en Getafe' })
		const far = await createJob({ service: 'electricista', postalCode: '45001', title: 'Enchufes en Toledo' })
		const other = await createJob({ service: 'fontaneria', postalCode: '28901', title: 'Grifo en Getafe' })
		const madrid = await placeId('28001')
		const saved = await call(
			listAction,
			formRequest(
				LIST,
				{ categories: 'electrician', zip: '28001', postalCodeId: String(madrid), distance: '30' },
				{ cookie },
			),
		)
		expect(redirectLocation(saved)).toBe(LIST)
		expect(await prisma.savedFilter.findUniqueOrThrow({ where: { userId: user.id } })).toMatchObject({
			categories: ['electrician'],
			distanceKm: 30,
			postalCodeId: madrid,
		})
		const { data } = unwrap(await call(listLoader, getRequest(LIST, { cookie })))
		expect(data.filter).toEqual({ categories: ['electrician'], distance: '30', postalCodeId: madrid })
		expect(data.applied).toEqual({
			source: 'saved',
			trades: 'Electricista',
			where: expect.stringMatching(/^a menos de 30 km de 28001 /),
		})
		expect(data.zip).toBe('28001')
		const ids = data.jobs.map((job: { id: string }) => job.id)
		expect(ids).toContain(near.id)
		expect(ids).not.toContain(far.id)
		expect(ids).not.toContain(other.id)
		// «A 12,5 km», in words from the server
		const distance = data.jobs.find((job: { id: string }) => job.id === near.id).distance as string
		expect(Number(/^A ([\d,]+) km$/.exec(distance)![1]!.replace(',', '.'))).toBeLessThan(30)
	})

	test('distance under 1 is refused with the spec message and changes nothing', async () => {
		const { user, cookie } = await signedIn()
		const result = unwrap(await call(listAction, formRequest(LIST, { distance: '0' }, { cookie })))
		expect(result.status).toBe(400)
		expect(result.data.result.error.distance).toEqual(['La distancia debe ser al menos 1'])
		expect(await prisma.savedFilter.count({ where: { userId: user.id } })).toBe(0)
	})

	test('a postal code with a single place needs no choice; a wrong pair is refused; clear removes', async () => {
		const { user, cookie } = await signedIn()
		const places = await prisma.postalCode.findMany({
			where: { code: { in: ['28001', '45001'] } },
			orderBy: { id: 'asc' },
		})
		const toledo = places.find((place) => place.code === '45001')!
		const wrong = unwrap(
			await call(listAction, formRequest(LIST, { zip: '28001', postalCodeId: String(toledo.id) }, { cookie })),
		)
		expect(wrong.status).toBe(400)
		expect(wrong.data.result.error.postalCodeId).toEqual(['El lugar no corresponde al código postal'])
		if ((await prisma.postalCode.count({ where: { code: '28001' } })) === 1) {
			expect(redirectLocation(await call(listAction, formRequest(LIST, { zip: '28001' }, { cookie })))).toBe(LIST)
			expect((await prisma.savedFilter.findUniqueOrThrow({ where: { userId: user.id } })).postalCodeId).toBe(
				await placeId('28001'),
			)
		}
		expect(redirectLocation(await call(listAction, formRequest(LIST, { intent: 'clear' }, { cookie })))).toBe(LIST)
		expect(await prisma.savedFilter.count({ where: { userId: user.id } })).toBe(0)
		expect(
			redirectLocation(await call(listAction, formRequest(LIST, { intent: 'find-place', zip: '45001' }, { cookie }))),
		).toBe(`${LIST}?cp=45001`)
	})

	test('20 jobs per page with pagination', async () => {
		const { cookie } = await signedIn()
		const plumbing = await prisma.service.findFirstOrThrow({ where: { slug: 'fontaneria' } })
		await call(listAction, formRequest(LIST, { categories: plumbing.id }, { cookie }))
		await Promise.all(Array.from({ length: 21 }, () => createJob({ service: 'fontaneria', postalCode: '08001' })))
		const first = unwrap(await call(listLoader, getRequest(LIST, { cookie }))).data
		expect(first.jobs).toHaveLength(20)
		expect(first.totalPages).toBeGreaterThanOrEqual(2)
		const second = unwrap(await call(listLoader, getRequest(`${LIST}?pagina=2`, { cookie }))).data
		expect(second.page).toBe(2)
		expect(second.jobs.length).toBeGreaterThanOrEqual(1)
		expect(second.jobs[0].id).not.toBe(first.jobs[0].id)
	})
})

describe('listadeempleos without a saved filter (leads that fit)', () => {
	test("the craftsman's own trades within 50 km of their postal code", async () => {
		const { user } = await createCraftsman({ code: '28001', services: ['electrician'] })
		const cookie = await sessionCookie(user.id)
		const near = await createJob({ service: 'electricista', postalCode: '28901', title: 'Enchufes en Getafe' })
		const far = await createJob({ service: 'electricista', postalCode: '45001', title: 'Enchufes en Toledo' })
		const other = await createJob({ service: 'fontaneria', postalCode: '28901', title: 'Grifo en Getafe' })
		const { data } = unwrap(await call(listLoader, getRequest(LIST, { cookie })))
		expect(data.applied).toEqual({
			source: 'default',
			trades: 'Electricista',
			where: 'a menos de 50 km de tu código postal',
		})
		// the form starts from the same filter, so saving it changes nothing unexpected
		expect(data.filter).toEqual({ categories: ['electrician'], distance: '50', postalCodeId: null })
		const ids = data.jobs.map((job: { id: string }) => job.id)
		expect(ids).toContain(near.id)
		expect(ids).not.toContain(far.id)
		expect(ids).not.toContain(other.id)
	})

	test('without JavaScript, «Buscar» for a place keeps the ticked trades and the distance', async () => {
		const { cookie } = await signedIn()
		const body = new URLSearchParams([
			['intent', 'find-place'],
			['zip', '45001'],
			['categories', 'electrician'],
			['categories', 'plumbing'],
			['distance', '25'],
		])
		const request = new Request(`http://localhost:3000${LIST}`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
			body,
		})
		const location = redirectLocation(await call(listAction, request))!
		expect(location).toBe(`${LIST}?cp=45001&oficio=electrician&oficio=plumbing&km=25`)
		const { data } = unwrap(await call(listLoader, getRequest(location, { cookie })))
		expect(data.filter).toMatchObject({ categories: ['electrician', 'plumbing'], distance: '25' })
		expect(data.zip).toBe('45001')
		expect(data.places.length).toBeGreaterThan(0)
	})
})

describe('alertasdeempleo', () => {
	const form = async (extra: Record<string, string> = {}) => ({
		zip: '28001',
		postalCodeId: String(await placeId('28001')),
		radiusKm: '30',
		frequency: 'immediately',
		...extra,
	})

	test('anonymous visitors sign in first; clients are sent away', async () => {
		expect(redirectLocation(await call(alertsLoader, getRequest(ALERTS)))).toMatch(/^\/iniciar-sesion\?redirectTo=/)
		expect(redirectLocation(await call(alertsAction, formRequest(ALERTS, {})))).toMatch(/^\/iniciar-sesion/)
		const { user, cookie } = await signedIn('cliente')
		expect(redirectLocation(await call(alertsAction, formRequest(ALERTS, await form(), { cookie })))).not.toBeNull()
		expect(await prisma.jobAlert.count({ where: { userId: user.id } })).toBe(0)
	})

	test('create, list, edit and delete own alerts', async () => {
		const { user, cookie } = await signedIn()
		expect(
			redirectLocation(
				await call(alertsAction, formRequest(ALERTS, await form({ categories: 'electrician' }), { cookie })),
			),
		).toBe(ALERTS)
		const created = await prisma.jobAlert.findFirstOrThrow({ where: { userId: user.id } })
		expect(created).toMatchObject({ categories: ['electrician'], radiusKm: 30, frequency: 'immediately' })
		// the unsubscribe secret is 32 random bytes (43 base64url characters), not a cuid
		expect(created.unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
		const listed = unwrap(await call(alertsLoader, getRequest(ALERTS, { cookie }))).data
		expect(listed.alerts).toEqual([
			{
				id: created.id,
				trades: 'Electricista',
				place: expect.stringContaining('(28001)'),
				radiusKm: 30,
				frequency: 'Inmediatamente',
			},
		])
		const editing = unwrap(await call(alertsLoader, getRequest(`${ALERTS}?editar=${created.id}`, { cookie }))).data
		expect(editing.editing).toMatchObject({ id: created.id, radiusKm: 30 })
		expect(
			redirectLocation(
				await call(
					alertsAction,
					formRequest(ALERTS, await form({ id: created.id, radiusKm: '50', frequency: 'daily' }), { cookie }),
				),
			),
		).toBe(ALERTS)
		expect(await prisma.jobAlert.findUniqueOrThrow({ where: { id: created.id } })).toMatchObject({
			categories: [],
			radiusKm: 50,
			frequency: 'daily',
		})
		expect(
			redirectLocation(await call(alertsAction, formRequest(ALERTS, { intent: 'delete', id: created.id }, { cookie }))),
		).toBe(ALERTS)
		expect(await prisma.jobAlert.count({ where: { userId: user.id } })).toBe(0)
	})

	test("another craftsman's alert can be neither seen, edited nor deleted", async () => {
		const owner = await signedIn()
		const other = await signedIn()
		await call(alertsAction, formRequest(ALERTS, await form(), { cookie: owner.cookie }))
		const alert = await prisma.jobAlert.findFirstOrThrow({ where: { userId: owner.user.id } })
		const seen = unwrap(
			await call(alertsLoader, getRequest(`${ALERTS}?editar=${alert.id}`, { cookie: other.cookie })),
		).data
		expect(seen).toMatchObject({ alerts: [], editing: null, missing: true })
		const edited = unwrap(
			await call(
				alertsAction,
				formRequest(ALERTS, await form({ id: alert.id, radiusKm: '99' }), { cookie: other.cookie }),
			),
		)
		expect(edited.status).toBe(404)
		expect(edited.data.result.error['']).toEqual(['Alerta no encontrada'])
		const deleted = unwrap(
			await call(alertsAction, formRequest(ALERTS, { intent: 'delete', id: alert.id }, { cookie: other.cookie })),
		)
		expect(deleted).toMatchObject({ status: 404, data: { deleteError: 'Alerta no encontrada' } })
		expect(await prisma.jobAlert.findUniqueOrThrow({ where: { id: alert.id } })).toMatchObject({ radiusKm: 30 })
		expect(await prisma.jobAlert.count({ where: { userId: other.user.id } })).toBe(0)
	})

	test('bad input gets Spanish messages and creates nothing', async () => {
		const { user, cookie } = await signedIn()
		const bad = unwrap(
			await call(alertsAction, formRequest(ALERTS, { zip: '28', radiusKm: '0', frequency: 'weekly' }, { cookie })),
		)
		expect(bad.status).toBe(400)
		expect(bad.data.result.error).toMatchObject({
			zip: ['Escribe un código postal de 5 cifras'],
			postalCodeId: ['Elige un lugar'],
			radiusKm: ['La distancia debe ser al menos 1'],
			frequency: ['Elige la frecuencia'],
		})
		const unknownTrade = unwrap(
			await call(alertsAction, formRequest(ALERTS, await form({ categories: 'no-existe' }), { cookie })),
		)
		expect(unknownTrade.data.result.error['']).toEqual(['Categoría no encontrada'])
		expect(await prisma.jobAlert.count({ where: { userId: user.id } })).toBe(0)
	})
})

describe('unsubscribe link', () => {
	test('GET confirms, POST deletes that single alert and lands on the home dialog', async () => {
		const { user } = await signedIn()
		const madrid = await placeId('28001')
		const [kept, dropped] = await Promise.all([
			prisma.jobAlert.create({ data: { userId: user.id, postalCodeId: madrid, radiusKm: 10 } }),
			prisma.jobAlert.create({
				data: { userId: user.id, postalCodeId: madrid, radiusKm: 30, categories: ['electrician'] },
			}),
		])
		const path = `/cancelar-alerta/${dropped.unsubscribeToken}`
		const params = { token: dropped.unsubscribeToken }
		const shown = unwrap(await call(unsubscribeLoader, getRequest(path), { params }))
		expect(shown.data.label).toMatch(/^Electricista a 30 km de /)
		expect(await prisma.jobAlert.count({ where: { id: dropped.id } })).toBe(1)
		expect(redirectLocation(await call(unsubscribeAction, formRequest(path, {}), { params }))).toBe(
			'/?job_alert_unsubscription=true',
		)
		expect(await prisma.jobAlert.findMany({ where: { userId: user.id }, select: { id: true } })).toEqual([
			{ id: kept.id },
		])
	})

	test('an unknown token says so, answers 404 and deletes nothing', async () => {
		const params = { token: 'no-existe' }
		const before = await prisma.jobAlert.count()
		const shown = unwrap(await call(unsubscribeLoader, getRequest('/cancelar-alerta/no-existe'), { params }))
		expect(shown).toMatchObject({ status: 404, data: { label: null } })
		expect(
			unwrap(await call(unsubscribeAction, formRequest('/cancelar-alerta/no-existe', {}), { params })).status,
		).toBe(404)
		expect(await prisma.jobAlert.count()).toBe(before)
	})
})
