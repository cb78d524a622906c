import { type SubmissionResult } from '@conform-to/react'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import {
	CompanyForm as LiveCompanyForm,
	ServicesForm as LiveServicesForm,
} from '#app/components/profile/company-profile-forms.tsx'
import { PersonalDataForm as LivePersonalDataForm } from '#app/components/profile/personal-data-form.tsx'
import { formOnFirstUse } from '#app/components/ui/form-on-first-use.tsx'
import { ErrorList } from '#app/components/ui/forms.tsx'
import { requireRole } from '#app/models/auth/guards.server.ts'
import { documentLabel, PROFILE_DOCUMENT_TYPES } from '#app/models/craftsmen/document-labels.ts'
import { MAX_GALLERY_IMAGES } from '#app/models/craftsmen/profile-limits.ts'
import { getOwnCompanyProfile } from '#app/models/craftsmen/profile-edit.server.ts'
import { searchPlaces } from '#app/models/postal-codes/postal-codes.server.ts'
import { listServices } from '#app/models/services/services.server.ts'
import { getUserProfile } from '#app/models/users/users.server.ts'
import * as submit from './editarperfil.server.ts'
import { readPageUploadForm } from '#app/models/uploads/upload-form.server.ts'
import { paths } from '#app/lib/paths.ts'
import { thumbnailUrl } from '#app/models/uploads/image-urls.ts'

// conform and zod on first use of each form; the uploads are plain posts (docs/decisions/017-page-weight.md)
const CompanyForm = formOnFirstUse(import.meta.env.SSR ? LiveCompanyForm : null, () =>
	import('#app/components/profile/company-profile-forms.tsx').then((module) => module.CompanyForm),
)
const ServicesForm = formOnFirstUse(import.meta.env.SSR ? LiveServicesForm : null, () =>
	import('#app/components/profile/company-profile-forms.tsx').then((module) => module.ServicesForm),
)
const PersonalDataForm = formOnFirstUse(import.meta.env.SSR ? LivePersonalDataForm : null, () =>
	import('#app/components/profile/personal-data-form.tsx').then((module) => module.PersonalDataForm),
)

export const meta: MetaFunction = () => [{ title: 'Editar perfil · Reformas' }]

export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireRole(request, 'oficial')
	const [profile, person, services] = await Promise.all([
		getOwnCompanyProfile(user.id),
		getUserProfile(user.id),
		listServices(),
	])
	return { profile, person, services, places: person.postalCode ? await searchPlaces(person.postalCode.code, 40) : [] }
}

export async function action({ request }: ActionFunctionArgs) {
	const user = await requireRole(request, 'oficial')
	const { form, error } = await readPageUploadForm(request)
	if (!form) return data({ intent: 'upload', uploadError: error }, { status: 400 })
	switch (form.get('section')) {
		case 'company':
			return submit.submitCompany(request, form, user.id)
		case 'services':
			return submit.submitServices(request, form, user.id)
		case 'personal':
			return submit.submitPersonal(request, form, { userId: user.id, craftsman: true })
		case 'gallery':
			return submit.submitGallery(request, form, user.id)
		case 'remove-image':
			return submit.submitRemoveImage(request, form, user.id)
		case 'document':
			return submit.submitDocument(request, form, user.id)
		case 'remove-document':
			return submit.submitRemoveDocument(request, form, user.id)
		case 'photo':
			return submit.submitPhoto(request, form, user.id)
		default:
			return data({ intent: 'upload', uploadError: 'Acción desconocida' }, { status: 400 })
	}
}

type ActionData =
	| {
			intent: string
			result?: SubmissionResult<string[]>
			uploadError?: string
			places?: Array<{ id: number; code: string; placeName: string; province: string }>
	  }
	| undefined

