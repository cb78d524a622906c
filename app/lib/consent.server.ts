import { createCookie } from '@remix-run/node'

export type Consent = 'accepted' | 'declined'

// Spec: the choice is remembered under `userConsent`. A cookie, so the server renders the page
// without the banner once answered, also without JavaScript.
export const consentCookie = createCookie('userConsent', { path: '/', sameSite: 'lax', maxAge: 365 * 86_400 })

export async function readConsent(request: Request): Promise<Consent | null> {
	const value = await consentCookie.parse(request.headers.get('Cookie'))
	return value === 'accepted' || value === 'declined' ? value : null
}
