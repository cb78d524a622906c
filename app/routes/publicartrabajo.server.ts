// The action of /publicartrabajo, one function per kind of POST (route module stays small).
import { data, redirect } from '@remix-run/node'
import { z } from 'zod'
import { combineHeaders } from '#app/lib/toast.server.ts'
import { verifyLogin } from '#app/models/auth/account.server.ts'
import { PASSWORD_REQUIRED } from '#app/models/auth/auth.schema.ts'
import { type SessionUser } from '#app/models/auth/guards.server.ts'
import { commitNewSession } from '#app/models/auth/sessions.server.ts'
import { requestSignInLink, SIGN_IN_LINK_REQUESTED } from '#app/models/auth/sign-in-link.server.ts'
import { type JobDraft, updateDraft } from '#app/models/jobs/job-draft.server.ts'
import {
	type DraftPublication,
	EmailStep,
	LocationStep,
	STEP_SCHEMAS,
	type Step,
} from '#app/models/jobs/job-wizard.schema.ts'
import { jobFromDraft, neighbourStep, stepsFor } from '#app/models/jobs/job-wizard.server.ts'
import { CHOOSE_PLACE, resolvePlace } from '#app/models/postal-codes/postal-codes.server.ts'
import {
	checkPosterEmail,
	classifyPosterEmail,
	MISSING_CONTACT,
	ONLY_CLIENTS,
	publishFromWizard,
	USER_EXISTS,
} from '#app/models/jobs/publish-job.server.ts'
import { readPageUploadForm } from '#app/models/uploads/upload-form.server.ts'
import { redirectWithToast } from '#app/lib/app-error.server.ts'
import { formAction, type FormDoor } from '#app/lib/form-action.server.ts'
import { paths } from '#app/lib/paths.ts'

const stepUrl = (step: Step) => `/publicartrabajo?paso=${step}`

/** Reads the body: multipart on the images step (phone photos without JavaScript), urlencoded elsewhere. */
export async function readWizardForm(request: Request) {
	const { form, error } = await readPageUploadForm(request)
	return form ? { form } : { form: null, uploadError: error }
}

export async function removeImage(draft: JobDraft, url: string) {
	await updateDraft(draft, { images: (draft.data.images ?? []).filter((image) => image !== url) })
}

/** Validates and saves one step, then goes on (or publishes on the last one). */
export async function submitStep({
	draft,
	step,
	form,
	user,
	clientIp,
}: {
	draft: JobDraft
	step: Step
	form: FormData
	user: SessionUser | null
	clientIp: string
}) {
	if (step === 'correo')
		return formAction(form, {
			schema: EmailStep.extend({ intent: z.enum(['next', 'link']).optional() }),
			hideFields: ['password'],
			run: (value, door) => emailStep({ draft, value, door, clientIp }),
		})
	if (step === 'ubicacion')
		return formAction(form, {
			schema: LocationStep,
			hideFields: ['password'],
			run: (value, door) => placeAndPublish({ draft, user, value, door, clientIp }),
		})
	return formAction(form, {
		schema: STEP_SCHEMAS[step],
		hideFields: ['password'],
		run: async (value) => {
			await updateDraft(draft, value)
			return redirect(stepUrl(neighbourStep(stepsFor(Boolean(user)), step, 1)!))
		},
	})
}

/**
 * The email step (issue 37, L2): an address without an account goes on; any address with one —
 * whatever its role, with or without a password — gets the same answer, asking for the password
 * or offering a sign-in link. Only a right password tells the role (a craftsman then reads that
 * only clients post). Each check and each link request count against the address.
 */
async function emailStep({
	draft,
	value: { email, password, intent },
	door,
	clientIp,
}: {
	draft: JobDraft
	value: z.output<typeof EmailStep> & { intent?: 'next' | 'link' }
	door: FormDoor<unknown>
	clientIp: string
}) {
	const existing = (fieldErrors: { password?: string[] } = {}) =>
		door.reply({ fieldErrors }, { status: 400, extra: { existingClient: true } })
	if (intent === 'link') {
		await door.settle(() => requestSignInLink(email, { clientIp }), {
			field: 'email',
			extra: { existingClient: true },
		})
		await updateDraft(draft, { email })
		return door.reply({ resetForm: false }, { extra: { existingClient: true, signInLinkSent: SIGN_IN_LINK_REQUESTED } })
	}
	if (!password) {
		const checked = await door.settle(() => checkPosterEmail(email, { clientIp }), { field: 'email' })
		if (checked === 'new') {
			await updateDraft(draft, { email })
			return redirect(stepUrl(neighbourStep(stepsFor(false), 'correo', 1)!))
		}
		// the first answer explains why a password is asked; the password step sent empty is a
		// missing password (spec 001 §6: «Se requiere contraseña»)
		return existing({ password: [door.formData.has('password') ? PASSWORD_REQUIRED : USER_EXISTS] })
	}
	// the sign-in limits hold here as on the sign-in page (a refusal names the wait)
	const login = await door.settle(() => verifyLogin(email, password, clientIp), {
		field: 'password',
		extra: { existingClient: true },
	})
	if (!login.ok) return existing({ password: [login.message] })
	// the password proved the address is theirs: now the role may be told
	const poster = await classifyPosterEmail(email)
	if (poster.kind === 'new' || poster.kind === 'refused') return door.reply({ fieldErrors: { email: [ONLY_CLIENTS] } })
	// an existing client signs in here; their details fill the draft
	await updateDraft(
		draft,
		{ email, name: poster.user.name, phone: poster.user.phone, zip: poster.user.postalCode?.code },
		{ userId: poster.user.id },
	)
	return redirect(stepUrl('ubicacion'), { headers: { 'Set-Cookie': await commitNewSession(poster.user.id) } })
}

