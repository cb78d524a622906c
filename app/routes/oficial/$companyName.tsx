import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { CraftsmanAvatar, Stars, VerificationBadge } from '#app/components/craftsmen/rating.tsx'
import { ResponseTimeNote } from '#app/components/craftsmen/response-time.tsx'
import { RequestQuote } from '#app/components/craftsmen/request-quote.tsx'
import { ReviewReply } from '#app/components/reviews/review-reply.tsx'
import { getEnv } from '#app/lib/env.server.ts'
import { useNonce } from '#app/lib/nonce.tsx'
import { getOptionalUser } from '#app/models/auth/guards.server.ts'
import { getOwnCompanySlug } from '#app/models/craftsmen/profile-edit.server.ts'
import { getPublicProfile, profileStructuredData } from '#app/models/craftsmen/profile.server.ts'
import { WARRANTY_HELP, warrantyStatsLabel } from '#app/models/warranty/warranty-stats.ts'
import { getWarrantyStatsOfProfile } from '#app/models/warranty/warranty-stats.server.ts'
import { formatDate, formatRating, plural, ratingSummary } from '#app/lib/format.ts'
import { fullName } from '#app/models/users/full-name.ts'
import { paths } from '#app/lib/paths.ts'
export { skipAfterPopupStep as shouldRevalidate } from '#app/components/jobs/popup-revalidation.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) =>
	data
		? [
				{ title: `${data.profile.companyName} · Reformas` },
				{
					name: 'description',
					content:
						data.profile.description.slice(0, 160) ||
						`${data.profile.companyName}: servicios, fotos y opiniones de clientes.`,
				},
			]
		: [{ title: 'Perfil no encontrado · Reformas' }]

/** /oficial/{company slug}: the public craftsman profile (spec 001 §2); unknown slugs are 404. */
export async function loader({ params, request }: LoaderFunctionArgs) {
	const [profile, viewer] = await Promise.all([getPublicProfile(params.companyName ?? ''), getOptionalUser(request)])
	if (!profile) throw new Response('Perfil no encontrado', { status: 404 })
	// the craftsman looking at their own profile gets the way back to the editor
	const isOwner = viewer?.role === 'oficial' && (await getOwnCompanySlug(viewer.id)) === profile.companySlug
	const url = `${getEnv().SITE_ORIGIN}/oficial/${profile.companySlug}`
	const warrantyStats = warrantyStatsLabel(await getWarrantyStatsOfProfile(profile.companySlug))
	return {
		isOwner,
		warrantyStats,
		profile: {
			...profile,
			checked: profile.checked.map((item) => ({
				label: item.label,
				checkedAt: item.checkedAt.toISOString(),
				expiresAt: item.expiresAt?.toISOString() ?? null,
			})),
			reviews: profile.reviews.map((review) => ({
				...review,
				createdAt: review.createdAt.toISOString(),
				repliedAt: review.repliedAt?.toISOString() ?? null,
			})),
		},
		// '<' escaped so that no text of the profile can close the script element
		structuredData: JSON.stringify(profileStructuredData(profile, url)).replace(/</g, '\\u003c'),
	}
}

