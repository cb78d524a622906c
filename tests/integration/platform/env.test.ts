import { spawnSync } from 'node:child_process'
import { describe, expect, test } from 'vitest'
import { ConfigError, parseEnv, sharedSettingIssues } from '#app/lib/env.server.ts'

function errorOf(source: Record<string, string>) {
	try {
		parseEnv(source)
	} catch (error) {
		return error as ConfigError
	}
	throw new Error('expected a configuration error')
}

describe('configuration', () => {
	test('an empty environment gives working offline defaults', () => {
		const env = parseEnv({})
		expect(env).toMatchObject({
			NODE_ENV: 'development',
			PORT: 3000,
			SITE_ORIGIN: 'http://localhost:3000',
			BANK_IBAN: 'ES9121000418450200051332',
			SEED_DEMO_DATA: false,
		})
		// unset means: embedded PostgreSQL, outbox email, disk storage, a single instance
		expect(env.DATABASE_URL).toBeUndefined()
		expect(env.RESEND_API_KEY).toBeUndefined()
		expect(env.S3_BUCKET).toBeUndefined()
		expect(env.REDIS_URL).toBeUndefined()
	})

	test('without SITE_ORIGIN, links name the port the site listens on', () => {
		expect(parseEnv({ PORT: '26340' }).SITE_ORIGIN).toBe('http://localhost:26340')
		expect(parseEnv({ PORT: '26340', SITE_ORIGIN: '' }).SITE_ORIGIN).toBe('http://localhost:26340')
		expect(parseEnv({ PORT: '26340', SITE_ORIGIN: 'https://reformas.example/' }).SITE_ORIGIN).toBe(
			'https://reformas.example',
		)
	})

	test('values are normalised', () => {
		const env = parseEnv({
			PORT: '8080',
			SITE_ORIGIN: 'https://reformas.example/',
			BANK_IBAN: 'es91 2100 0418 4502 0005 1332',
			SEED_DEMO_DATA: 'true',
		})
		expect(env.PORT).toBe(8080)
		expect(env.SITE_ORIGIN).toBe('https://reformas.example')
		expect(env.BANK_IBAN).toBe('ES9121000418450200051332')
		expect(env.SEED_DEMO_DATA).toBe(true)
	})

	test.each([
		['PORT', { PORT: 'tres mil' }],
		['PORT', { PORT: '70000' }],
		['DATABASE_URL', { DATABASE_URL: 'mysql://localhost/db' }],
		['SESSION_SECRET', { SESSION_SECRET: 'corto' }],
		['SITE_ORIGIN', { SITE_ORIGIN: 'no es una url' }],
		['BANK_IBAN', { BANK_IBAN: '1234' }],
		['BANK_BIC', { BANK_BIC: 'x' }],
		['REDIS_URL', { REDIS_URL: 'localhost:6379' }],
		['REALTIME_STREAM', { REALTIME_STREAM: 'dos palabras' }],
		['S3_ACCESS_KEY_ID', { S3_BUCKET: 'fotos' }],
		['LIVENESS_PORT', { LIVENESS_PORT: '3000' }],
		['LIVENESS_PORT', { LIVENESS_PORT: '0' }],
		['NODE_ENV', { NODE_ENV: 'staging' }],
		['SEED_DEMO_DATA', { SEED_DEMO_DATA: 'quizás' }],
	])('a bad %s is refused with a message naming it', (variable, source) => {
		const error = errorOf(source)
		expect(error).toBeInstanceOf(ConfigError)
		expect(error.message).toMatch(new RegExp(`^\\s+- ${variable}: `, 'm'))
	})

	test('the server refuses to start with a bad value and names the variable', () => {
		const result = spawnSync('npx', ['tsx', 'server.ts'], {
			env: { ...process.env, PORT: 'abc', DATABASE_URL: '' },
			encoding: 'utf8',
			timeout: 30_000,
		})
		expect(result.status).toBe(1)
		expect(result.stderr).toContain('Configuración no válida')
		expect(result.stderr).toMatch(/- PORT: /)
	})

	test('in production the server refuses to start without the operator identity', () => {
		const operatorUnset = Object.fromEntries(
			Object.keys(process.env)
				.filter((key) => key.startsWith('OPERATOR_'))
				.map((key) => [key, '']),
		)
		const result = spawnSync('npx', ['tsx', 'server.ts'], {
			env: { ...process.env, ...operatorUnset, NODE_ENV: 'production', DATABASE_URL: '' },
			encoding: 'utf8',
			timeout: 30_000,
		})
		expect(result.status).toBe(1)
		// production: the refusal is a JSON log line like every other
		const { msg } = JSON.parse(result.stdout.trim().split('\n').at(-1)!) as { msg: string }
		expect(msg).toContain('Configuración no válida')
		for (const variable of ['OPERATOR_NAME', 'OPERATOR_NIF', 'OPERATOR_ADDRESS', 'OPERATOR_REGISTRY', 'OPERATOR_EMAIL'])
			expect(msg).toMatch(new RegExp(`- ${variable}: obligatorio en producción`))
	})
})

