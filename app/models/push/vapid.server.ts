// The VAPID key pair that signs every push (the push services check it against the public key the
// browser subscribed with). From VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, else made once and kept under
// .data/ like the session secret: a new pair would orphan every subscription.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import webpush from 'web-push'
import { getEnv } from '#app/lib/env.server.ts'

export type VapidKeys = { publicKey: string; privateKey: string }

let cached: VapidKeys | undefined

export function resolveVapidKeys(dataDir = '.data'): VapidKeys {
	const env = getEnv()
	if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
		return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
	const file = path.join(dataDir, 'vapid-keys.json')
	if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys
	mkdirSync(dataDir, { recursive: true })
	const keys = webpush.generateVAPIDKeys()
	try {
		writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' })
		return keys
	} catch {
		// another process wrote its pair first: everyone uses that one
		return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys
	}
}

export function getVapidKeys() {
	cached ??= resolveVapidKeys()
	return cached
}

/** The public key the page hands to `pushManager.subscribe` (applicationServerKey). */
export const vapidPublicKey = () => getVapidKeys().publicKey
