// The first admin of a real deployment (npm run admin:create, app/models/auth/admin-account.server.ts):
// no password until the single-use link sets one; with ADMIN_2FA_REQUIRED the new session reaches
// only the second factor's enrolment. Other roles' addresses and bad input are refused unchanged.
import { spawnSync } from 'node:child_process'
import { afterEach, describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { createAdminAccount } from '#app/models/auth/admin-account.server.ts'
import { action as loginAction } from '#app/routes/iniciar-sesion.tsx'
import { action as resetAction } from '#app/routes/restablecer-contrasena.tsx'
import { loader as tasksLoader } from '#app/routes/tablero/$role/tareas.tsx'
import { createUser } from '#tests/factories/users.ts'
import { call, cookiesOf, formRequest, getRequest, redirectLocation } from '#tests/helpers/requests.ts'

const PASSWORD = 'Primer#Adm1n'
const params = { role: 'admin' }

afterEach(() => {
	getEnv().ADMIN_2FA_REQUIRED = false
})

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!

async function setPassword(token: string) {
	return (await call(
		resetAction,
		formRequest('/restablecer-contrasena', { token, newPassword: PASSWORD, confirmPassword: PASSWORD }),
	)) as Response
}

describe('admin:create', () => {
	test('an admin with no password; the link sets it once and, with ADMIN_2FA_REQUIRED, leads to enrolment', async () => {
		getEnv().ADMIN_2FA_REQUIRED = true
		const admin = await createAdminAccount('  Jefa@Reformas.Example ')
		expect(admin.created).toBe(true)
		expect(admin.link).toMatch(new RegExp(`^${getEnv().SITE_ORIGIN}/restablecer-contrasena\\?token=`))
		const row = await prisma.user.findUniqueOrThrow({ where: { email: 'jefa@reformas.example' } })
		expect(row).toMatchObject({ role: 'admin', passwordHash: null, emailVerified: true, name: 'Administración' })

		// no password signs in before the link is used
		const before = await call(loginAction, formRequest('/iniciar-sesion', { email: row.email, password: PASSWORD }))
		expect(before).not.toBeInstanceOf(Response)

		const set = await setPassword(tokenOf(admin.link))
		expect(redirectLocation(set)).toBe('/tablero/admin')
		const cookie = cookiesOf(set.headers)
		expect(cookie).toContain('__session=')
		// the new session reaches only the enrolment page
		expect(redirectLocation(await call(tasksLoader, getRequest('/tablero/admin/tareas', { cookie }), { params }))).toBe(
			'/tablero/admin/verificacion-en-dos-pasos',
		)
		// single use: the same link sets nothing a second time
		const again = (await call(
			resetAction,
			formRequest('/restablecer-contrasena', {
				token: tokenOf(admin.link),
				newPassword: 'Otra#Clave9',
				confirmPassword: 'Otra#Clave9',
			}),
		)) as Response
		expect(again).not.toBeInstanceOf(Response)
		expect(await prisma.auditLog.count({ where: { action: 'admin.create', targetId: row.id } })).toBe(1)
	})

	test('again for the same admin: a new link, the earlier one stops working; other roles and bad input are refused', async () => {
		const first = await createAdminAccount('segundo@reformas.example', 'Segundo Admin')
		const second = await createAdminAccount('segundo@reformas.example')
		expect(second).toMatchObject({ created: false, userId: first.userId })
		expect(redirectLocation(await setPassword(tokenOf(first.link)))).toBeNull()
		expect(redirectLocation(await setPassword(tokenOf(second.link)))).toBe('/tablero/admin')

		const client = await createUser({ role: 'cliente' })
		await expect(createAdminAccount(client.email)).rejects.toMatchObject({ code: 'conflict', field: 'email' })
		expect((await prisma.user.findUniqueOrThrow({ where: { id: client.id } })).role).toBe('cliente')
		await expect(createAdminAccount('no-es-correo')).rejects.toMatchObject({ code: 'bad_request', field: 'email' })
		await expect(createAdminAccount('x@reformas.example', 'n'.repeat(101))).rejects.toMatchObject({ field: 'name' })
		expect(await prisma.user.count({ where: { email: { in: ['no-es-correo', 'x@reformas.example'] } } })).toBe(0)
	})

	test('the command prints the link and creates no demo account', { timeout: 120_000 }, async () => {
		const run = spawnSync(
			process.execPath,
			['--import', 'tsx', 'scripts/admin-create.ts', 'cli@reformas.example', 'Operadora'],
			{ encoding: 'utf8', env: { ...process.env, ADMIN_2FA_REQUIRED: 'true' } },
		)
		expect(run.stderr).toBe('')
		expect(run.status).toBe(0)
		expect(run.stdout).toContain('Administrador creado: cli@reformas.example')
		expect(run.stdout).toContain('verificación en dos pasos')
		const link = /https?:\/\/\S+\/restablecer-contrasena\?token=\S+/.exec(run.stdout)?.[0]
		expect(link).toBeDefined()
		expect(redirectLocation(await setPassword(tokenOf(link!)))).toBe('/tablero/admin')
		expect(await prisma.user.count({ where: { email: { endsWith: '@demo.es' } } })).toBe(0)

		const refused = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/admin-create.ts', 'mal'], {
			encoding: 'utf8',
		})
		expect(refused.status).toBe(1)
		expect(refused.stderr).toContain('El correo electrónico no es válido')
	})
})
