// All configuration, validated once at start-up. A bad value stops the server with a message
// naming the variable. Every variable is listed, with a working offline default, in .env.example.
import path from 'node:path'
import { z } from 'zod'

// the copy the repository carries (relative to the project's root, where every command runs)
export const DEFAULT_POSTAL_CODES_FILE = 'data/es-postal-codes.csv.gz'

/** An empty variable counts as unset (a .env line `NAME=` keeps the default). */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) =>
	z.preprocess((value) => (value === '' ? undefined : value), schema)
const optionalUrl = unsetWhenEmpty(z.url().optional())
const optionalText = unsetWhenEmpty(z.string().optional())
const booleanFlag = z
	.enum(['true', 'false', '1', '0'])
	.default('true')
	.transform((value) => value === 'true' || value === '1')

const boundedText = (max: number) =>
	z.preprocess(
		(value) => (typeof value === 'string' && value.trim() ? value.trim() : undefined),
		z.string().max(max).optional(),
	)
const optionalEmail = z.preprocess(
	(value) => (typeof value === 'string' && value.trim() ? value.trim() : undefined),
	z.email('no es un correo válido').optional(),
)

const REQUIRED_IN_PRODUCTION = [
	'OPERATOR_NAME',
	'OPERATOR_NIF',
	'OPERATOR_ADDRESS',
	'OPERATOR_REGISTRY',
	'OPERATOR_EMAIL',
] as const

