// Prisma 7 configuration. The CLI reads the database URL from here; the app and the tests
// build their own client from DATABASE_URL (see app/lib/db.server.ts).
import { defineConfig } from 'prisma/config'

export default defineConfig({
	schema: 'prisma/schema.prisma',
	migrations: { path: 'prisma/migrations' },
	datasource: {
		// generate needs no database; a placeholder keeps it working on a fresh clone
		url: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/unused',
	},
})
