import { EmailButton, renderEmail, renderText } from '../layout.server.tsx'

/** Sent after every password change or reset: if it was not the owner, they learn it at once. */
export function passwordChangedMessage({ name, resetLink }: { name: string; resetLink: string }) {
	const subject = 'Tu contraseña de Reformas ha cambiado'
	const html = renderEmail(
		subject,
		<>
			<p>Hola, {name}:</p>
			<p>La contraseña de tu cuenta acaba de cambiar y se han cerrado tus otras sesiones.</p>
			<p>Si has sido tú, no tienes que hacer nada. Si no has sido tú, pide una contraseña nueva ahora mismo:</p>
			<EmailButton href={resetLink}>Recuperar mi cuenta</EmailButton>
		</>,
	)
	const text = renderText([
		`Hola, ${name}:`,
		'',
		'La contraseña de tu cuenta acaba de cambiar y se han cerrado tus otras sesiones.',
		'Si has sido tú, no tienes que hacer nada. Si no has sido tú, pide una contraseña nueva ahora mismo:',
		resetLink,
	])
	return { subject, html, text }
}
