import { EmailButton, renderEmail, renderText } from '../layout.server.tsx'

const EXCERPT_LENGTH = 300

export function newMessageEmail({
	name,
	senderName,
	text,
	link,
	throttleMinutes,
}: {
	name: string
	senderName: string
	text: string
	link: string
	throttleMinutes: number
}) {
	const subject = `Nuevo mensaje de ${senderName} en Reformas`
	const excerpt = text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH).trimEnd()}…` : text
	const quiet = `Mientras no estés conectado, te avisaremos como mucho una vez cada ${throttleMinutes} minutos por conversación.`
	const html = renderEmail(
		subject,
		<>
			<p>Hola, {name}:</p>
			<p>{senderName} te ha escrito:</p>
			<blockquote
				style={{ margin: '16px 0', padding: '8px 16px', borderLeft: '4px solid #e7e5e4', whiteSpace: 'pre-wrap' }}
			>
				{excerpt}
			</blockquote>
			<EmailButton href={link}>Leer y responder</EmailButton>
			<p>Si el botón no funciona, copia este enlace en tu navegador:</p>
			<p style={{ wordBreak: 'break-all' }}>{link}</p>
			<p style={{ fontSize: '13px', color: '#78716c' }}>{quiet}</p>
		</>,
	)
	const plain = renderText([
		`Hola, ${name}:`,
		'',
		`${senderName} te ha escrito:`,
		'',
		excerpt,
		'',
		'Lee y responde aquí:',
		link,
		'',
		quiet,
	])
	return { subject, html, text: plain }
}
