import { PrismaPg } from '@prisma/adapter-pg'
import { PrismaClient } from '../../app/generated/prisma/client.ts'

/** A Prisma client on the pg driver adapter (Prisma 7: no native query engine). */
export function createPrismaClient(connectionString: string) {
	return new PrismaClient({ adapter: new PrismaPg({ connectionString }) })
}