describe('the operator identity', () => {
	const identity = {
		OPERATOR_NAME: 'Reparaciones Ejemplares, S.L.',
		OPERATOR_NIF: 'b-12345678',
		OPERATOR_ADDRESS: 'Calle Mayor 5, 28013 Madrid',
		OPERATOR_REGISTRY: 'Registro Mercantil de Madrid, tomo 1, folio 2, hoja M-3',
		OPERATOR_EMAIL: 'hola@reparaciones.example',
	}

	test('production with the identity starts; its NIF is normalised', () => {
		const env = parseEnv({ NODE_ENV: 'production', ...identity })
		expect(env.OPERATOR_NIF).toBe('B12345678')
	})

	test('production never loads the demo accounts unless it is an explicit demo', () => {
		expect(parseEnv({ NODE_ENV: 'production', ...identity }).SEED_DEMO_DATA).toBe(false)
		expect(errorOf({ NODE_ENV: 'production', ...identity, SEED_DEMO_DATA: 'true' }).message).toMatch(
			/^\s+- SEED_DEMO_DATA: .*OPERATOR_PLACEHOLDERS=true.*admin:create/m,
		)
		const demo = parseEnv({ NODE_ENV: 'production', OPERATOR_PLACEHOLDERS: 'true', SEED_DEMO_DATA: 'true' })
		expect(demo.SEED_DEMO_DATA).toBe(true)
	})

	test('an explicit demo in production keeps the placeholders', () => {
		expect(parseEnv({ NODE_ENV: 'production', OPERATOR_PLACEHOLDERS: 'true' }).OPERATOR_NAME).toBeUndefined()
	})

	test('admission control: a production instance refuses past 250 ms of lag, development past 1 s (Vite compiles)', () => {
		const demo = { NODE_ENV: 'production', OPERATOR_PLACEHOLDERS: 'true' }
		expect(parseEnv(demo)).toMatchObject({ OVERLOAD_MAX_LAG_MS: 250, OVERLOAD_MAX_IN_FLIGHT: 16 })
		expect(parseEnv({})).toMatchObject({ OVERLOAD_MAX_LAG_MS: 1000, OVERLOAD_MAX_IN_FLIGHT: 16 })
		expect(parseEnv({ ...demo, OVERLOAD_MAX_LAG_MS: '120' }).OVERLOAD_MAX_LAG_MS).toBe(120)
		expect(parseEnv({ ...demo, OVERLOAD_MAX_LAG_MS: '' }).OVERLOAD_MAX_LAG_MS).toBe(250)
		expect(errorOf({ OVERLOAD_MAX_LAG_MS: '5' }).issues[0]).toMatch(/^OVERLOAD_MAX_LAG_MS/)
		// the queue: bounded by its wait (500 ms), its count only a memory guard
		expect(parseEnv(demo)).toMatchObject({ OVERLOAD_MAX_QUEUE_MS: 250, OVERLOAD_MAX_QUEUED: 1024 })
		expect(errorOf({ OVERLOAD_MAX_QUEUE_MS: '60000' }).issues[0]).toMatch(/^OVERLOAD_MAX_QUEUE_MS/)
		expect(errorOf({ OVERLOAD_MAX_QUEUED: '-1' }).issues[0]).toMatch(/^OVERLOAD_MAX_QUEUED/)
	})

	test('development and tests need none of it', () => {
		expect(() => parseEnv({ NODE_ENV: 'development' })).not.toThrow()
		expect(() => parseEnv({ NODE_ENV: 'test' })).not.toThrow()
	})

	test.each([
		['OPERATOR_NIF', { OPERATOR_NIF: '123' }],
		['OPERATOR_EMAIL', { OPERATOR_EMAIL: 'no es correo' }],
		['OPERATOR_NAME', { OPERATOR_NAME: 'x'.repeat(201) }],
	])('a bad %s is refused', (variable, source) => {
		expect(errorOf(source).message).toMatch(new RegExp(`^\\s+- ${variable}: `, 'm'))
	})
})

