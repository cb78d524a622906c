// One storage interface for uploaded files: S3 (or any S3-compatible store) when S3_BUCKET is
// configured, the local disk (UPLOADS_DIR) otherwise.
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { getEnv } from '#app/lib/env.server.ts'

export type StoredFile = { body: Uint8Array; contentType: string }

export interface Storage {
	put(key: string, body: Uint8Array, contentType: string): Promise<void>
	get(key: string): Promise<StoredFile | null>
	delete(key: string): Promise<void>
}

/** Keys are made by us (content hashes); anything else could escape the folder. */
export function assertSafeKey(key: string) {
	if (!/^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*\.(webp|jpg|png)$/.test(key))
		throw new Error(`Clave de archivo no válida: ${key}`)
}

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' }

export function diskStorage(root: string): Storage {
	const file = (key: string) => (assertSafeKey(key), path.join(root, key))
	return {
		async put(key, body) {
			// ID documents among them: readable by the app's user only (0600, folders 0700)
			await mkdir(path.dirname(file(key)), { recursive: true, mode: 0o700 })
			await writeFile(file(key), body, { mode: 0o600 })
			// the same bytes again overwrite a file that may predate this rule
			await chmod(file(key), 0o600)
		},
		async get(key) {
			try {
				return { body: await readFile(file(key)), contentType: CONTENT_TYPES[key.split('.').pop()!] }
			} catch (error) {
				if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
				throw error
			}
		},
		async delete(key) {
			await rm(file(key), { force: true })
		},
	}
}

export function s3Storage(options: {
	bucket: string
	region: string
	endpoint?: string
	accessKeyId: string
	secretAccessKey: string
}): Storage {
	// why: the AWS SDK weighs ~25 MB resident; an instance on local files never loads it
	const sdk = import('@aws-sdk/client-s3')
	const connect = sdk.then(
		({ S3Client }) =>
			new S3Client({
				region: options.region,
				endpoint: options.endpoint,
				forcePathStyle: Boolean(options.endpoint),
				credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
			}),
	)
	return {
		async put(key, body, contentType) {
			assertSafeKey(key)
			const [client, { PutObjectCommand }] = await Promise.all([connect, sdk])
			await client.send(
				new PutObjectCommand({
					Bucket: options.bucket,
					Key: key,
					Body: body,
					ContentType: contentType,
					CacheControl: 'public, max-age=31536000, immutable',
				}),
			)
		},
		async get(key) {
			assertSafeKey(key)
			const [client, { GetObjectCommand }] = await Promise.all([connect, sdk])
			try {
				const object = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key }))
				return {
					body: await object.Body!.transformToByteArray(),
					contentType: object.ContentType ?? CONTENT_TYPES[key.split('.').pop()!],
				}
			} catch (error) {
				if ((error as { name?: string }).name === 'NoSuchKey') return null
				throw error
			}
		},
		async delete(key) {
			assertSafeKey(key)
			const [client, { DeleteObjectCommand }] = await Promise.all([connect, sdk])
			await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }))
		},
	}
}

let storage: Storage | undefined

/** The configured storage of this process. */
export function getStorage(): Storage {
	if (storage) return storage
	const env = getEnv()
	storage =
		env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
			? s3Storage({
					bucket: env.S3_BUCKET,
					region: env.S3_REGION,
					endpoint: env.S3_ENDPOINT,
					accessKeyId: env.S3_ACCESS_KEY_ID,
					secretAccessKey: env.S3_SECRET_ACCESS_KEY,
				})
			: diskStorage(path.resolve(env.UPLOADS_DIR))
	return storage
}

/**
 * Craftsmen's verification documents (ID cards, trade licences) live under this folder. They are
 * never given a public URL, in S3 mode neither: `/documentos/*` serves them to their owner and to
 * admins only, never cached by anyone else.
 */
export const PRIVATE_FOLDER = 'documentos'

export const isPrivateKey = (key: string) => key.startsWith(`${PRIVATE_FOLDER}/`)

/** Where browsers load a stored file: the public bucket URL when there is one, else our route. */
export function publicUrl(key: string) {
	if (isPrivateKey(key)) return `/${key}`
	const base = getEnv().S3_PUBLIC_URL
	return base ? `${base.replace(/\/$/, '')}/${key}` : `/imagenes/${key}`
}
