// Reformas' service worker (scope /), registered only by the dashboard pages. It keeps the
// fingerprinted build assets (their names change with their content) and the offline page, and
// nothing else: pages and /api answers are private and always come from the network.
const VERSION = 'v1'
const ASSETS = `reformas-assets-${VERSION}`
const OFFLINE = `reformas-offline-${VERSION}`
const OFFLINE_URL = '/sin-conexion'

self.addEventListener('install', (event) => {
	// fetched without cookies: the offline page never carries anyone's name
	event.waitUntil(
		caches
			.open(OFFLINE)
			.then((cache) =>
				fetch(OFFLINE_URL, { credentials: 'omit' }).then((response) => cache.put(OFFLINE_URL, response)),
			)
			.then(() => self.skipWaiting()),
	)
})

self.addEventListener('activate', (event) => {
	event.waitUntil(
		caches
			.keys()
			.then((keys) =>
				Promise.all(keys.filter((key) => key !== ASSETS && key !== OFFLINE).map((key) => caches.delete(key))),
			)
			.then(() => self.clients.claim()),
	)
})

self.addEventListener('fetch', (event) => {
	const request = event.request
	if (request.method !== 'GET') return
	const url = new URL(request.url)
	if (url.origin !== self.location.origin) return
	if (url.pathname.startsWith('/assets/')) {
		event.respondWith(
			caches.open(ASSETS).then((cache) =>
				cache.match(request).then(
					(hit) =>
						hit ||
						fetch(request).then((response) => {
							if (response.ok) cache.put(request, response.clone())
							return response
						}),
				),
			),
		)
		return
	}
	if (request.mode === 'navigate') {
		// the network always; only when it is gone, the offline page
		event.respondWith(fetch(request).catch(() => caches.match(OFFLINE_URL, { cacheName: OFFLINE })))
	}
})

self.addEventListener('push', (event) => {
	let message = { title: 'Reformas', body: '', url: '/tablero' }
	try {
		message = { ...message, ...event.data.json() }
	} catch {
		// an empty or unreadable push still tells the user something happened
	}
	event.waitUntil(
		self.registration.showNotification(message.title, {
			body: message.body,
			icon: '/icon-192.png',
			badge: '/icon-192.png',
			lang: 'es',
			data: { url: message.url },
		}),
	)
})

self.addEventListener('notificationclick', (event) => {
	event.notification.close()
	const target = new URL(event.notification.data?.url || '/tablero', self.location.origin)
	if (target.origin !== self.location.origin) return
	event.waitUntil(
		self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
			const open = windows.find((client) => client.url === target.href)
			return open ? open.focus() : self.clients.openWindow(target.href)
		}),
	)
})
