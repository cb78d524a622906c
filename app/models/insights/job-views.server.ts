// Jobs a craftsman opened, for «Tu actividad»: the first visit of each job is kept, a reload
// writes nothing (one cheap insert that conflicts away).
import { prisma } from '#app/lib/db.server.ts'

export async function recordJobView(craftsmanId: string, jobId: string) {
	await prisma.$executeRaw`
		INSERT INTO "JobView" ("jobId", "craftsmanId") VALUES (${jobId}, ${craftsmanId})
		ON CONFLICT DO NOTHING`
}
