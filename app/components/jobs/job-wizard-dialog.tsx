import { useFetcher } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { OverloadNotice } from '#app/components/ui/overload-notice.tsx'
import { TradeChoice } from './trade-choice.tsx'
import { STEP_TITLES } from '#app/models/jobs/job-wizard-steps.ts'
import { type clientLoader as wizardLoader, type action as wizardAction } from '#app/routes/publicartrabajo.tsx'
import { JobWizardStep } from './job-wizard-step.tsx'
import { hyphenate } from '#app/lib/hyphenate.ts'

/**
 * The job wizard popup itself (spec 001 §2), loaded by JobWizardLink on first use: it brings zod
 * and conform, which a page with a «publicar» link should not download until someone publishes.
 */
export default function JobWizardPopup({ start, onClose }: { start: string; onClose: () => void }) {
	const dialog = useRef<HTMLDialogElement>(null)
	const page = useFetcher<typeof wizardLoader>()
	const submit = useFetcher<typeof wizardAction>()
	const [url, setUrl] = useState(start)

	useEffect(() => dialog.current?.showModal(), [])
	useEffect(() => page.load(url), [url]) // eslint-disable-line react-hooks/exhaustive-deps -- load once per step
	// Offline, the step's answer cannot come: the step shown so far stays (never unmounted, so its
	// text stays too) and the next one loads as soon as the network returns.
	const offline = page.data?.view === 'offline'
	const shown = useRef(page.data)
	if (page.data && !offline) shown.current = page.data
	const step = shown.current
	useEffect(() => {
		if (!offline) return
		const resume = () => page.load(url)
		window.addEventListener('online', resume)
		return () => window.removeEventListener('online', resume)
	}, [offline, url]) // eslint-disable-line react-hooks/exhaustive-deps -- page.load is stable enough here
	const started = step?.view === 'next' ? step.next : null
	useEffect(() => {
		if (started) setUrl(started)
	}, [started])
	const answer = submit.data
	useEffect(() => {
		if (!answer || !('view' in answer) || answer.view !== 'next') return
		if (!answer.done) return setUrl(answer.next)
		onClose()
		// Publishing may have signed a new account in: load the next page as a whole document, so
		// every loader (the header's user too) starts from the new session.
		if (answer.next !== '/') window.location.assign(answer.next)
	}, [answer]) // eslint-disable-line react-hooks/exhaustive-deps -- react to each answer once

	return (
		<dialog ref={dialog} className="modal modal--wide" aria-label="Publicar un trabajo" onClose={onClose}>
			<div className="modal__header">
				<p className="wizard__progress">
					{step?.view === 'step'
						? `${step.service.name} · Paso ${step.position} de ${step.total}`
						: 'Publicar un trabajo'}
				</p>
				<button type="button" className="modal__close" onClick={onClose} aria-label="Cerrar">
					×
				</button>
			</div>
			<OverloadNotice />
			{offline ? (
				<p className="notice notice--error" role="alert">
					Sin conexión: lo que has escrito se mantiene. Seguimos en cuanto vuelva la red.{' '}
					<button type="button" className="link-button" onClick={() => page.load(url)}>
						Reintentar
					</button>
				</p>
			) : null}
			{/* the last step stays while the next loads: nothing typed is unmounted, nothing jumps */}
			{!step ? (
				<p role="status">Cargando...</p>
			) : step.view === 'step' ? (
				<div className="wizard stack">
					<h2>{STEP_TITLES[step.step]}</h2>
					<JobWizardStep
						key={step.step}
						data={step}
						actionData={answer && !('view' in answer) ? answer : undefined}
						FormComponent={submit.Form}
						onCancel={onClose}
					/>
				</div>
			) : step.view === 'services' ? (
				<TradeChoice
					services={step.services}
					query=""
					action="/publicartrabajo"
					tile={(service) => (
						<button
							type="button"
							className="service-tile"
							onClick={() => setUrl(`/publicartrabajo?servicio=${service.slug}&popup=1`)}
						>
							<span aria-hidden="true">{service.icon}</span> {hyphenate(service.name)}
						</button>
					)}
				/>
			) : step.view === 'refused' ? (
				<p className="notice notice--error" role="alert">
					{step.message}
				</p>
			) : null}
		</dialog>
	)
}
