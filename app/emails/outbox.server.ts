// The dev outbox: with no RESEND_API_KEY every email is written here, one JSON file each, for
// developers (/dev/correos) and tests to read.
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { getEnv } from '#app/lib/env.server.ts'

export type OutboxEmail = {
	id: string
	to: string
	from: string
	subject: string
	html: string
	text: string
	tag?: string
	attachments?: Array<{ filename: string; content: string; contentType: string }>
	createdAt: string
}

const outboxDir = () => path.resolve(getEnv().OUTBOX_DIR)

// An address becomes a folder name: nothing in it may climb out of the outbox.
const recipientDir = (to: string) => path.join(outboxDir(), to.toLowerCase().replace(/[^a-z0-9@._+-]/g, '_'))

// File names sort by time; two emails in the same millisecond still keep their order.
let lastTime = 0
function nextTimestamp() {
	lastTime = Math.max(Date.now(), lastTime + 1)
	return new Date(lastTime).toISOString()
}

/** With a `key`, writing the same email again (a retried job) leaves the one file there is. */
export function writeToOutbox(
	email: Omit<OutboxEmail, 'id' | 'createdAt'>,
	{ key }: { key?: string } = {},
): OutboxEmail {
	const createdAt = nextTimestamp()
	const suffix = key ? createHash('sha256').update(key).digest('hex').slice(0, 16) : randomBytes(3).toString('hex')
	const dir = recipientDir(email.to)
	mkdirSync(dir, { recursive: true })
	if (key) {
		const existing = readdirSync(dir).find((file) => file.endsWith(`-${suffix}.json`))
		if (existing) return JSON.parse(readFileSync(path.join(dir, existing), 'utf8')) as OutboxEmail
	}
	const id = `${createdAt.replace(/:/g, '-')}-${suffix}`
	const stored: OutboxEmail = { id, ...email, createdAt }
	writeFileSync(path.join(dir, `${id}.json`), JSON.stringify(stored, null, 2))
	return stored
}

/** Emails to `to` (every recipient when omitted), oldest first. */
export function readOutbox(to?: string): OutboxEmail[] {
	const root = outboxDir()
	if (!existsSync(root)) return []
	const dirs = to
		? [recipientDir(to)]
		: readdirSync(root, { withFileTypes: true })
				.filter((entry) => entry.isDirectory())
				.map((entry) => path.join(root, entry.name))
	return dirs
		.filter((dir) => existsSync(dir))
		.flatMap((dir) =>
			readdirSync(dir)
				.filter((file) => file.endsWith('.json'))
				.map((file) => path.join(dir, file)),
		)
		.map((file) => JSON.parse(readFileSync(file, 'utf8')) as OutboxEmail)
		.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
}

export function clearOutbox() {
	rmSync(outboxDir(), { recursive: true, force: true })
}
