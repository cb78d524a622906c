// The action of /registrarse, one function per step.
import { type SubmissionResult } from '@conform-to/react'
import { data, redirect } from '@remix-run/node'
import { startEmailVerification } from '#app/models/auth/account.server.ts'
import { clearRegistrationDraft, saveRegistrationDraft } from '#app/models/craftsmen/registration-draft.server.ts'
import {
	DocumentsStep,
	NO_DOCUMENT,
	PersonalStep,
	REGISTERED_STEP,
	type RegistrationDraft,
	type RegistrationStep,
	REMOVE_PREFIX,
	ServicesStep,
} from '#app/models/craftsmen/registration.schema.ts'
import { createId } from '@paralleldrive/cuid2'
import {
	listDraftDocuments,
	removeDraftDocument,
	storeRegistrationDocuments,
} from '#app/models/craftsmen/registration-documents.server.ts'
import { uploadRateLimit } from '#app/models/uploads/upload-limit.server.ts'
import { assertRegistrable, registerCraftsman } from '#app/models/craftsmen/registration.server.ts'
import { fillOnlyPlace } from '#app/models/postal-codes/postal-codes.server.ts'
import { type Replyable } from '#app/lib/app-error.server.ts'
import { formAction } from '#app/lib/form-action.server.ts'
import { isFindingPlace, placesOfTypedZip } from '#app/components/places/find-place.server.ts'

const go = async (step: string, draft: RegistrationDraft) =>
	redirect(`/registrarse?paso=${step}`, { headers: { 'Set-Cookie': await saveRegistrationDraft(draft) } })

/**
 * The step's answer to the page's form, read by the page's one reader (the documents step is
 * multipart; the others are url-encoded, read as they always were). A form that could not be read
 * (a photo too large, text that is not UTF-8) says why.
 */
export async function submitStep(
	step: RegistrationStep,
	request: Request,
	read: { form: FormData; error: null } | { form: null; error: string },
	draft: RegistrationDraft,
	clientIp: string,
) {
	const { form } = read
	if (!form) return data({ uploadError: read.error }, { status: 400 })
	if (step === 'oficio') return submitServices(form, draft)
	if (step === 'datos') return submitPersonal(form, draft, clientIp)
	return submitDocuments(request, form, draft, clientIp)
}

async function submitServices(form: FormData, draft: RegistrationDraft) {
	return formAction(form, {
		schema: ServicesStep,
		run: ({ services }) => go('datos', { ...draft, services }),
	})
}

async function submitPersonal(form: FormData, draft: RegistrationDraft, clientIp: string) {
	if (form.get('intent') === 'back') return go('oficio', { ...draft, services: [] }) // spec: 'Atrás' clears the selection
	const places = await placesOfTypedZip(form, 'zipCode')
	// «Buscar» (no JavaScript) only lists the code's places: what was typed comes back, and no field
	// is judged yet (a step not finished is no mistake)
	const finding = isFindingPlace(form)
	const found = (submission: Replyable<SubmissionResult<string[]>>) => ({
		result: { ...submission.reply({ resetForm: false }), error: {} },
		places,
	})
	if (!finding) await fillOnlyPlace(form, { zip: 'zipCode', place: 'postalCodeId' })
	return formAction(form, {
		schema: PersonalStep,
		extra: { places },
		refusal: { status: 400 },
		invalid: (submission) =>
			finding ? found(submission) : data({ places, result: submission.reply() }, { status: 400 }),
		run: async (personal, step) => {
			if (finding) return found(step.submission)
			if (!places.some((place) => place.id === personal.postalCodeId))
				return step.reply({ fieldErrors: { postalCodeId: ['El código postal es inválido'] } })
			await assertRegistrable(personal, { clientIp })
			// the documents step records its uploads under this id: made once, before any upload can race
			return go('documentos', { ...draft, personal, uploadsId: draft.uploadsId ?? createId() })
		},
	})
}

async function submitDocuments(request: Request, form: FormData, draft: RegistrationDraft, clientIp: string) {
	if (form.get('intent') === 'back') return go('datos', draft)
	if (!draft.uploadsId) return go('datos', draft)
	const intent = String(form.get('intent') ?? '')
	if (intent.startsWith(REMOVE_PREFIX)) {
		await removeDraftDocument(draft.uploadsId, intent.slice(REMOVE_PREFIX.length))
		return redirect('/registrarse?paso=documentos')
	}
	const files = DOCUMENT_FIELDS.flatMap((name) => form.getAll(name)).filter(
		(file) => file instanceof File && file.size > 0,
	)
	const limited = files.length ? await uploadRateLimit(clientIp, files.length) : null
	if (limited) return data({ uploadError: limited }, { status: 429 })
	const { error } = await storeRegistrationDocuments(draft.uploadsId, form)
	if (error) return data({ uploadError: error }, { status: 400 })
	if (form.get('intent') === 'upload') return redirect('/registrarse?paso=documentos')
	const documents = await listDraftDocuments(draft.uploadsId)
	if (documents.length === 0) return data({ uploadError: NO_DOCUMENT }, { status: 400 })
	return formAction(form, {
		schema: DocumentsStep,
		// every answer that is not a redirect clears the passwords: they are never written back into the page
		hideFields: ['newPassword', 'confirmPassword'],
		// a refused password shows on its field; anything else (the email taken meanwhile) above the form
		refusal: (error) => ({ field: error.field === 'password' ? 'newPassword' : null, status: 400 }),
		run: async ({ newPassword }) => {
			if (!draft.services?.length || !draft.personal) return go('oficio', draft)
			const { personal, services, uploadsId } = draft
			const user = await registerCraftsman(
				{
					...personal,
					password: newPassword,
					serviceIds: services,
					documents: documents.map(({ type, url }) => ({ type, url })),
					uploadsDraftId: uploadsId,
				},
				{ clientIp },
			)
			await startEmailVerification(user)
			// The new craftsman lands on what happens next, not on the client home page
			return redirect(`/registrarse?paso=${REGISTERED_STEP}`, {
				headers: { 'Set-Cookie': await clearRegistrationDraft(request) },
			})
		},
	})
}

const DOCUMENT_FIELDS = ['craft_card', 'trade_licence']
