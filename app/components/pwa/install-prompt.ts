import { useEffect } from 'react'

// The browser's install prompt, caught as soon as the dashboard loads (Chromium's
// `beforeinstallprompt` fires once and early) and kept for «Instalar la app» on «Mis datos»
// (install-app.tsx): apart, so that every dashboard page carries only this, not the card.

export type InstallPromptEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> }

let deferred: InstallPromptEvent | null = null
/** The prompt kept, if the browser offered one. */
export const keptPrompt = () => deferred
/** A prompt is shown once. */
export function forgetPrompt() {
	deferred = null
	notify()
}
const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

/** Keeps the browser's install prompt for later (the dashboard's layout calls it once). */
export function useInstallPromptCapture() {
	useEffect(() => {
		const keep = (event: Event) => {
			event.preventDefault() // no mini-infobar: the offer waits on «Mis datos»
			deferred = event as InstallPromptEvent
			notify()
		}
		const installed = () => {
			deferred = null
			notify()
		}
		window.addEventListener('beforeinstallprompt', keep)
		window.addEventListener('appinstalled', installed)
		return () => {
			window.removeEventListener('beforeinstallprompt', keep)
			window.removeEventListener('appinstalled', installed)
		}
	}, [])
}

export const subscribe = (listener: () => void) => {
	listeners.add(listener)
	return () => listeners.delete(listener)
}
