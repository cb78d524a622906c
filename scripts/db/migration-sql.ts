// Prints the SQL for a new migration: from the schema at a git revision (default HEAD) to the
// working copy of prisma/schema.prisma. Save it as prisma/migrations/<timestamp>_<name>/migration.sql.
// Needs a running database (DATABASE_URL, or the embedded one of `npm run dev`).
//   npm run db:migration-sql [-- <git-rev>]
import { execFileSync } from 'node:child_process'
import { readSchema, schemaSql } from './schema-sql.ts'

const revision = process.argv[2] ?? 'HEAD'
const fromSchema = execFileSync('git', ['show', `${revision}:prisma/schema.prisma`], { encoding: 'utf8' })
const databaseUrl = process.env.DATABASE_URL ?? 'postgresql://postgres:postgres@127.0.0.1:54329/postgres'
process.stdout.write(schemaSql({ fromSchema, toSchema: readSchema(), databaseUrl }))
