import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { reviewState } from '#app/components/admin/format.ts'
import { documentLabel } from '#app/models/craftsmen/document-labels.ts'
import { ThumbnailLink } from '#app/components/admin/thumbnail-link.tsx'
import { DocumentDecisionForm } from '#app/components/admin/document-decision.tsx'
import { VerificationDecisionForm as LiveVerificationDecisionForm } from '#app/components/admin/verification-decision-form.tsx'
import { formOnFirstUse } from '#app/components/ui/form-on-first-use.tsx'
import { VerificationDecisionSchema } from '#app/models/admin/admin-actions.schema.ts'
import {
	getCraftsmanForReview,
	refuseCraftsman,
	verifyCraftsman,
	VERIFICATION_MESSAGES,
} from '#app/models/admin/craftsman-verification.server.ts'
import { requireRole } from '#app/models/auth/guards.server.ts'
import { redirectWithToast } from '#app/lib/app-error.server.ts'
import { formAction } from '#app/lib/form-action.server.ts'
import { fullName } from '#app/models/users/full-name.ts'
import { paths } from '#app/lib/paths.ts'
import { formatDate } from '#app/lib/format.ts'

// zod and conform on first use of the decision (docs/decisions/017-page-weight.md)
const VerificationDecisionForm = formOnFirstUse(import.meta.env.SSR ? LiveVerificationDecisionForm : null, () =>
	import('#app/components/admin/verification-decision-form.tsx').then((module) => module.VerificationDecisionForm),
)

export const meta: MetaFunction = () => [{ title: 'Revisar oficial · Reformas' }]

const QUEUE = paths.adminVerifications()

export async function loader({ request, params }: LoaderFunctionArgs) {
	await requireRole(request, 'admin')
	const user = await getCraftsmanForReview(params.userId ?? '')
	if (!user) throw await redirectWithToast(QUEUE, { type: 'error', text: VERIFICATION_MESSAGES.notFound })
	const profile = user.craftsman!
	return {
		craftsman: {
			id: user.id,
			name: fullName(user),
			email: user.email,
			phone: user.phone,
			street: user.streetAddress,
			place: user.postalCode ? `${user.postalCode.code} ${user.postalCode.placeName}` : null,
			createdAt: user.createdAt,
			emailVerified: user.emailVerified,
			blocked: Boolean(user.blockedAt),
			companyName: profile.companyName,
			companySlug: profile.companySlug,
			description: profile.description,
			state: reviewState(profile),
			verifiedAt: profile.verifiedAt,
			refusedReason: profile.refusedReason,
			services: profile.services.map((item) => item.service.name),
			documents: profile.documents,
			images: profile.images,
		},
	}
}

export async function action({ request, params }: ActionFunctionArgs) {
	const admin = await requireRole(request, 'admin')
	const userId = params.userId ?? ''
	return formAction(request, {
		schema: VerificationDecisionSchema,
		run: async (value) => {
			const done =
				value.intent === 'verificar'
					? await verifyCraftsman({ adminId: admin.id, userId })
					: await refuseCraftsman({ adminId: admin.id, userId, reason: value.reason })
			return redirectWithToast(QUEUE, { type: 'success', text: done.message })
		},
	})
}

export default function ReviewCraftsmanRoute() {
	const { craftsman } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const pending = craftsman.state.tone !== 'ok'
	return (
		<section className="stack admin">
			<p>
				<Link to={QUEUE}>← Volver a la cola de verificación</Link>
			</p>
			<div className="admin-item__head">
				<h1>{craftsman.companyName}</h1>
				<span className={`admin-badge admin-badge--${craftsman.state.tone}`}>{craftsman.state.label}</span>
				{craftsman.blocked ? <span className="admin-badge admin-badge--ko">Bloqueado</span> : null}
			</div>
			<dl className="admin-facts card">
				<dt>Contacto</dt>
				<dd>{craftsman.name}</dd>
				<dt>Correo</dt>
				<dd className="admin-break">
					{craftsman.email} {craftsman.emailVerified ? '(confirmado)' : '(sin confirmar)'}
				</dd>
				<dt>Teléfono</dt>
				<dd>{craftsman.phone || '—'}</dd>
				<dt>Dirección</dt>
				<dd>{[craftsman.street, craftsman.place].filter(Boolean).join(', ') || '—'}</dd>
				<dt>Servicios</dt>
				<dd>{craftsman.services.join(', ') || '—'}</dd>
				<dt>Registro</dt>
				<dd>{formatDate(new Date(craftsman.createdAt), 'short')}</dd>
				{craftsman.verifiedAt ? (
					<>
						<dt>Verificado</dt>
						<dd>{formatDate(new Date(craftsman.verifiedAt), 'short')}</dd>
					</>
				) : null}
				{craftsman.refusedReason ? (
					<>
						<dt>Motivo del rechazo</dt>
						<dd>{craftsman.refusedReason}</dd>
					</>
				) : null}
			</dl>
			{craftsman.description ? <p>{craftsman.description}</p> : null}
			<p>
				<Link to={paths.adminUser(craftsman.id)}>Ver la cuenta del usuario</Link>
				{craftsman.state.tone === 'ok' ? (
					<>
						{' '}
						· <Link to={`/oficial/${craftsman.companySlug}`}>Perfil público</Link>
					</>
				) : null}
			</p>

			<h2>Documentos</h2>
			{craftsman.documents.length ? (
				<ul className="admin-thumbs admin-thumbs--large">
					{craftsman.documents.map((doc, index) => (
						<li key={doc.id}>
							<ThumbnailLink url={doc.url} label={`${documentLabel(doc.type)} ${index + 1}`} size="large" />
							<span>
								{documentLabel(doc.type)} · {formatDate(new Date(doc.createdAt), 'short')}
							</span>
							<DocumentDecisionForm userId={craftsman.id} doc={doc} />
						</li>
					))}
				</ul>
			) : (
				<p>No ha subido documentos.</p>
			)}

			<h2>Galería</h2>
			{craftsman.images.length ? (
				<ul className="admin-thumbs">
					{craftsman.images.map((url, index) => (
						<li key={url}>
							<ThumbnailLink url={url} label={`Foto ${index + 1} de la galería`} />
						</li>
					))}
				</ul>
			) : (
				<p>Sin fotos en la galería.</p>
			)}

			{pending ? (
				<div className="admin-decision stack">
					<h2>Decisión</h2>
					<VerificationDecisionForm lastResult={actionData?.result} />
				</div>
			) : (
				<p>Este oficial ya está verificado. Si cambia sus documentos, volverá a esta cola.</p>
			)}
		</section>
	)
}
