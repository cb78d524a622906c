// One limit for every way a file gets stored (the pages' forms, the photo picker's endpoint,
// POST /api/upload): each stored file counts once against the address that sent it.
import { consumeRateLimit, rateLimitMessage } from '#app/lib/rate-limit.server.ts'

/** Counts `files` uploads from `ip`; the Spanish message when over the limit, else null. */
export async function uploadRateLimit(ip: string, files = 1) {
	for (let i = 0; i < files; i++) {
		const wait = await consumeRateLimit('uploadsByIp', ip)
		if (wait) return rateLimitMessage(wait)
	}
	return null
}
