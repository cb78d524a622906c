// The workers' heartbeat: each process that runs the queue's workers writes its row every few
// seconds; a web instance without workers of its own (QUEUE_WORKERS=false) reads the newest one.
import { hostname } from 'node:os'
import { prisma } from '#app/lib/db.server.ts'

export const HEARTBEAT_EVERY_MS = 15_000
/** A worker whose newest beat is older than this is reported silent (docs/operations.md). */
export const SILENT_AFTER_MS = 60_000

const workerId = () => `${hostname()}:${process.pid}`.slice(0, 200)

/** This worker is alive; rows of workers gone for a day are dropped on the way. */
export async function beat(now = new Date()) {
	const id = workerId()
	await prisma.$transaction([
		prisma.workerHeartbeat.upsert({ where: { id }, create: { id, beatAt: now }, update: { beatAt: now } }),
		prisma.workerHeartbeat.deleteMany({ where: { beatAt: { lt: new Date(now.getTime() - 86_400_000) } } }),
	])
}

/** The newest beat of any worker (null: none ever beat). */
export async function lastBeat(): Promise<Date | null> {
	const newest = await prisma.workerHeartbeat.aggregate({ _max: { beatAt: true } })
	return newest._max.beatAt
}

export async function workerSilent(now = Date.now()) {
	const last = await lastBeat()
	return !last || now - last.getTime() > SILENT_AFTER_MS
}
