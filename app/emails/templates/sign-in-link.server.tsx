import { EmailButton, renderEmail, renderText } from '../layout.server.tsx'

export function signInLinkMessage({ name, link }: { name: string; link: string }) {
	const subject = 'Tu enlace para entrar en Reformas'
	const html = renderEmail(
		subject,
		<>
			<p>Hola, {name}:</p>
			<p>Has escrito tu correo para publicar un trabajo. Entra en tu cuenta con este enlace:</p>
			<EmailButton href={link}>Entrar en Reformas</EmailButton>
			<p>Si el botón no funciona, copia este enlace en tu navegador:</p>
			<p style={{ wordBreak: 'break-all' }}>{link}</p>
			<p>
				El enlace caduca en 15 minutos y solo se puede usar una vez. Después podrás crear una contraseña. Si no has sido
				tú, ignora este correo.
			</p>
		</>,
	)
	const text = renderText([
		`Hola, ${name}:`,
		'',
		'Has escrito tu correo para publicar un trabajo. Entra en tu cuenta con este enlace:',
		link,
		'',
		'El enlace caduca en 15 minutos y solo se puede usar una vez. Después podrás crear una contraseña. Si no has sido tú, ignora este correo.',
	])
	return { subject, html, text }
}
