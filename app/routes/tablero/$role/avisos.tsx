import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { z } from 'zod'
import { PushSwitch } from '#app/components/push/push-switch.tsx'
import { ErrorList } from '#app/components/ui/forms.tsx'
import { redirectWithToast, toastRefusal } from '#app/lib/app-error.server.ts'
import { firstError, formAction } from '#app/lib/form-action.server.ts'
import { formatDate } from '#app/lib/format.ts'
import { paths } from '#app/lib/paths.ts'
import { requireUser, type SessionUser } from '#app/models/auth/guards.server.ts'
import { getSessionId } from '#app/models/auth/sessions.server.ts'
import { PUSH_KIND_POLICY, type PushKind } from '#app/models/push/push-kinds.ts'
import {
	PushPreferencesSchema,
	PushSubscriptionFieldSchema,
	PushUnsubscribeSchema,
} from '#app/models/push/push.schema.ts'
import { minuteToTime } from '#app/models/push/quiet-hours.ts'
import {
	deletePushDevice,
	deletePushSubscription,
	getPushPreferences,
	listPushDevices,
	type PushActor,
	savePushPreferences,
	savePushSubscription,
} from '#app/models/push/subscriptions.server.ts'
import { vapidPublicKey } from '#app/models/push/vapid.server.ts'

export const meta: MetaFunction = () => [{ title: 'Avisos en el móvil · Reformas' }]

// what each role can be told about (a client posts jobs and chats; a craftsman hears of leads)
const ROLE_KINDS: Record<string, PushKind[]> = {
	oficial: ['job-alert', 'message', 'offer', 'payment', 'document'],
	cliente: ['message'],
	admin: ['message'],
}

/** The page's session is the sign-in a device subscribed here belongs to (sign-out ends it). */
async function pushActor(request: Request, user: SessionUser): Promise<PushActor> {
	return { userId: user.id, actingAdminId: user.actingAdmin?.id ?? null, sessionId: (await getSessionId(request))! }
}

export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	const [devices, preferences] = await Promise.all([listPushDevices(user.id), getPushPreferences(user.id)])
	return {
		publicKey: vapidPublicKey(),
		// an admin acting as this user sees the page but changes nothing (the pushes would reach them)
		acting: Boolean(user.actingAdmin),
		// the switch says «on» only for a browser whose subscription the server holds for this user
		endpoints: devices.map((device) => device.endpoint),
		kinds: (ROLE_KINDS[user.role] ?? []).map((kind) => ({
			kind,
			label: PUSH_KIND_POLICY[kind].label,
			on: !preferences.optOut.includes(kind),
		})),
		quietStart: minuteToTime(preferences.quietStart),
		quietEnd: minuteToTime(preferences.quietEnd),
		devices: devices.map((device) => ({ id: device.id, service: device.service, since: formatDate(device.createdAt) })),
	}
}

// the switch's fetches, «Quitar» of a device, and the preferences form (the last is the default)
const PushPageSchema = z.discriminatedUnion('intent', [
	PushSubscriptionFieldSchema.extend({ intent: z.literal('subscribe') }),
	PushUnsubscribeSchema.extend({ intent: z.literal('unsubscribe') }),
	// a device's id, cut as it always was: an unknown one is refused by the model
	z.object({
		intent: z.literal('remove-device'),
		id: z
			.string()
			.optional()
			.transform((id) => (id ?? '').slice(0, 40)),
	}),
	PushPreferencesSchema.safeExtend({ intent: z.literal('preferences').optional() }),
])
const isSwitch = (intent: unknown) => intent === 'subscribe' || intent === 'unsubscribe'

export async function action({ request }: ActionFunctionArgs) {
	const user = await requireUser(request)
	const actor = await pushActor(request, user)
	const here = paths.pushSettings(user.role)
	const wanted = ROLE_KINDS[user.role] ?? []
	return formAction(request, {
		schema: PushPageSchema,
		// the switch reads one line; the preferences form its fields
		invalid: (submission, sent) =>
			isSwitch(sent.get('intent'))
				? data({ error: firstError(submission) }, { status: 400 })
				: data({ result: submission.reply() }, { status: 400 }),
		// the switch reads one line; «Quitar» answers with a toast (the preferences settle on their form)
		refused: async (error, { intent }) =>
			intent === 'remove-device' ? toastRefusal(error, here) : data({ error: error.message }, { status: error.status }),
		run: async (value, form) => {
			if (value.intent === 'subscribe' || value.intent === 'unsubscribe') {
				if (value.intent === 'subscribe') await savePushSubscription(actor, value.subscription)
				else await deletePushSubscription(actor, value.endpoint)
				return { ok: true }
			}
			if (value.intent === 'remove-device') {
				await deletePushDevice(actor, value.id)
				return redirectWithToast(here, { type: 'success', text: 'Ese dispositivo ya no recibirá avisos' })
			}
			return form.settle(async () => {
				await savePushPreferences(actor, {
					optOut: wanted.filter((kind) => !value.kinds.includes(kind)),
					quietStart: value.quietStart ?? null,
					quietEnd: value.quietEnd ?? null,
				})
				return redirectWithToast(here, { type: 'success', text: 'Preferencias de avisos guardadas' })
			}, {})
		},
	})
}

