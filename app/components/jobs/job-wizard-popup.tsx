import { Link } from '@remix-run/react'
import { lazy, type ReactNode, Suspense, useState } from 'react'
import { createPortal } from 'react-dom'

// The popup, zod and conform load on first use (~40 kB gzip every page with a
// «publicar» link used to download); hovering or focusing the link starts the download early.
const loadWizardDialog = () => import('./job-wizard-dialog.tsx')
const JobWizardPopup = lazy(loadWizardDialog)
function preloadWizard() {
	void loadWizardDialog()
}

/**
 * The job wizard as a popup (spec 001 §2): with JavaScript, an entry point opens it over the
 * current page, with the trade preselected when there is one. It runs the /publicartrabajo
 * route's own loader and action through fetchers; without JavaScript the same link simply opens
 * that page.
 */
export function JobWizardLink({
	serviceSlug,
	craftsmanSlug,
	className,
	children,
	text,
}: {
	serviceSlug?: string
	/** what the visitor typed in a search: the start of the job's description */
	text?: string
	/** a direct request to this craftsman */
	craftsmanSlug?: string
	className?: string
	children: ReactNode
}) {
	const href = wizardHref({ serviceSlug, craftsmanSlug, text })
	const [open, setOpen] = useState(false)
	return (
		<>
			<Link
				to={href}
				className={className}
				onPointerEnter={preloadWizard}
				onFocus={preloadWizard}
				onClick={(event) => {
					event.preventDefault()
					setOpen(true)
				}}
			>
				{children}
			</Link>
			{open
				? // a portal, so the popup's forms are never inside the form around the link (the
					// hero search); React still bubbles events along its own tree, so submits stop here.
					createPortal(
						<div onSubmit={(event) => event.stopPropagation()}>
							<Suspense fallback={<LoadingNotice />}>
								<JobWizardPopup
									start={`${href}${href.includes('?') ? '&' : '?'}popup=1`}
									onClose={() => setOpen(false)}
								/>
							</Suspense>
						</div>,
						document.body,
					)
				: null}
		</>
	)
}

/** The wizard's address for a trade, a direct request and the words typed in a search. */
export function wizardHref({
	serviceSlug,
	craftsmanSlug,
	text,
}: {
	serviceSlug?: string
	craftsmanSlug?: string
	text?: string | null
}) {
	if (!serviceSlug) return '/publicartrabajo'
	const params = new URLSearchParams({ servicio: serviceSlug })
	if (craftsmanSlug) params.set('para', craftsmanSlug)
	const words = text?.trim().slice(0, 200)
	if (words) params.set('texto', words)
	return `/publicartrabajo?${params}`
}

/** Shown while the popup's code downloads (seconds on a slow connection). */
export function LoadingNotice() {
	return (
		<div className="toast toast--info" role="status">
			Cargando...
		</div>
	)
}
