// The set-up the job-alert benchmarks share (bench:alerts, bench:push): a scratch database
// (DATABASE_URL, or an embedded PostgreSQL under .data/bench-<name> on BENCH_PG_PORT) with the
// postal codes and no demo data, mail to a temporary outbox, the two places they publish in, and
// craftsmen with an immediate alert around a place.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type PrismaClient } from '#app/generated/prisma/client.ts'
import { prepareDatabase } from '#server/database/prepare.server.ts'
import { DEFAULT_POSTAL_CODES_FILE } from '#app/lib/env.server.ts'

export const log = (message: string) => console.log(`· ${message}`)

/** The scratch database, with DATABASE_URL and OUTBOX_DIR set for the app's modules. */
export async function alertsBenchDatabase(name: string, defaultPort: number) {
	process.env.OUTBOX_DIR = mkdtempSync(path.join(tmpdir(), `bench-${name}-outbox-`))
	const database = await prepareDatabase({
		databaseUrl: process.env.DATABASE_URL || undefined,
		embeddedDir: `.data/bench-${name}/postgres`,
		embeddedPort: Number(process.env.BENCH_PG_PORT ?? defaultPort),
		postalCodesFile: process.env.POSTAL_CODES_FILE ?? DEFAULT_POSTAL_CODES_FILE,
		seedDemoData: false,
		log,
	})
	process.env.DATABASE_URL = database.url
	return database
}

/** Madrid (where the alerts are) and Las Palmas (~1,700 km from every alert: matches none). */
export async function benchPlaces(prisma: PrismaClient) {
	const placeId = async (code: string) =>
		(await prisma.postalCode.findFirstOrThrow({ where: { code }, select: { id: true } })).id
	return { madrid: await placeId('28001'), lasPalmas: await placeId('35001') }
}

/** `count` craftsmen named `emailPrefix.<i>@example.com`, each with an immediate 50 km alert around `postalCodeId`. */
export async function createAlertingCraftsmen(
	prisma: PrismaClient,
	{ count, postalCodeId, emailPrefix }: { count: number; postalCodeId: number; emailPrefix: string },
) {
	const users = await prisma.user.createManyAndReturn({
		data: Array.from({ length: count }, (_, i) => ({
			email: `${emailPrefix}.${i}@example.com`,
			role: 'oficial' as const,
			name: `Oficial ${i}`,
		})),
		select: { id: true },
	})
	await prisma.jobAlert.createMany({
		data: users.map((user) => ({ userId: user.id, postalCodeId, radiusKm: 50, frequency: 'immediately' as const })),
	})
	return users
}