describe('settings the processes of a deployment share', () => {
	const identity = {
		NODE_ENV: 'production' as const,
		OPERATOR_NAME: 'Reparaciones Ejemplares, S.L.',
		OPERATOR_NIF: 'B12345678',
		OPERATOR_ADDRESS: 'Calle Mayor 5, 28013 Madrid',
		OPERATOR_REGISTRY: 'Registro Mercantil de Madrid, tomo 1, folio 2, hoja M-3',
		OPERATOR_EMAIL: 'hola@reparaciones.example',
	}
	const shared = {
		SESSION_SECRET: 'un-secreto-compartido-de-32-caracteres-o-mas',
		VAPID_PUBLIC_KEY: 'BPublica',
		VAPID_PRIVATE_KEY: 'privada',
	}
	const several = { DATABASE_URL: 'postgresql://app@db.example/reformas', UPLOADS_DIR: '/srv/reformas/uploads' }
	const issuesOf = (source: Record<string, string>, role: 'web' | 'worker' = 'web') =>
		sharedSettingIssues(parseEnv(source), role).map((issue) => issue.split(':')[0])

	test('production names the session secret and the VAPID pair when they are not given', () => {
		expect(issuesOf(identity)).toEqual(['SESSION_SECRET', 'VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY'])
		expect(issuesOf({ ...identity, ...shared })).toEqual([])
	})

	test('several processes (Redis, a separate worker, or the worker itself) need the database and shared storage', () => {
		for (const [source, role] of [
			[{ ...identity, ...shared, REDIS_URL: 'redis://cache:6379' }, 'web'],
			[{ ...identity, ...shared, QUEUE_WORKERS: 'false' }, 'web'],
			[{ ...identity, ...shared }, 'worker'],
		] as const)
			expect(issuesOf(source, role)).toEqual(['DATABASE_URL', 'UPLOADS_DIR'])
		// a relative folder is one per working directory: not shared
		expect(issuesOf({ ...identity, ...shared, ...several, UPLOADS_DIR: 'uploads' }, 'worker')).toEqual(['UPLOADS_DIR'])
		expect(issuesOf({ ...identity, ...shared, ...several }, 'worker')).toEqual([])
		const s3 = { S3_BUCKET: 'reformas', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secreto' }
		expect(issuesOf({ ...identity, ...shared, ...s3, DATABASE_URL: several.DATABASE_URL }, 'worker')).toEqual([])
	})

	test('development, tests and an explicit demo generate them (kept under .data/)', () => {
		expect(issuesOf({ NODE_ENV: 'development', QUEUE_WORKERS: 'false' }, 'worker')).toEqual([])
		expect(issuesOf({ NODE_ENV: 'production', OPERATOR_PLACEHOLDERS: 'true', REDIS_URL: 'redis://x:6379' })).toEqual([])
	})

	test('the worker refuses to start without them, naming each', () => {
		const unset = Object.fromEntries(
			['SESSION_SECRET', 'VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'UPLOADS_DIR', 'S3_BUCKET'].map((key) => [key, '']),
		)
		const result = spawnSync('npx', ['tsx', 'server/worker.ts'], {
			env: {
				...process.env,
				...unset,
				...identity,
				OPERATOR_PLACEHOLDERS: 'false',
				DATABASE_URL: several.DATABASE_URL,
			},
			encoding: 'utf8',
			timeout: 30_000,
		})
		expect(result.status).toBe(1)
		// production: the refusal is a JSON log line too
		const line = JSON.parse(result.stdout.trim().split('\n').at(-1)!) as { msg: string }
		expect(line.msg).toContain('Configuración no válida')
		for (const variable of ['SESSION_SECRET', 'VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY', 'UPLOADS_DIR'])
			expect(line.msg).toContain(`- ${variable}: `)
	})
})