async function placeAndPublish({
	draft,
	user,
	value: { zip, postalCodeId, openToOthers: ticked },
	door,
	clientIp,
}: {
	draft: JobDraft
	user: SessionUser | null
	value: z.output<typeof LocationStep>
	door: FormDoor<unknown>
	clientIp: string
}) {
	const openToOthers = ticked === 'on'
	const place = await resolvePlace(zip, postalCodeId)
	if (place.kind !== 'one') {
		// several places: the code is kept, so the step comes back listing them to choose from
		if (place.kind === 'several') await updateDraft(draft, { zip, openToOthers })
		const message = place.kind === 'several' ? CHOOSE_PLACE : 'Ubicación no encontrada'
		return door.reply({ fieldErrors: { postalCodeId: [message] } })
	}
	await updateDraft(draft, { zip, openToOthers }, { postalCodeId: place.id })
	const job = jobFromDraft({ ...draft, postalCodeId: place.id, data: { ...draft.data, openToOthers } })
	if (!job) return door.reply({ formErrors: [MISSING_CONTACT] })
	const published = await door.settle(
		() =>
			publishFromWizard({
				ownerId: user?.id ?? null,
				guest: { name: draft.data.name ?? '', email: draft.data.email ?? '', phone: draft.data.phone ?? '' },
				job,
				savePlace: true,
				draftId: draft.id,
				clientIp,
			}),
		{ status: 400 },
	)
	return publishedAnswer(user, {
		jobId: published.job.id,
		ownerId: published.ownerId,
		createdAccount: published.createdAccount,
		at: new Date().toISOString(),
	})
}

// How long a repeated submission of a draft that made a new account still signs that browser in.
const REPLAY_SIGN_IN_MS = 15 * 60_000

/**
 * The confirmation, for the submission that published and for any repeat of it. A repeat comes
 * from the browser holding the draft's signed cookie, which made the account moments ago, so it
 * is signed in again (the first answer's cookie may never have reached it).
 */
export async function publishedAnswer(user: SessionUser | null, publication: DraftPublication) {
	// the draft cookie stays: it now names a published draft, which answers any repeat with this
	// confirmation (a repeat may be sent after the first answer's cookies were stored)
	const cookies: HeadersInit[] = []
	let info = 'Tu trabajo se ha publicado. Te avisaremos cuando recibas ofertas.'
	if (publication.createdAccount) {
		const fresh = Date.now() - Date.parse(publication.at) < REPLAY_SIGN_IN_MS
		if (user?.id !== publication.ownerId && fresh)
			cookies.push({ 'Set-Cookie': await commitNewSession(publication.ownerId) })
		info = 'Tu trabajo se ha publicado y hemos creado tu cuenta. Revisa tu correo para verificarla.'
	}
	if (!user && !publication.createdAccount) return redirect('/publicartrabajo', { headers: combineHeaders(...cookies) })
	return redirectWithToast(paths.clientHome(), { type: 'success', text: info }, { headers: combineHeaders(...cookies) })
}

/**
 * In the popup (`&popup=1`, JavaScript only) a redirect would navigate the whole page away, so
 * it becomes data naming the next step; the cookies it carried are kept.
 */
export function popupAware<T>(url: URL, result: T) {
	if (!url.searchParams.has('popup') || !(result instanceof Response) || result.status < 300 || result.status >= 400)
		return result
	const location = result.headers.get('Location') ?? '/'
	const headers = new Headers()
	for (const cookie of result.headers.getSetCookie()) headers.append('Set-Cookie', cookie)
	const inWizard = location.startsWith('/publicartrabajo')
	return data(
		{
			view: 'next' as const,
			next: inWizard ? `${location}${location.includes('?') ? '&' : '?'}popup=1` : location,
			done: !inWizard,
		},
		{ headers },
	)
}
