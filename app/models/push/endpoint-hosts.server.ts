// Which push service addresses the server will post to. A subscription is a URL the browser gives,
// so a user could type any address there; only the browsers' push services are accepted (https),
// or the operator's own list (PUSH_ENDPOINT_HOSTS, which may use http: tests, self-hosted).
import { getEnv } from '#app/lib/env.server.ts'

// the push services of Chrome/Edge/Android, Firefox, Safari/iOS and Windows
const KNOWN_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com']
const KNOWN_SUFFIXES = ['.push.apple.com', '.notify.windows.com', '.push.services.mozilla.com']

/** True when the server may post to this endpoint (checked on subscribing and again on sending). */
export function isAllowedPushEndpoint(endpoint: string, configured = getEnv().PUSH_ENDPOINT_HOSTS) {
	let url: URL
	try {
		url = new URL(endpoint)
	} catch {
		return false
	}
	if (url.username || url.password) return false
	if (configured.length) {
		if (url.protocol !== 'https:' && url.protocol !== 'http:') return false
		const host = url.host.toLowerCase()
		const hostname = url.hostname.toLowerCase()
		// an entry without a port names the host on its default port only
		return configured.some((entry) => entry === host || (!url.port && entry === hostname))
	}
	if (url.protocol !== 'https:' || url.port) return false
	const hostname = url.hostname.toLowerCase()
	return KNOWN_HOSTS.includes(hostname) || KNOWN_SUFFIXES.some((suffix) => hostname.endsWith(suffix))
}