export const envSchema = z
	.object({
		NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
		PORT: z.coerce.number().int().min(1).max(65535).default(3000),
		// liveness on a port of its own, answered by a thread (server/http/liveness-thread.server.ts): for orchestrators
		LIVENESS_PORT: unsetWhenEmpty(z.coerce.number().int().min(1).max(65535).optional()),
		// empty: start the embedded PostgreSQL under EMBEDDED_PG_DIR
		DATABASE_URL: unsetWhenEmpty(
			z
				.string()
				.regex(/^postgres(ql)?:\/\//, 'debe empezar por postgresql://')
				.optional(),
		),
		EMBEDDED_PG_DIR: z.string().default('.data/postgres'),
		EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
		// empty: a random secret is generated once and kept under .data/
		SESSION_SECRET: unsetWhenEmpty(z.string().min(32, 'debe tener al menos 32 caracteres').optional()),
		// empty: http://localhost:PORT (a try on another port keeps its links)
		SITE_ORIGIN: unsetWhenEmpty(
			z
				.url()
				.transform((value) => value.replace(/\/+$/, ''))
				.optional(),
		),
		TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
		DAILY_JOBS_PER_CLIENT: z.coerce.number().int().min(1).max(10_000).default(10),
		BANK_NAME: z.string().min(1).default('Banco Santander'),
		BANK_IBAN: z
			.string()
			.transform((value) => value.replace(/\s+/g, '').toUpperCase())
			.pipe(z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/, 'no es un IBAN válido'))
			.default('ES9121000418450200051332'),
		BANK_BIC: z
			.string()
			.regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'no es un BIC válido')
			.default('BSCHESMMXXX'),
		RESEND_API_KEY: optionalText,
		EMAIL_FROM: z.string().min(3).default('Reformas <no-responder@reformas.local>'),
		OUTBOX_DIR: z.string().default('.data/outbox'),
		S3_ENDPOINT: optionalUrl,
		S3_REGION: z.string().default('eu-west-1'),
		S3_BUCKET: optionalText,
		S3_ACCESS_KEY_ID: optionalText,
		S3_SECRET_ACCESS_KEY: optionalText,
		S3_PUBLIC_URL: optionalUrl,
		UPLOADS_DIR: z.string().default('.data/uploads'),
		REDIS_URL: unsetWhenEmpty(
			z
				.string()
				.regex(/^rediss?:\/\//, 'debe empezar por redis://')
				.optional(),
		),
		// the Redis stream and channels the instances' Socket.IO adapter shares: groups of instances on one Redis
		// (a staging beside production, a benchmark) stay apart with names of their own
		REALTIME_STREAM: unsetWhenEmpty(
			z
				.string()
				.regex(/^[A-Za-z0-9._:-]{1,100}$/, 'letras, cifras y . _ : - (hasta 100)')
				.optional(),
		),
		// anonymous sockets one client address may hold on one instance (docs/security.md «Realtime»)
		REALTIME_ANONYMOUS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(50),
		// connections of this instance's Prisma pool (docs/operations.md «Faults, health and shutdown»)
		DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(100).default(20),
		// admission control (docs/operations.md «Overload»): requests past the in-flight limit wait in a
		// fair queue (at most OVERLOAD_MAX_QUEUED of them, each at most OVERLOAD_MAX_QUEUE_MS), then
		// get 503; past the lag, new requests get 503 at once. The lag's default depends on NODE_ENV
		// (below): Vite compiling a module in development blocks the event loop for longer than a
		// production instance should ever lag.
		OVERLOAD_MAX_LAG_MS: unsetWhenEmpty(z.coerce.number().int().min(10).max(60_000).optional()),
		OVERLOAD_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(100_000).default(16),
		OVERLOAD_MAX_QUEUE_MS: z.coerce.number().int().min(0).max(30_000).default(250),
		OVERLOAD_MAX_QUEUED: z.coerce.number().int().min(0).max(100_000).default(1024),
		POSTAL_CODES_FILE: z.string().default(DEFAULT_POSTAL_CODES_FILE),
		// the demo accounts (published passwords) on an empty database: asked for explicitly (npm run
		// demo, npm run dev, e2e), never by default, and refused in production unless it is a demo
		SEED_DEMO_DATA: z
			.enum(['true', 'false', '1', '0'])
			.default('false')
			.transform((value) => value === 'true' || value === '1'),
		// false: this instance serves requests only; `npm run worker` runs the background jobs apart
		QUEUE_WORKERS: booleanFlag,
		// `npm run worker`'s own /metrics (METRICS_TOKEN) and liveness; empty: none
		WORKER_METRICS_PORT: unsetWhenEmpty(z.coerce.number().int().min(1).max(65535).optional()),
		// how often an idle worker looks for jobs, and how often expired jobs are failed for retry
		QUEUE_POLLING_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
		QUEUE_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
		// phone pushes: VAPID keys (empty: a pair is generated once and kept under .data/), the
		// contact the push services see, and the push service hosts accepted (empty: the known
		// browsers' services, https only; listed hosts may use http, for tests and self-hosted ones)
		VAPID_PUBLIC_KEY: optionalText,
		VAPID_PRIVATE_KEY: optionalText,
		VAPID_SUBJECT: z
			.string()
			.regex(/^(mailto:|https:\/\/)/, 'debe empezar por mailto: o https://')
			.default('mailto:avisos@reformas.local'),
		PUSH_ENDPOINT_HOSTS: z
			.string()
			.default('')
			.transform((value) =>
				value
					.split(',')
					.map((host) => host.trim().toLowerCase())
					.filter(Boolean),
			),
		// pino's level; empty: info (silent under tests)
		LOG_LEVEL: unsetWhenEmpty(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional()),
		// empty: no /metrics at all (404); set: Prometheus scrapes with `Authorization: Bearer <token>`
		METRICS_TOKEN: unsetWhenEmpty(z.string().min(16, 'debe tener al menos 16 caracteres').max(200).optional()),
		// empty: no tracing (nothing loaded); set: OpenTelemetry traces go there over OTLP/HTTP
		OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl,
		// The operator's identity (LSSI-CE art. 10; seller on invoices). Required in production.
		OPERATOR_NAME: boundedText(200),
		OPERATOR_NIF: z.preprocess(
			(value) => (typeof value === 'string' && value.trim() ? value.replace(/[\s-]/g, '').toUpperCase() : undefined),
			z
				.string()
				.regex(/^[A-Z0-9]{9}$/, 'no es un NIF/CIF válido (9 caracteres)')
				.optional(),
		),
		OPERATOR_ADDRESS: boundedText(300),
		OPERATOR_REGISTRY: boundedText(300),
		OPERATOR_EMAIL: optionalEmail,
		OPERATOR_PRIVACY_EMAIL: optionalEmail,
		OPERATOR_PHONE: boundedText(40),
		// true: an admin must enrol a second factor (TOTP) before any admin page or /api call works
		ADMIN_2FA_REQUIRED: z
			.enum(['true', 'false', '1', '0'])
			.default('false')
			.transform((value) => value === 'true' || value === '1'),
		// true: a demo in production mode shows the placeholder identity instead of refusing to start
		OPERATOR_PLACEHOLDERS: z
			.enum(['true', 'false', '1', '0'])
			.default('false')
			.transform((value) => value === 'true' || value === '1'),
	})
	.superRefine((env, ctx) => {
		// Users must never see placeholder legal data; development and tests keep them
		if (env.NODE_ENV === 'production' && !env.OPERATOR_PLACEHOLDERS) {
			for (const key of REQUIRED_IN_PRODUCTION) {
				if (!env[key])
					ctx.addIssue({
						code: 'custom',
						path: [key],
						message: 'obligatorio en producción (identidad del titular: aviso legal y facturas)',
					})
			}
		}
		if (env.NODE_ENV === 'production' && env.SEED_DEMO_DATA && !env.OPERATOR_PLACEHOLDERS) {
			ctx.addIssue({
				code: 'custom',
				path: ['SEED_DEMO_DATA'],
				message:
					'en producción solo en una demostración (OPERATOR_PLACEHOLDERS=true, npm run demo): sus cuentas tienen contraseñas publicadas; el primer administrador se crea con npm run admin:create -- <correo>',
			})
		}
		if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
			ctx.addIssue({
				code: 'custom',
				path: ['VAPID_PRIVATE_KEY'],
				message: 'VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY van juntas (o ninguna: se generan)',
			})
		}
		if (env.LIVENESS_PORT === env.PORT) {
			ctx.addIssue({ code: 'custom', path: ['LIVENESS_PORT'], message: 'debe ser distinto de PORT' })
		}
		// S3 is all or nothing: a half-configured bucket would lose uploads silently.
		if (env.S3_BUCKET && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
			ctx.addIssue({
				code: 'custom',
				path: ['S3_ACCESS_KEY_ID'],
				message: 'S3_BUCKET necesita S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY',
			})
		}
	})
	.transform((env) => ({
		...env,
		SITE_ORIGIN: env.SITE_ORIGIN ?? `http://localhost:${env.PORT}`,
		OVERLOAD_MAX_LAG_MS: env.OVERLOAD_MAX_LAG_MS ?? (env.NODE_ENV === 'production' ? 250 : 1000),
	}))

