import { Link } from '@remix-run/react'

export const RESPONSE_TIME_HELP = '/ayuda/tiempo-de-respuesta'

/** «Suele responder en menos de 2 horas», linked to the published formula. */
export function ResponseTimeNote({ label }: { label: string | null }) {
	if (!label) return null
	return (
		<p className="response-time" data-testid="tiempo-de-respuesta">
			<span aria-hidden="true">⏱</span> {label}{' '}
			<Link to={RESPONSE_TIME_HELP} className="response-time__help">
				(cómo lo calculamos)
			</Link>
		</p>
	)
}
