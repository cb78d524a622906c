import { Form } from '@remix-run/react'

/** On every page while an admin acts as someone, with the way back (works without JS). */
export function ActingBanner({ name, email }: { name: string; email: string }) {
	return (
		<div className="acting-banner" role="status">
			<p className="acting-banner__text">
				Estás actuando como <strong>{name}</strong> ({email})
			</p>
			{/* a full page load: every loader, the socket and the menu start again as the admin */}
			<Form method="post" action="/volver-a-mi-cuenta" reloadDocument>
				<button type="submit" className="acting-banner__button">
					Volver a mi cuenta
				</button>
			</Form>
		</div>
	)
}
