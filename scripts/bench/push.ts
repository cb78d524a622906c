// npm run bench:push — time to lead: a job is posted, and each of 1,000 craftsmen whose alert
// matches gets a push accepted by the push service. A local stand-in push service records what it
// receives (arrival time per device); 200 craftsmen whose alerts are far away must get nothing.
// Not a test: it prints figures (p50/p95/max from the publication to each push's arrival, the
// load average). Uses DATABASE_URL (a scratch database: rows are added) or an embedded PostgreSQL
// under .data/bench-push on BENCH_PG_PORT; the workers run in this process as in the app.
import { loadavg } from 'node:os'
import webpush from 'web-push'
import { startFakePushService } from '#tests/helpers/fake-push-service.ts'
import { alertsBenchDatabase, benchPlaces, createAlertingCraftsmen, log } from './alerts-setup.ts'

const MATCHING = Number(process.env.BENCH_PUSH_CRAFTSMEN ?? 1000)
const FAR = 200
const PUSH_PORT = Number(process.env.BENCH_PUSH_PORT ?? 26127)
process.env.PUSH_ENDPOINT_HOSTS = `127.0.0.1:${PUSH_PORT}`
const vapid = webpush.generateVAPIDKeys()
process.env.VAPID_PUBLIC_KEY = vapid.publicKey
process.env.VAPID_PRIVATE_KEY = vapid.privateKey

const database = await alertsBenchDatabase('push', 54619)
const { prisma } = await import('#app/lib/db.server.ts')
const { publishJob } = await import('#app/models/jobs/publish-job.server.ts')
const { prepareQueueDatabase, QUEUE_SCHEMA } = await import('#app/queue/queue.server.ts')
const { startWorkers } = await import('#server/worker/worker.server.ts')

const percentile = (values: number[], p: number) =>
	[...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? NaN
const load = () =>
	loadavg()
		.map((value) => value.toFixed(2))
		.join(' ')

const service = await startFakePushService(PUSH_PORT)
let workers: Awaited<ReturnType<typeof startWorkers>> | undefined
try {
	await prepareQueueDatabase(database.url)
	const { madrid, lasPalmas } = await benchPlaces(prisma)
	// fresh craftsmen each run: their devices point at this run's stand-in service
	await prisma.user.deleteMany({ where: { email: { startsWith: 'bench.push.' } } })
	const stamp = Date.now()
	const create = async (count: number, postalCodeId: number, label: string) => {
		const users = await createAlertingCraftsmen(prisma, {
			count,
			postalCodeId,
			emailPrefix: `bench.push.${label}.${stamp}`,
		})
		const devices = users.map((user) => ({ userId: user.id, device: service.device() }))
		await prisma.pushSubscription.createMany({
			data: devices.map(({ userId, device }) => ({
				userId,
				endpoint: device.subscription.endpoint,
				p256dh: device.subscription.keys.p256dh,
				auth: device.subscription.keys.auth,
			})),
		})
		return devices.map(({ device }) => new URL(device.subscription.endpoint).pathname)
	}
	log(`creando ${MATCHING} oficiales con alerta en Madrid y ${FAR} en Las Palmas, cada uno con un móvil…`)
	const near = new Set(await create(MATCHING, madrid, 'cerca'))
	const far = new Set(await create(FAR, lasPalmas, 'lejos'))
	await prisma.$executeRawUnsafe(`DELETE FROM ${QUEUE_SCHEMA}.job`)
	await prisma.$executeRawUnsafe('VACUUM ANALYZE')

	workers = await startWorkers({ url: database.url, pollingIntervalSeconds: 0.5, log: () => {} })
	const loadBefore = load()
	const started = Date.now()
	await publishJob({
		ownerId: null,
		contact: { name: 'Lola', email: `bench.cliente.${stamp}@example.com`, phone: '612345678' },
		job: {
			serviceId: 'electrician',
			serviceTitle: 'Instalar enchufes',
			images: [],
			postalCodeId: madrid,
			workingSchedule: 'flexible',
		},
	})
	const deadline = started + 120_000
	while (service.received.filter((push) => near.has(push.path)).length < near.size && Date.now() < deadline)
		await new Promise((resolve) => setTimeout(resolve, 100))
	await new Promise((resolve) => setTimeout(resolve, 1000)) // anything stray arrives too
	const arrivals = service.received.filter((push) => near.has(push.path)).map((push) => push.at - started)
	const stray = service.received.filter((push) => far.has(push.path)).length
	console.log(`\njob posted → push accepted, ${MATCHING} matching craftsmen, load average ${loadBefore} → ${load()}`)
	console.log(
		`  received: ${new Set(service.received.filter((push) => near.has(push.path)).map((push) => push.path)).size} of ${MATCHING}`,
	)
	console.log(
		`  first ${(Math.min(...arrivals) / 1000).toFixed(2)} s, p50 ${(percentile(arrivals, 0.5) / 1000).toFixed(2)} s, p95 ${(percentile(arrivals, 0.95) / 1000).toFixed(2)} s, max ${(Math.max(...arrivals) / 1000).toFixed(2)} s`,
	)
	console.log(`  pushes to the ${FAR} craftsmen it does not match: ${stray}`)
} finally {
	await workers?.stop(5000).catch(() => {})
	await service.close()
	await prisma.$disconnect()
	await database.stop()
}
