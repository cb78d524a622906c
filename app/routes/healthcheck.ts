import { prisma } from '#app/lib/db.server.ts'

// For load balancers and uptime checks: 200 only when the database answers.
export async function loader() {
	try {
		await prisma.$queryRaw`SELECT 1`
		return Response.json({ status: 'ok', database: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
	} catch (error) {
		console.error('healthcheck', error)
		return Response.json(
			{ status: 'error', database: 'unreachable' },
			{ status: 503, headers: { 'Cache-Control': 'no-store' } },
		)
	}
}
