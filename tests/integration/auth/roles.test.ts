import { describe, expect, test } from 'vitest'
import { loader as dashboardLayout } from '#app/routes/tablero/$role/layout.tsx'
import {
	action as changePasswordAction,
	loader as changePasswordLoader,
} from '#app/routes/tablero/$role/contrasena.tsx'
import { createUser } from '#tests/factories/users.ts'
import { call, formRequest, getRequest, redirectLocation, sessionCookie } from '#tests/helpers/requests.ts'

describe('dashboard role segment', () => {
	test('anonymous visitors are sent to sign in, and come back afterwards', async () => {
		const result = await call(dashboardLayout, getRequest('/tablero/oficial/pedidos?x=1'), {
			params: { role: 'oficial' },
		})
		expect(redirectLocation(result)).toBe(
			`/iniciar-sesion?redirectTo=${encodeURIComponent('/tablero/oficial/pedidos?x=1')}`,
		)
	})

	test.each([
		['cliente', '/tablero/oficial/pedidos', 'oficial', '/tablero/cliente/pedidos'],
		['cliente', '/tablero/client', 'client', '/tablero/cliente'],
		['oficial', '/tablero/admin/usuarios?page=2', 'admin', '/tablero/oficial/usuarios?page=2'],
		['admin', '/tablero/cliente', 'cliente', '/tablero/admin'],
		['oficial', '/tablero/cualquiera/mensajes', 'cualquiera', '/tablero/oficial/mensajes'],
	] as const)('a %s opening %s goes to %s', async (role, path, segment, expected) => {
		const user = await createUser({ role })
		const result = await call(dashboardLayout, getRequest(path, { cookie: await sessionCookie(user.id) }), {
			params: { role: segment },
		})
		expect(redirectLocation(result)).toBe(expected)
	})

	test('the own segment renders', async () => {
		const user = await createUser({ role: 'oficial' })
		const result = await call(
			dashboardLayout,
			getRequest('/tablero/oficial', { cookie: await sessionCookie(user.id) }),
			{ params: { role: 'oficial' } },
		)
		expect(result).toEqual({
			user: { id: user.id, name: 'Ana', role: 'oficial' },
			unseenConversations: 0,
			unreadNotifications: 0,
			companySlug: expect.stringMatching(/^empresa-/),
			password: { hasPassword: true, recommendChange: false },
			unverifiedEmail: null,
			// the side panel's links for this role come with the layout's data
			sidebar: expect.arrayContaining([expect.objectContaining({ href: 'pedidos', label: 'Mis ofertas' })]),
			// when the loader started: the page's socket asks what was pushed since (use-socket.ts)
			servedAt: expect.any(Number),
		})
	})

	test('child loaders and actions guard themselves too', async () => {
		expect(redirectLocation(await call(changePasswordLoader, getRequest('/tablero/cliente/contrasena')))).toMatch(
			/^\/iniciar-sesion/,
		)
		const post = formRequest('/tablero/cliente/contrasena', {
			currentPassword: 'x',
			newPassword: 'Nueva#Cl4ve',
			confirmPassword: 'Nueva#Cl4ve',
		})
		expect(redirectLocation(await call(changePasswordAction, post))).toMatch(/^\/iniciar-sesion/)
	})
})
