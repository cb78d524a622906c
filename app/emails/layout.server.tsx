import { type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

const ACCENT = '#c2410c'
const FOOTER = 'Reformas · Encuentra profesionales para tu hogar'
const bodyStyle = {
	margin: 0,
	padding: '24px',
	background: '#f5f5f4',
	fontFamily: 'Arial, Helvetica, sans-serif',
	color: '#1c1917',
}
const cardStyle = { maxWidth: '560px', margin: '0 auto', background: '#ffffff', borderRadius: '10px' }
const buttonStyle = {
	display: 'inline-block',
	background: ACCENT,
	color: '#ffffff',
	padding: '12px 20px',
	borderRadius: '8px',
	textDecoration: 'none',
	fontWeight: 700,
}

/** A simple, inline-styled HTML email (email clients ignore stylesheets). */
export function renderEmail(title: string, body: ReactNode) {
	return `<!DOCTYPE html>${renderToStaticMarkup(
		<html lang="es">
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<title>{title}</title>
			</head>
			<body style={bodyStyle}>
				<table role="presentation" width="100%" style={cardStyle}>
					<tbody>
						<tr>
							<td style={{ padding: '24px', fontSize: '16px', lineHeight: 1.5 }}>
								<p style={{ fontSize: '22px', fontWeight: 700, color: ACCENT, margin: '0 0 16px' }}>Reformas</p>
								{body}
								<p style={{ fontSize: '13px', color: '#78716c', marginTop: '32px' }}>{FOOTER}</p>
							</td>
						</tr>
					</tbody>
				</table>
			</body>
		</html>,
	)}`
}

export function EmailButton({ href, children }: { href: string; children: ReactNode }) {
	return (
		<p style={{ margin: '24px 0' }}>
			<a href={href} style={buttonStyle}>
				{children}
			</a>
		</p>
	)
}

/** The plain-text version: the given paragraphs, then the same footer as the HTML. */
export function renderText(lines: string[]) {
	return [...lines, '', '--', FOOTER].join('\n')
}