export default function PushSettingsRoute() {
	const { publicKey, acting, endpoints, kinds, quietStart, quietEnd, devices } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const [form, fields] = useForm({
		id: 'push-preferences',
		lastResult: actionData && 'result' in actionData ? actionData.result : undefined,
		defaultValue: { quietStart, quietEnd },
		shouldValidate: 'onSubmit',
	})
	return (
		<section className="narrow stack">
			<h1>Avisos en el móvil</h1>
			<section className="stack card" aria-labelledby="este-movil">
				<h2 id="este-movil" className="card__title">
					Este dispositivo
				</h2>
				<p>
					Te avisamos en la pantalla del móvil en cuanto pasa algo importante, aunque no tengas Reformas abierto: quien
					responde primero a un trabajo suele llevárselo. Al activarlos, tu navegador te pedirá permiso para mostrar
					notificaciones. Nunca incluimos los datos de contacto de nadie en un aviso.
				</p>
				<noscript>
					<p className="notice">
						Los avisos en el móvil necesitan JavaScript: solo un script puede pedir al navegador que te avise. Actívalo
						en tu navegador para recibirlos; mientras tanto te seguimos avisando por correo y en Notificaciones.
					</p>
				</noscript>
				{acting ? (
					<p className="notice">
						Mientras actúas como este usuario no puedes activar ni cambiar sus avisos: llegarían a tu dispositivo.
					</p>
				) : (
					<PushSwitch publicKey={publicKey} endpoints={endpoints} />
				)}
			</section>

			<section className="stack card" aria-labelledby="que-avisos">
				<h2 id="que-avisos" className="card__title">
					De qué te avisamos
				</h2>
				<Form method="post" {...getFormProps(form)} className="stack">
					<input type="hidden" name="intent" value="preferences" />
					<fieldset className="stack">
						<legend>Avisos</legend>
						{kinds.map((item) => (
							<label key={item.kind} className="checkbox">
								<input type="checkbox" name="kinds" value={item.kind} defaultChecked={item.on} /> {item.label}
							</label>
						))}
					</fieldset>
					<fieldset className="stack">
						<legend>Horas de silencio (hora de España)</legend>
						<p className="hint">
							Los avisos que lleguen en esas horas te esperan hasta que terminen. Vacías: sin silencio.
						</p>
						<label htmlFor={fields.quietStart.id}>Desde</label>
						<input {...getInputProps(fields.quietStart, { type: 'time' })} />
						<ErrorList id={fields.quietStart.errorId} errors={fields.quietStart.errors} />
						<label htmlFor={fields.quietEnd.id}>Hasta</label>
						<input {...getInputProps(fields.quietEnd, { type: 'time' })} />
						<ErrorList id={fields.quietEnd.errorId} errors={fields.quietEnd.errors} />
					</fieldset>
					<ErrorList id={form.errorId} errors={form.errors} />
					<div className="button-row">
						<button type="submit" className="button">
							Guardar
						</button>
					</div>
				</Form>
			</section>

			{devices.length ? (
				<section className="stack card" aria-labelledby="dispositivos">
					<h2 id="dispositivos" className="card__title">
						Dispositivos con avisos
					</h2>
					<ul className="stack">
						{devices.map((device) => (
							<li key={device.id}>
								<Form method="post" className="button-row">
									<span>
										Desde el {device.since} ({device.service})
									</span>
									<input type="hidden" name="intent" value="remove-device" />
									<input type="hidden" name="id" value={device.id} />
									<button type="submit" className="button button--ghost">
										Quitar
									</button>
								</Form>
							</li>
						))}
					</ul>
				</section>
			) : null}
		</section>
	)
}
