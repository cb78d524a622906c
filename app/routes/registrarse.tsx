import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { RegistrationStepForm } from '#app/components/craftsmen/registration-step.tsx'
import { TRADE_SEARCH_PARAM } from '#app/components/craftsmen/service-picker.tsx'
import { ServicesStepForm } from '#app/components/craftsmen/services-step-form.tsx'
import { FormOnFirstUse, preloadForm } from '#app/components/ui/form-on-first-use.tsx'
import { accountLimitAnnouncement } from '#app/models/auth/account-limit.server.ts'
import { getOptionalUser } from '#app/models/auth/guards.server.ts'
import { clientIp } from '#app/lib/rate-limit.server.ts'
import { dashboardPath } from '#app/models/auth/roles.ts'
import { readRegistrationDraft } from '#app/models/craftsmen/registration-draft.server.ts'
import { listDraftDocuments } from '#app/models/craftsmen/registration-documents.server.ts'
import { REGISTERED_STEP, REGISTRATION_STEPS, type RegistrationStep } from '#app/models/craftsmen/registration-steps.ts'
import { searchPlaces } from '#app/models/postal-codes/postal-codes.server.ts'
import { listServices } from '#app/models/services/services.server.ts'
import { findTradeIds } from '#app/models/services/trade-filter.ts'
import { submitStep } from './registrarse.server.ts'
import { readPageUploadForm } from '#app/models/uploads/upload-form.server.ts'

export const meta: MetaFunction = () => [
	{ title: 'Regístrate como profesional · Reformas' },
	{
		name: 'description',
		content: 'Registra tu empresa, encuentra trabajos de reformas cerca de ti y envía tus presupuestos.',
	},
]

// zod and conform: loaded on first use of steps 2 and 3
const loadRegistrationStepForm = () =>
	import('#app/components/craftsmen/registration-step.tsx').then((module) => module.RegistrationStepForm)

const STEP_TITLES: Record<RegistrationStep, string> = {
	oficio: '¿Qué servicios ofreces?',
	datos: 'Tus datos y los de tu empresa',
	documentos: 'Documentos y contraseña',
}

/** A step is open once the earlier ones are answered. */
function reachableStep(
	requested: string | null,
	draft: Awaited<ReturnType<typeof readRegistrationDraft>>,
): RegistrationStep {
	if (requested === 'documentos' && draft.personal && draft.services?.length) return 'documentos'
	if ((requested === 'datos' || requested === 'documentos') && draft.services?.length) return 'datos'
	return 'oficio'
}

export async function loader({ request, context }: LoaderFunctionArgs) {
	const user = await getOptionalUser(request)
	if (user) throw redirect(dashboardPath(user.role))
	const params = new URL(request.url).searchParams
	const requested = params.get('paso')
	if (requested === REGISTERED_STEP) return { step: REGISTERED_STEP } as const
	const draft = await readRegistrationDraft(request)
	const step = reachableStep(requested, draft)
	const zip = draft.personal?.zipCode ?? ''
	const services = step === 'oficio' ? await listServices() : []
	// the trades' «Buscar» without JavaScript: a GET of the step's form, with what was ticked
	const query = params.get(TRADE_SEARCH_PARAM)?.slice(0, 80).trim()
	const search = query ? { query, ids: findTradeIds(services, query) } : undefined
	const ticked = query ? params.getAll('services').filter((id) => services.some((service) => service.id === id)) : null
	return {
		step,
		// said before the typing (the services, then the personal details), as the job wizard does
		accountLimit: step === 'documentos' ? null : await accountLimitAnnouncement(clientIp(context)),
		position: REGISTRATION_STEPS.indexOf(step) + 1,
		services,
		search,
		draft: {
			...draft,
			services: ticked ?? draft.services,
			documents: step === 'documentos' ? await listDraftDocuments(draft.uploadsId) : [],
		},
		places: step === 'datos' && /^\d{5}$/.test(zip) ? await searchPlaces(zip, 40) : [],
	}
}

export async function action({ request, context }: ActionFunctionArgs) {
	if (await getOptionalUser(request)) return redirect('/')
	const draft = await readRegistrationDraft(request)
	const step = reachableStep(new URL(request.url).searchParams.get('paso'), draft)
	return submitStep(step, request, await readPageUploadForm(request), draft, clientIp(context))
}

export default function RegisterRoute() {
	const data = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	if (data.step === REGISTERED_STEP) return <Registered />
	return (
		<section className="container narrow section wizard">
			<p className="wizard__progress">Registro de profesionales · Paso {data.position} de 3</p>
			<h1>{STEP_TITLES[data.step]}</h1>
			{data.accountLimit ? (
				<p className="notice" role="status">
					{data.accountLimit} <a href="/iniciar-sesion">Iniciar sesión</a>
				</p>
			) : null}
			{data.step === 'oficio' ? (
				<ServicesStepForm
					services={data.services}
					selected={data.draft.services ?? []}
					search={data.search}
					result={actionData && 'result' in actionData ? actionData.result : undefined}
					onFirstUse={() => void preloadForm(loadRegistrationStepForm)}
				/>
			) : (
				<FormOnFirstUse
					server={import.meta.env.SSR ? RegistrationStepForm : null}
					load={loadRegistrationStepForm}
					props={{ data, actionData }}
				/>
			)}
		</section>
	)
}

/** The end of the registration: what happens next, in order. */
function Registered() {
	return (
		<section className="container narrow section stack">
			<h1>¡Registro enviado!</h1>
			<p>Gracias por registrarte. Esto es lo que pasa ahora:</p>
			<ol className="next-steps">
				<li>
					<strong>Verifica tu correo.</strong> Te hemos enviado un enlace a tu correo electrónico: ábrelo para activar
					tu cuenta y poder iniciar sesión.
				</li>
				<li>
					<strong>Revisamos tus documentos.</strong> Un administrador comprueba tus documentos y verifica tu perfil. Te
					avisaremos por correo y en tu panel.
				</li>
				<li>
					<strong>Elige un plan.</strong> Con el perfil verificado, elige un plan en «Suscripción» para enviar ofertas y
					mensajes a los clientes.
				</li>
			</ol>
			<p>
				<Link to="/iniciar-sesion" className="button">
					Iniciar sesión
				</Link>
			</p>
		</section>
	)
}
