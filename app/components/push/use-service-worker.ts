import { useEffect } from 'react'

/** Registers /sw.js (offline page, cached assets, pushes) once the dashboard has loaded. */
export function useServiceWorker() {
	useEffect(() => {
		if (!('serviceWorker' in navigator)) return
		navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
			// no worker: the dashboard works the same, only without the offline page and pushes
		})
	}, [])
}
