// The action of /registrarse, one function per step.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from '@remix-run/node'
import { startEmailVerification } from '#app/models/auth/account.server.ts'
import { clearRegistrationDraft, saveRegistrationDraft } from '#app/models/craftsmen/registration-draft.server.ts'
import {
	DocumentsStep,
	NO_DOCUMENT,
	PersonalStep,
	REGISTERED_STEP,
	type RegistrationDraft,
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
import { tryForm } from '#app/lib/form-action.server.ts'
import { isFindingPlace, placesOfTypedZip } from '#app/components/places/find-place.server.ts'

const go = async (step: string, draft: RegistrationDraft) =>
	redirect(`/registrarse?paso=${step}`, { headers: { 'Set-Cookie': await saveRegistrationDraft(draft) } })

export async function submitServices(form: FormData, draft: RegistrationDraft) {
	const submission = parseWithZod(form, { schema: ServicesStep })
	if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
	return go('datos', { ...draft, services: submission.value.services })
}

export async function submitPersonal(form: FormData, draft: RegistrationDraft, clientIp: string) {
	if (form.get('intent') === 'back') return go('oficio', { ...draft, services: [] }) // spec: 'Atrás' clears the selection
	const places = await placesOfTypedZip(form, 'zipCode')
	// «Buscar» (no JavaScript) only lists the code's places: what was typed comes back, and no field
	// is judged yet (a step not finished is no mistake)
	if (isFindingPlace(form))
		return {
			result: { ...parseWithZod(form, { schema: PersonalStep }).reply({ resetForm: false }), error: {} },
			places,
		}
	await fillOnlyPlace(form, { zip: 'zipCode', place: 'postalCodeId' })
	const submission = parseWithZod(form, { schema: PersonalStep })
	if (submission.status !== 'success') return data({ result: submission.reply(), places }, { status: 400 })
	if (!places.some((place) => place.id === submission.value.postalCodeId)) {
		return data(
			{ result: submission.reply({ fieldErrors: { postalCodeId: ['El código postal es inválido'] } }), places },
			{ status: 400 },
		)
	}
	const personal = submission.value
	const checked = await tryForm(submission, () => assertRegistrable(personal, { clientIp }), {
		status: 400,
		extra: { places },
	})
	if (checked.refused) return checked.refused
	// the documents step records its uploads under this id: made once, before any upload can race
	return go('documentos', { ...draft, personal: submission.value, uploadsId: draft.uploadsId ?? createId() })
}

export async function submitDocuments(
	request: Request,
	read: { form: FormData; error: null } | { form: null; error: string },
	draft: RegistrationDraft,
	clientIp: string,
) {
	const { form } = read
	if (!form) return data({ uploadError: read.error }, { status: 400 })
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
	const submission = parseWithZod(form, { schema: DocumentsStep })
	if (submission.status !== 'success')
		return data({ result: submission.reply({ hideFields: ['newPassword', 'confirmPassword'] }) }, { status: 400 })
	if (!draft.services?.length || !draft.personal) return go('oficio', draft)

	const { newPassword } = submission.value
	const { personal, services, uploadsId } = draft
	const registered = await tryForm(
		submission,
		() =>
			registerCraftsman(
				{
					...personal,
					password: newPassword,
					serviceIds: services,
					documents: documents.map(({ type, url }) => ({ type, url })),
					uploadsDraftId: uploadsId,
				},
				{ clientIp },
			),
		// a refused password shows on its field; anything else (the email taken meanwhile) above the form
		(error) => ({ field: error.field === 'password' ? 'newPassword' : null, status: 400 }),
	)
	if (registered.refused) return registered.refused
	const user = registered.value
	await startEmailVerification(user)
	// The new craftsman lands on what happens next, not on the client home page
	return redirect(`/registrarse?paso=${REGISTERED_STEP}`, {
		headers: { 'Set-Cookie': await clearRegistrationDraft(request) },
	})
}

const DOCUMENT_FIELDS = ['craft_card', 'trade_licence']
