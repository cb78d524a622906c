// Prisma 6.19 with its JavaScript engine: `migrate diff --from-empty --to-schema-datamodel`
// works offline through the WebAssembly schema engine. No database is contacted.
import { PrismaPg } from '@prisma/adapter-pg'
import { defineConfig } from 'prisma/config'

export default defineConfig({
	experimental: { adapter: true },
	engine: 'js',
	async adapter() {
		return new PrismaPg({ connectionString: process.env.DATABASE_URL ?? 'postgresql://localhost/unused' })
	},
} as Parameters<typeof defineConfig>[0])
