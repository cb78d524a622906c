import { Link } from '@remix-run/react'
import { useEffect, useId, useRef, useState } from 'react'
import { JobWizardLink } from '#app/components/jobs/job-wizard-popup.tsx'
import { hyphenate } from '#app/lib/hyphenate.ts'

/**
 * 'Solicitar presupuesto' (spec 001 §2): with JavaScript, a modal 'Elige un servicio' (the spec's «Elija cualquier servicio») lists
 * the craftsman's trades and each opens the job wizard with that trade chosen; without it, a link
 * to the wizard with `preferred` (the trade searched for, or the first one). Either way the wizard
 * gets `para={companySlug}`: the job becomes a direct request to this craftsman.
 */
export function RequestQuote({
	services,
	preferred,
	companyName,
	companySlug,
}: {
	services: Array<{ slug: string; name: string }>
	preferred?: string
	companyName: string
	companySlug: string
}) {
	const dialog = useRef<HTMLDialogElement>(null)
	const [open, setOpen] = useState(false)
	const titleId = useId()
	useEffect(() => {
		if (open) dialog.current?.showModal()
		else dialog.current?.close()
	}, [open])
	const fallback = preferred ?? services[0]?.slug
	if (!fallback) return null
	return (
		<>
			<Link
				to={`/publicartrabajo?servicio=${fallback}&para=${encodeURIComponent(companySlug)}`}
				className="button"
				aria-label={`Solicitar presupuesto a ${companyName}`}
				onClick={(event) => {
					event.preventDefault()
					setOpen(true)
				}}
			>
				Solicitar presupuesto
			</Link>
			<dialog ref={dialog} className="modal" aria-labelledby={titleId} onClose={() => setOpen(false)}>
				<div className="modal__header">
					<h2 id={titleId}>Elige un servicio</h2>
					<button type="button" className="modal__close" onClick={() => setOpen(false)} aria-label="Cerrar">
						×
					</button>
				</div>
				{open ? (
					<ul className="quote-services">
						{services.map((service) => (
							<li key={service.slug}>
								<JobWizardLink serviceSlug={service.slug} craftsmanSlug={companySlug} className="service-tile">
									{hyphenate(service.name)}
								</JobWizardLink>
							</li>
						))}
					</ul>
				) : null}
			</dialog>
		</>
	)
}
