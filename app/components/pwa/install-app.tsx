import { useEffect, useState, useSyncExternalStore } from 'react'

// «Instalar la app»: the browser's own install prompt where it offers one (Chromium's
// `beforeinstallprompt`, caught as soon as the dashboard loads, since it fires once and early), and
// where it does not but the app can be added by hand (Safari on iPhone and iPad) the two taps
// that do it. Shown on «Mis datos» only, never as a banner; nothing once the app is installed.

type InstallPromptEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> }

let deferred: InstallPromptEvent | null = null
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

const subscribe = (listener: () => void) => {
	listeners.add(listener)
	return () => listeners.delete(listener)
}

type Platform = 'installed' | 'ios' | 'other' | null

function detectPlatform(): Platform {
	const standalone =
		matchMedia('(display-mode: standalone)').matches ||
		(navigator as Navigator & { standalone?: boolean }).standalone === true
	if (standalone) return 'installed'
	const ios = /iPhone|iPad|iPod/.test(navigator.userAgent) && !/CriOS|FxiOS|EdgiOS/.test(navigator.userAgent)
	return ios ? 'ios' : 'other'
}

export function InstallApp() {
	const prompt = useSyncExternalStore(
		subscribe,
		() => deferred,
		() => null,
	)
	const [platform, setPlatform] = useState<Platform>(null) // unknown until the browser runs
	useEffect(() => setPlatform(detectPlatform()), [])
	if (platform === null || platform === 'installed') return null
	if (!prompt && platform !== 'ios') return null
	return (
		<section className="stack card" aria-labelledby="instalar-app">
			<h2 className="card__title" id="instalar-app">
				Instalar la app
			</h2>
			<p>Abre Reformas desde la pantalla de inicio, como una app, y recibe los avisos en el móvil.</p>
			{prompt ? (
				<p>
					<button
						type="button"
						className="button"
						onClick={async () => {
							await prompt.prompt()
							await prompt.userChoice.catch(() => null)
							deferred = null // a prompt is shown once
							notify()
						}}
					>
						Instalar la app
					</button>
				</p>
			) : (
				<p>
					En Safari, pulsa <strong>Compartir</strong> (el cuadrado con la flecha hacia arriba) y luego{' '}
					<strong>Añadir a pantalla de inicio</strong>.
				</p>
			)}
		</section>
	)
}
