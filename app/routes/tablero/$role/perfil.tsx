import { type SubmissionResult } from '@conform-to/react'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { PersonalDataForm } from '#app/components/profile/personal-data-form.tsx'
import { requireRole } from '#app/models/auth/guards.server.ts'
import { searchPlaces } from '#app/models/postal-codes/postal-codes.server.ts'
import { readPageUploadForm } from '#app/models/uploads/upload-form.server.ts'
import { getUserProfile } from '#app/models/users/users.server.ts'
import { submitPersonal } from './editarperfil.server.ts'
import { paths } from '#app/lib/paths.ts'

export const meta: MetaFunction = () => [{ title: 'Mi perfil · Reformas' }]

/** /tablero/cliente/perfil: the client's personal data (not the email). */
export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireRole(request, 'cliente')
	const person = await getUserProfile(user.id)
	return { person, places: person.postalCode ? await searchPlaces(person.postalCode.code, 40) : [] }
}

export async function action({ request }: ActionFunctionArgs) {
	const user = await requireRole(request, 'cliente')
	// the profile editor's personal form, read as the editor reads it (submitPersonal completes the
	// place before the door parses it)
	const { form, error } = await readPageUploadForm(request)
	if (!form) return data({ intent: 'upload', uploadError: error }, { status: 400 })
	return submitPersonal(request, form, { userId: user.id, craftsman: false })
}

type ActionData =
	| {
			result?: SubmissionResult<string[]>
			places?: Array<{ id: number; code: string; placeName: string; province: string }>
	  }
	| undefined

export default function ClientProfileRoute() {
	const { person, places } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>() as ActionData
	return (
		<section className="narrow stack">
			<h1>Mi perfil</h1>
			<PersonalDataForm
				craftsman={false}
				email={person.email}
				defaults={{
					name: person.name,
					lastName: person.lastName,
					phone: person.phone,
					streetAddress: person.streetAddress,
					zipCode: person.postalCode?.code ?? '',
					postalCodeId: person.postalCode?.id ?? null,
				}}
				places={actionData?.places ?? places}
				lastResult={actionData?.result}
			/>
			<p>
				<Link to={paths.account('cliente')}>Descargar mis datos o eliminar mi cuenta</Link>
			</p>
		</section>
	)
}
