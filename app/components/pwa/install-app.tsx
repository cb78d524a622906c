import { useEffect, useState, useSyncExternalStore } from 'react'
import { forgetPrompt, keptPrompt, subscribe } from './install-prompt.ts'

// «Instalar la app»: the browser's own install prompt where it offers one (Chromium's
// `beforeinstallprompt`, caught as soon as the dashboard loads, since it fires once and early), and
// where it does not but the app can be added by hand (Safari on iPhone and iPad) the two taps
// that do it. Shown on «Mis datos» only, never as a banner; nothing once the app is installed.

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
	const prompt = useSyncExternalStore(subscribe, keptPrompt, () => null)
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
							forgetPrompt()
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
