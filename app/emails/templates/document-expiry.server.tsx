import { EmailButton, renderEmail, renderText } from '../layout.server.tsx'

/** A verification document expires soon. */
export function documentExpiryEmail({ name, text, link }: { name: string; text: string; link: string }) {
	const subject = 'Un documento de tu verificación caduca pronto'
	const html = renderEmail(
		subject,
		<>
			<p>Hola, {name}:</p>
			<p>{text}.</p>
			<EmailButton href={link}>Ir a mi perfil</EmailButton>
			<p>Si el botón no funciona, copia este enlace en tu navegador:</p>
			<p style={{ wordBreak: 'break-all' }}>{link}</p>
		</>,
	)
	return { subject, html, text: renderText([`Hola, ${name}:`, '', `${text}.`, '', 'Ir a mi perfil:', link]) }
}
