import { EmailButton, renderEmail, renderText } from '../layout.server.tsx'

export function verifyEmailMessage({ name, link }: { name: string; link: string }) {
	const subject = 'Confirma tu correo electrónico en Reformas'
	const html = renderEmail(
		subject,
		<>
			<p>Hola, {name}:</p>
			<p>Gracias por registrarte. Confirma que esta dirección de correo es tuya para activar tu cuenta.</p>
			<EmailButton href={link}>Confirmar mi correo</EmailButton>
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
		'Gracias por registrarte. Confirma que esta dirección de correo es tuya para activar tu cuenta:',
		link,
		'',
		'El enlace caduca en 24 horas y solo se puede usar una vez. Si no te has registrado en Reformas, ignora este correo.',
	])
	return { subject, html, text }
}
