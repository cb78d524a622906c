import { EmailButton, renderEmail, renderText } from '../layout.server.tsx'

export function resetPasswordMessage({ name, link }: { name: string; link: string }) {
	const subject = 'Restablece tu contraseña de Reformas'
	const html = renderEmail(
		subject,
		<>
			<p>Hola, {name}:</p>
			<p>Hemos recibido una solicitud para restablecer la contraseña de tu cuenta.</p>
			<EmailButton href={link}>Crear una contraseña nueva</EmailButton>
			<p>Si el botón no funciona, copia este enlace en tu navegador:</p>
			<p style={{ wordBreak: 'break-all' }}>{link}</p>
			<p>
				El enlace caduca en 1 hora y solo se puede usar una vez. Si no lo has pedido tú, ignora este correo: tu
				contraseña no cambiará.
			</p>
		</>,
	)
	const text = renderText([
		`Hola, ${name}:`,
		'',
		'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta. Crea una contraseña nueva aquí:',
		link,
		'',
		'El enlace caduca en 1 hora y solo se puede usar una vez. Si no lo has pedido tú, ignora este correo: tu contraseña no cambiará.',
	])
	return { subject, html, text }
}
