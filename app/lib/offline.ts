/**
 * A form sent while the phone has no connection: the browser's fetch rejects before any answer.
 * Left alone, Remix shows the error page and the typed form is gone; a route's clientAction wraps
 * its server action with this so the form stays and says what happened.
 */
export type OfflineAnswer = { offline: true } & SentForm

/**
 * Which of a page's forms was sent (a page with several shows the notice in that one), and the
 * `intent` its button carried, so the notice's «Reintentar» sends the same.
 */
type SentForm = { form?: string; intent?: string }

/** The SentForm of a request: the value of its field `key` names the form. */
export async function sentForm(request: Request, key: string): Promise<SentForm> {
	const fields = await request.clone().formData()
	const text = (name: string) => {
		const value = fields.get(name)
		return typeof value === 'string' ? value : undefined
	}
	return { form: text(key), intent: text('intent') }
}

export const OFFLINE_SUBMIT = 'Sin conexión: no se ha enviado.'

export function isNetworkError(error: unknown) {
	// Chromium «Failed to fetch», Firefox «NetworkError…», Safari «Load failed»: all TypeErrors
	if (error instanceof TypeError && /fetch|network|load failed/i.test(error.message)) return true
	return typeof window !== 'undefined' && navigator.onLine === false
}

export function isOfflineAnswer(value: unknown): value is OfflineAnswer {
	return typeof value === 'object' && value !== null && 'offline' in value && value.offline === true
}

export async function offlineAware<T>(serverAction: () => Promise<T>, sent: SentForm = {}): Promise<T | Response> {
	try {
		return await serverAction()
	} catch (error) {
		if (!isNetworkError(error)) throw error
		// a 503 answer: with single fetch the loaders are not revalidated after a 4xx/5xx action,
		// so the page (and the form) stay as they are instead of failing a second time offline
		return new Response(JSON.stringify({ offline: true, ...sent } satisfies OfflineAnswer), {
			status: 503,
			headers: { 'Content-Type': 'application/json' },
		})
	}
}

/** A loader run in the popup wizard: with no network it answers `{ view: 'offline' }` instead of failing. */
export async function offlineAwareLoad<T>(load: () => Promise<T>): Promise<T | { view: 'offline' }> {
	try {
		return await load()
	} catch (error) {
		if (!isNetworkError(error)) throw error
		return { view: 'offline' as const }
	}
}
