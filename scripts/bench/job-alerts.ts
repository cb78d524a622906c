// npm run bench:alerts — publishing a job that matches 1,000 immediate alerts answers as
// fast as publishing one that matches none, because the request only queues the matching. Then
// how long one worker takes to run that job-alerts job and to send the 1,000 emails it queues.
// Not a test: it prints figures (median of BENCH_ROUNDS publications each, interleaved, and the
// load average). Uses DATABASE_URL (a scratch database: rows are added) or an embedded PostgreSQL
// under .data/bench-alerts on BENCH_PG_PORT.
import { loadavg } from 'node:os'
import { alertsBenchDatabase, benchPlaces, createAlertingCraftsmen, log } from './alerts-setup.ts'

const ALERTS = Number(process.env.BENCH_ALERTS ?? 1000)
const rounds = Number(process.env.BENCH_ROUNDS ?? 15)

const database = await alertsBenchDatabase('alerts', 54618)
// imported once DATABASE_URL is known: the models' Prisma client reads it on first import
const { prisma } = await import('#app/lib/db.server.ts')
const { publishJob } = await import('#app/models/jobs/publish-job.server.ts')
const { prepareQueueDatabase, QUEUE_SCHEMA } = await import('#app/queue/queue.server.ts')
const { runDueJobs } = await import('#server/worker/worker.server.ts')

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const percentile = (values: number[], p: number) =>
	[...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!
const load = () =>
	loadavg()
		.map((value) => value.toFixed(2))
		.join(' ')

try {
	await prepareQueueDatabase(database.url)
	const { madrid, lasPalmas } = await benchPlaces(prisma)

	const existing = await prisma.jobAlert.count({ where: { user: { email: { startsWith: 'bench.alerta.' } } } })
	if (existing < ALERTS) {
		log(`creando ${ALERTS - existing} oficiales con una alerta inmediata en Madrid (50 km, todos los oficios)…`)
		await createAlertingCraftsmen(prisma, {
			count: ALERTS - existing,
			postalCodeId: madrid,
			emailPrefix: `bench.alerta.${Date.now()}`,
		})
	}
	await prisma.$executeRawUnsafe('VACUUM ANALYZE')

	const publish = async (postalCodeId: number) => {
		const started = performance.now()
		const published = await publishJob({
			ownerId: null,
			contact: { name: 'Lola', email: `bench.cliente.${Date.now()}.${Math.random()}@example.com`, phone: '612345678' },
			job: {
				serviceId: 'electrician',
				serviceTitle: 'Instalar enchufes',
				images: [],
				postalCodeId,
				workingSchedule: 'flexible',
			},
		})
		return { ms: performance.now() - started, jobId: published.job.id }
	}

	// warm-up (connections, prepared plans), then interleaved so load changes hit both alike
	await publish(lasPalmas)
	await publish(madrid)
	await prisma.$executeRawUnsafe(`DELETE FROM ${QUEUE_SCHEMA}.job`)
	const none: number[] = []
	const thousand: number[] = []
	const loadBefore = load()
	for (let round = 0; round < rounds; round++) {
		none.push((await publish(lasPalmas)).ms)
		thousand.push((await publish(madrid)).ms)
	}
	const loadAfter = load()
	console.log(
		`\npublishJob (the request's work), ${rounds} publications each, load average ${loadBefore} → ${loadAfter}`,
	)
	console.log(
		`  0 matching alerts:     median ${median(none).toFixed(1)} ms, p90 ${percentile(none, 0.9).toFixed(1)} ms`,
	)
	console.log(
		`  ${ALERTS} matching alerts: median ${median(thousand).toFixed(1)} ms, p90 ${percentile(thousand, 0.9).toFixed(1)} ms`,
	)

	// the background side of one publication: matching + 1,000 claims (and pushes), the alert emails' job
	// queuing 1,000 emails, then the emails
	await prisma.$executeRawUnsafe(`DELETE FROM ${QUEUE_SCHEMA}.job`)
	const { jobId } = await publish(madrid)
	let started = performance.now()
	await runDueJobs(database.url, ['job-alerts', 'job-alert-emails'])
	const matchMs = performance.now() - started
	const deliveries = await prisma.jobAlertDelivery.count({ where: { jobId } })
	started = performance.now()
	const sent = await runDueJobs(database.url, ['email'])
	const emailMs = performance.now() - started
	console.log(`\nworker (one process, outbox), load average ${load()}`)
	console.log(
		`  job-alerts and job-alert-emails jobs: ${deliveries} matches claimed and ${deliveries} emails queued in ${matchMs.toFixed(0)} ms`,
	)
	console.log(
		`  email jobs: ${sent} sent in ${(emailMs / 1000).toFixed(1)} s (${(emailMs / Math.max(sent, 1)).toFixed(1)} ms each)`,
	)
} finally {
	await prisma.$disconnect()
	await database.stop()
}
