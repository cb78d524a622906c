import { type ReactNode } from 'react'
import { LEGAL_LAST_UPDATED } from '#app/models/legal/company.ts'

/** The frame of the four legal pages: title, last update and the text. */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
	return (
		<article className="container section pages-prose legal-page">
			<h1>{title}</h1>
			<p className="pages-prose__updated">Última actualización: {LEGAL_LAST_UPDATED}</p>
			{children}
		</article>
	)
}
