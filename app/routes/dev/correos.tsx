// Developers read here the emails written to the outbox. The outbox holds live links (password
// resets, verifications), so the page exists only in development and only while no email leaves.
import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { readOutbox } from '#app/emails/outbox.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { formatDate } from '#app/lib/format.ts'

export const meta: MetaFunction = () => [
	{ title: 'Correos (desarrollo) · Reformas' },
	{ name: 'robots', content: 'noindex' },
]

export async function loader({ request }: LoaderFunctionArgs) {
	const env = getEnv()
	if (env.NODE_ENV !== 'development' || env.RESEND_API_KEY) throw new Response('Not Found', { status: 404 })
	const emails = readOutbox().reverse()
	const selectedId = new URL(request.url).searchParams.get('id')
	return {
		emails: emails.map(({ id, to, subject, createdAt }) => ({ id, to, subject, createdAt })),
		selected: emails.find((email) => email.id === selectedId) ?? null,
	}
}

export default function OutboxRoute() {
	const { emails, selected } = useLoaderData<typeof loader>()
	return (
		<section className="container section">
			<h1>Correos enviados (desarrollo)</h1>
			{selected ? (
				<article className="card">
					<h2>{selected.subject}</h2>
					<p>Para: {selected.to}</p>
					<iframe
						title={`Correo: ${selected.subject}`}
						sandbox=""
						srcDoc={selected.html}
						style={{ width: '100%', height: '32rem', border: 0 }}
					/>
					<h3>Texto</h3>
					<pre style={{ whiteSpace: 'pre-wrap' }}>{selected.text}</pre>
				</article>
			) : null}
			{emails.length === 0 ? (
				<p>No hay correos en la bandeja de salida.</p>
			) : (
				<ul className="cards">
					{emails.map((email) => (
						<li key={email.id} className="card">
							<p className="card__eyebrow">{email.to}</p>
							<h3>
								<Link
									to={`?id=${encodeURIComponent(email.id)}`}
									aria-current={email.id === selected?.id ? 'page' : undefined}
								>
									{email.subject}
								</Link>
							</h3>
							<p className="card__meta">{formatDate(new Date(email.createdAt), 'dateTimeSeconds')}</p>
						</li>
					))}
				</ul>
			)}
		</section>
	)
}