export default function EditProfileRoute() {
	const { profile, person, services, places } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>() as ActionData
	const resultFor = (intent: string) => (actionData?.intent === intent ? actionData.result : undefined)
	const errorFor = (intent: string) => (actionData?.intent === intent ? actionData.uploadError : undefined)
	return (
		<section className="stack profile-edit">
			<h1>Editar perfil</h1>
			<p>
				Estado del perfil: <strong>{profile.status === 'verified' ? 'Verificado' : 'Pendiente de verificación'}</strong>
			</p>
			<ErrorList errors={errorFor('upload') ? [errorFor('upload')!] : null} />

			<section className="profile-edit__section">
				<h2>Empresa</h2>
				<CompanyForm
					defaults={{
						companyName: profile.companyName,
						description: profile.description,
						taxId: profile.taxId ?? '',
						legalName: profile.legalName ?? '',
					}}
					lastResult={resultFor('company')}
				/>
			</section>

			<section className="profile-edit__section">
				<h2>Servicios</h2>
				<ServicesForm
					services={services}
					selected={profile.services.map((item) => item.serviceId)}
					lastResult={resultFor('services')}
				/>
			</section>

			<section className="profile-edit__section">
				<h2>Foto de perfil</h2>
				{person.profilePhoto ? (
					<img
						className="profile-edit__photo"
						src={thumbnailUrl(person.profilePhoto)}
						alt="Tu foto de perfil"
						width={96}
						height={96}
						loading="lazy"
					/>
				) : (
					<p>Aún no tienes foto de perfil.</p>
				)}
				<Form method="post" encType="multipart/form-data" className="stack profile-edit__form">
					<input type="hidden" name="section" value="photo" />
					<div className="field">
						<label htmlFor="profile-photo">Nueva foto (imagen de hasta 20 MB)</label>
						<input id="profile-photo" type="file" name="photo" accept="image/*" />
					</div>
					<ErrorList errors={errorFor('photo') ? [errorFor('photo')!] : null} />
					<button type="submit" className="button">
						Guardar foto
					</button>
				</Form>
			</section>

			<section className="profile-edit__section">
				<h2>Galería de fotos</h2>
				{profile.images.length ? (
					<ul className="profile-edit__thumbs" aria-label="Fotos de la galería">
						{profile.images.map((image, index) => (
							<li key={image}>
								<img
									src={thumbnailUrl(image)}
									alt={`Foto ${index + 1} de la galería`}
									width={160}
									height={120}
									loading="lazy"
								/>
								<Form method="post">
									<input type="hidden" name="section" value="remove-image" />
									<input type="hidden" name="image" value={image} />
									<button type="submit" className="button button--ghost">
										Eliminar foto {index + 1}
									</button>
								</Form>
							</li>
						))}
					</ul>
				) : (
					<p className="empty-state">
						Aún no has subido fotos de tus trabajos. Los clientes eligen antes a quien enseña lo que hace: añade las
						primeras aquí abajo.
					</p>
				)}
				<Form method="post" encType="multipart/form-data" className="stack profile-edit__form">
					<input type="hidden" name="section" value="gallery" />
					<div className="field">
						<label htmlFor="gallery-images">
							Añadir fotos (varias a la vez; cada una de hasta 20 MB; máximo {MAX_GALLERY_IMAGES})
						</label>
						<input id="gallery-images" type="file" name="images" accept="image/*" multiple />
					</div>
					<ErrorList errors={errorFor('gallery') ? [errorFor('gallery')!] : null} />
					<button type="submit" className="button">
						Subir fotos
					</button>
				</Form>
			</section>

			<section className="profile-edit__section">
				<h2>Documentos</h2>
				<p className="field__hint">
					Si añades o eliminas un documento, tu perfil vuelve a revisión hasta que lo verifiquemos de nuevo.
				</p>
				<ul className="profile-edit__thumbs" aria-label="Tus documentos">
					{profile.documents.map((document, index) => (
						<li key={document.id}>
							<figure className="thumb">
								<img
									src={thumbnailUrl(document.url)}
									alt={`${documentLabel(document.type)} ${index + 1}`}
									width={160}
									height={120}
									loading="lazy"
								/>
								{/* written under the photo as well: two documents look alike at this size */}
								<figcaption aria-hidden="true">
									{documentLabel(document.type)} {index + 1}
								</figcaption>
							</figure>
							<Form method="post">
								<input type="hidden" name="section" value="remove-document" />
								<input type="hidden" name="documentId" value={document.id} />
								<button type="submit" className="button button--ghost">
									Eliminar documento {index + 1}
								</button>
							</Form>
						</li>
					))}
				</ul>
				<Form method="post" encType="multipart/form-data" className="stack profile-edit__form">
					<input type="hidden" name="section" value="document" />
					<div className="field">
						<label htmlFor="document-type">Tipo de documento</label>
						<select id="document-type" name="documentType">
							{PROFILE_DOCUMENT_TYPES.map((type) => (
								<option key={type.value} value={type.value}>
									{type.label}
								</option>
							))}
						</select>
					</div>
					<div className="field">
						<label htmlFor="document-file">Documento (imagen de hasta 20 MB)</label>
						<input id="document-file" type="file" name="document" accept="image/*" />
					</div>
					<ErrorList errors={errorFor('document') ? [errorFor('document')!] : null} />
					<button type="submit" className="button">
						Añadir documento
					</button>
				</Form>
			</section>

			<section className="profile-edit__section">
				<h2>Datos personales</h2>
				<PersonalDataForm
					craftsman
					email={person.email}
					defaults={{
						name: person.name,
						lastName: person.lastName,
						phone: person.phone,
						streetAddress: person.streetAddress,
						zipCode: person.postalCode?.code ?? '',
						postalCodeId: person.postalCode?.id ?? null,
					}}
					places={actionData?.intent === 'personal' && actionData.places ? actionData.places : places}
					lastResult={resultFor('personal')}
				/>
				<p>
					<Link to={paths.account('oficial')}>Descargar mis datos o eliminar mi cuenta</Link>
				</p>
			</section>
		</section>
	)
}