export type Env = z.infer<typeof envSchema>

/** A web instance, or `npm run worker` (always one process among several). */
export type ProcessRole = 'web' | 'worker'

/**
 * What the processes of one deployment must share, checked in production (not in an explicit demo,
 * OPERATOR_PLACEHOLDERS): generated per process under .data/, each would differ from the others
 * without a word. Several processes run when this is the worker, or a web instance with Redis (the
 * instances' shared state) or without its own workers.
 */
export function sharedSettingIssues(env: Env, role: ProcessRole): string[] {
	if (env.NODE_ENV !== 'production' || env.OPERATOR_PLACEHOLDERS) return []
	const issues: string[] = []
	if (!env.SESSION_SECRET)
		issues.push(
			'SESSION_SECRET: obligatorio en producción, el mismo en todas las instancias y el trabajador (si no, cada una firma sus propias sesiones)',
		)
	if (!env.VAPID_PUBLIC_KEY)
		issues.push(
			'VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY: obligatorias en producción, el mismo par en todas las instancias y el trabajador (si no, los servicios de avisos rechazan los envíos); `npx web-push generate-vapid-keys`',
		)
	const severalProcesses = role === 'worker' || Boolean(env.REDIS_URL) || !env.QUEUE_WORKERS
	if (!severalProcesses) return issues
	if (!env.DATABASE_URL)
		issues.push('DATABASE_URL: obligatoria con varios procesos (la PostgreSQL integrada es de un solo proceso)')
	if (!env.S3_BUCKET && !path.isAbsolute(env.UPLOADS_DIR))
		issues.push(
			'UPLOADS_DIR: con varios procesos, una ruta absoluta a un disco que todos comparten (o S3_BUCKET); si no, cada uno ve solo sus archivos',
		)
	return issues
}

export class ConfigError extends Error {
	constructor(readonly issues: string[]) {
		super(
			`Configuración no válida:\n${issues.map((issue) => `  - ${issue}`).join('\n')}\n` +
				'Corrige esas variables en el entorno o en .env (docs/operations.md «Configuration») y vuelve a arrancar.',
		)
		this.name = 'ConfigError'
	}
}

export function parseEnv(source: Record<string, string | undefined>): Env {
	const result = envSchema.safeParse(source)
	if (result.success) return result.data
	throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`))
}

let cached: Env | undefined

/** The validated configuration of this process. */
export function getEnv(): Env {
	cached ??= parseEnv(process.env)
	return cached
}
