// A PostgreSQL 15 cluster of the test's own (Debian's /usr/lib/postgresql/15/bin), run by the
// postgres system user as initdb requires, with an application role that owns its databases and
// is no superuser: what a managed PostgreSQL gives (`cube` and `pg_trgm` trusted, `earthdistance`
// not). Data under .data/, removed on stop.
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chownSync, mkdirSync, rmSync } from 'node:fs'
import { userInfo } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { freePort } from './free-port.ts'

export const PG15_BIN = '/usr/lib/postgresql/15/bin'
export const APP_ROLE = 'reformas_app'

function asPostgres(program: string, args: string[]) {
	const command = userInfo().uid === 0 ? ['runuser', '-u', 'postgres', '--', program, ...args] : [program, ...args]
	execFileSync(command[0]!, command.slice(1), { stdio: 'pipe' })
}

export async function startPg15Cluster() {
	const dir = path.resolve('.data', `pg15-${process.pid}-${randomBytes(3).toString('hex')}`)
	mkdirSync(dir, { recursive: true })
	if (userInfo().uid === 0) {
		const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }))
		const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }))
		chownSync(dir, uid, gid)
	}
	const data = path.join(dir, 'data')
	const port = await freePort()
	asPostgres(`${PG15_BIN}/initdb`, ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8'])
	asPostgres(`${PG15_BIN}/pg_ctl`, [
		'-D',
		data,
		'-w',
		'-l',
		path.join(dir, 'log'),
		'-o',
		`-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
		'start',
	])
	const base = `postgresql://postgres@127.0.0.1:${port}`
	const superuser = async (sql: string, database = 'postgres') => {
		const client = new pg.Client({ connectionString: `${base}/${database}` })
		await client.connect()
		try {
			return await client.query(sql)
		} finally {
			await client.end()
		}
	}
	await superuser(`CREATE ROLE ${APP_ROLE} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE`)
	return {
		port,
		/** a URL as the superuser, for setting up what the test needs */
		superuserUrl: (database = 'postgres') => `${base}/${database}`,
		superuser,
		/** a new empty database owned by the application role; its URL as that role */
		async ownedDatabase(name = `app_${randomBytes(4).toString('hex')}`) {
			await superuser(`CREATE DATABASE ${name} OWNER ${APP_ROLE}`)
			return `postgresql://${APP_ROLE}@127.0.0.1:${port}/${name}`
		},
		async stop() {
			asPostgres(`${PG15_BIN}/pg_ctl`, ['-D', data, '-m', 'fast', '-w', 'stop'])
			rmSync(dir, { recursive: true, force: true })
		},
	}
}
