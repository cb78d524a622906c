import { EmailButton, renderEmail, renderText } from '../layout.server.tsx'

/** `choosePassword`: the account has no password yet; after confirming, the same link asks for one. */
export function verifyEmailMessage({
	name,
	link,
	choosePassword = false,
}: {
	name: string
	link: string
	choosePassword?: boolean
}) {
	const subject = choosePassword
		? 'Confirma tu correo y elige tu contraseña en Reformas'
		: 'Confirma tu correo electrónico en Reformas'
	const intro = choosePassword
		? 'Gracias por registrarte. Confirma que esta dirección de correo es tuya; después elegirás la contraseña con la que entrarás en tu cuenta.'
		: 'Gracias por registrarte. Confirma que esta dirección de correo es tuya para activar tu cuenta.'
	const html = renderEmail(
		subject,
		<>
			<p>Hola, {name}:</p>
			<p>{intro}</p>
			<EmailButton href={link}>{choosePassword ? 'Confirmar y elegir contraseña' : 'Confirmar mi correo'}</EmailButton>
			<p>Si el botón no funciona, copia este enlace en tu navegador:</p>
			<p style={{ wordBreak: 'break-all' }}>{link}</p>
			<p>
				El enlace caduca en 24 horas y solo se puede usar una vez. Si no te has registrado en Reformas, ignora este
				correo.
			</p>
		</>,
	)
	const text = renderText([
		`Hola, ${name}:`,
		'',
		`${intro.slice(0, -1)}:`,
		link,
		'',
		'El enlace caduca en 24 horas y solo se puede usar una vez. Si no te has registrado en Reformas, ignora este correo.',
	])
	return { subject, html, text }
}