export default function CraftsmanProfileRoute() {
	const { profile, structuredData, isOwner, warrantyStats } = useLoaderData<typeof loader>()
	const nonce = useNonce()
	return (
		<div className="container section profile stack">
			<script
				type="application/ld+json"
				nonce={nonce}
				suppressHydrationWarning
				dangerouslySetInnerHTML={{ __html: structuredData }}
			/>
			{isOwner ? (
				<p className="profile__owner-bar">
					<Link to={paths.craftsmanProfileEdit()} className="button">
						Volver al panel de control
					</Link>
				</p>
			) : null}
			<header className="profile__card">
				<CraftsmanAvatar photo={profile.profilePhoto} name={profile.companyName} size={96} />
				<div className="profile__identity">
					<h1>{profile.companyName}</h1>
					<p className="profile__person">{fullName(profile)}</p>
					{profile.place ? (
						<p>
							<span aria-hidden="true">📍</span> {profile.place.placeName} ({profile.place.code})
						</p>
					) : null}
					<p className="profile__rating">
						<VerificationBadge status={profile.status} />{' '}
						{profile.reviewCount === 0 ? (
							<span className="profile__average">{ratingSummary(0, 0)}</span>
						) : (
							<>
								<Stars rating={profile.avgRating} decorative />{' '}
								{/* the figure once, as text: the stars beside it are only its picture */}
								<span className="profile__average">
									{formatRating(profile.avgRating)} de 5 · {plural(profile.reviewCount, 'opinión', 'opiniones')}
								</span>
							</>
						)}
					</p>
					<ResponseTimeNote label={profile.responseTime} />
					{warrantyStats ? (
						<p className="response-time" data-testid="garantias-atendidas">
							<span aria-hidden="true">🛡️</span> {warrantyStats}{' '}
							<Link to={WARRANTY_HELP} className="response-time__help">
								(cómo lo calculamos)
							</Link>
						</p>
					) : null}
				</div>
				<div className="profile__quote">
					{profile.pausedUntil ? (
						<p className="notice">
							<strong>No disponible hasta el {formatDate(profile.pausedUntil)}</strong>. Mientras tanto no acepta
							solicitudes de presupuesto.
						</p>
					) : (
						<RequestQuote
							services={profile.services}
							companyName={profile.companyName}
							companySlug={profile.companySlug}
						/>
					)}
				</div>
			</header>

			<section aria-labelledby="servicios" className="profile__section">
				<h2 id="servicios">Servicios</h2>
				<ul className="chips">
					{profile.services.map((service) => (
						<li key={service.slug} className="chip">
							<span aria-hidden="true">{service.icon}</span> {service.name}
						</li>
					))}
				</ul>
			</section>

			<section aria-labelledby="sobre" className="profile__section">
				<h2 id="sobre">Sobre nosotros</h2>
				{profile.description ? <p className="profile__description">{profile.description}</p> : null}
				{profile.images.length ? (
					<ul className="photo-carousel" aria-label="Fotos de trabajos">
						{profile.images.map((image, index) => (
							<li key={image}>
								<img
									src={image}
									alt={`Trabajo de ${profile.companyName}, foto ${index + 1}`}
									width={480}
									height={360}
									loading="lazy"
								/>
							</li>
						))}
					</ul>
				) : (
					<p className="empty-state">Esta empresa aún no ha subido fotos de sus trabajos.</p>
				)}
			</section>

			{profile.checked.length ? (
				<section aria-labelledby="comprobado" className="profile__section">
					<h2 id="comprobado">Qué hemos comprobado</h2>
					<ul className="checked-items" data-testid="que-hemos-comprobado">
						{profile.checked.map((item) => (
							<li key={item.label}>
								<span aria-hidden="true">✓</span> {item.label}: comprobado el{' '}
								<time dateTime={item.checkedAt}>{formatDate(new Date(item.checkedAt))}</time>
								{item.expiresAt ? (
									<>
										, válido hasta el <time dateTime={item.expiresAt}>{formatDate(new Date(item.expiresAt))}</time>
									</>
								) : null}
							</li>
						))}
					</ul>
				</section>
			) : null}

			<section aria-labelledby="opiniones" className="profile__section">
				<h2 id="opiniones">Opiniones de clientes</h2>
				{profile.reviews.length ? (
					<ul className="reviews">
						{profile.reviews.map((review) => (
							<li key={review.id} id={`opinion-${review.id}`} className="review">
								<Stars rating={review.rating} />
								<p>{review.comment}</p>
								<p className="card__meta">
									<time dateTime={review.createdAt}>{formatDate(new Date(review.createdAt))}</time>
								</p>
								{review.reply ? (
									<ReviewReply companyName={profile.companyName} reply={review.reply} repliedAt={review.repliedAt} />
								) : null}
							</li>
						))}
					</ul>
				) : (
					<p className="field__hint">Todavía no hay opiniones.</p>
				)}
			</section>
		</div>
	)
}
