import { Form, useFetcher } from '@remix-run/react'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { JobWizardLink } from '#app/components/jobs/job-wizard-popup.tsx'
import { type SearchableService, type ServiceOption } from '#app/models/services/service-search.ts'
import { SELECT_A_SERVICE, SERVICE_NOT_FOUND } from '#app/models/services/service-search.texts.ts'

type ServiceSearch = typeof import('#app/models/services/service-search.ts')

const BUTTON_LABEL = 'Pedir presupuestos'

/**
 * The hero's service selector (spec 001 §2, §5). With JavaScript: suggestions while typing (the
 * catalogue is fetched once, on first use, so the page itself stays light), and the button opens
 * the job wizard popup with the chosen trade. Without JavaScript it is a GET form that
 * /buscar-servicio answers: the wizard for a clear match, otherwise the matches or a message.
 */
export function HeroSearch({
	initialQuery = '',
	message = null,
	label = '¿Qué servicio necesitas?',
}: {
	initialQuery?: string
	message?: string | null
	label?: string
}) {
	const catalogue = useFetcher<{ services: SearchableService[] }>({ key: 'service-catalogue' })
	const [search, setSearch] = useState<ServiceSearch | null>(null)
	const [query, setQuery] = useState(initialQuery)
	const [picked, setPicked] = useState<ServiceOption | null>(null)
	const [open, setOpen] = useState(false)
	const [active, setActive] = useState(-1)
	const [error, setError] = useState<string | null>(message)
	// the visitor's own words («gotera en el techo»), kept when a trade is picked: the job's description
	const [words, setWords] = useState('')
	const button = useRef<HTMLSpanElement>(null)
	const input = useRef<HTMLInputElement>(null)
	const id = useId()
	const [inputId, listId, errorId] = [`${id}-q`, `${id}-lista`, `${id}-error`]

	// both arrived: until then the server answers a submit, as without JavaScript
	const services = search ? catalogue.data?.services : undefined
	const chosen = picked ?? (search && services ? search.findServiceByName(services, query) : undefined) ?? null
	const typed = query.trim() !== ''
	const found = search && services && typed ? search.searchServices(services, query) : []
	const notFound = Boolean(services && typed && !found.length)
	// nothing matches: the closest trades instead of a dead end
	const suggestions = notFound && search && services ? search.closestServices(services, query) : found
	const listOpen = open && suggestions.length > 0 && !picked

	function loadCatalogue() {
		if (!catalogue.data && catalogue.state === 'idle') catalogue.load('/resources/servicios')
		if (!search) void import('#app/models/services/service-search.ts').then((module) => setSearch(() => module))
	}
	// what a visitor typed before the page's script ran (a slow phone) fires no change: take it up
	useEffect(() => {
		const typedEarly = input.current?.value ?? ''
		if (typedEarly === initialQuery) return
		setQuery(typedEarly)
		setOpen(document.activeElement === input.current)
		loadCatalogue()
		// eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration
	}, [])
	function choose(service: ServiceOption) {
		setWords(search?.wordsBeyondName(service, query) ?? '')
		setPicked(service)
		setQuery(service.name)
		setOpen(false)
		setActive(-1)
		setError(null)
	}
	function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
		if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
			event.preventDefault()
			setOpen(true)
			const step = event.key === 'ArrowDown' ? 1 : -1
			setActive((current) => Math.min(Math.max(current + step, 0), suggestions.length - 1))
		} else if (event.key === 'Enter' && listOpen && active >= 0) {
			event.preventDefault()
			choose(suggestions[active]!)
		} else if (event.key === 'Escape') {
			setOpen(false)
		}
	}

	return (
		<Form
			method="get"
			action="/buscar-servicio"
			className="hero-search"
			role="search"
			onSubmit={(event) => {
				if (chosen) {
					event.preventDefault()
					button.current?.querySelector('a')?.click()
				} else if (!typed || services) {
					// Without a loaded catalogue the server answers instead (a fast Enter on a slow phone).
					event.preventDefault()
					setError(SELECT_A_SERVICE)
				}
			}}
		>
			<label htmlFor={inputId} className="hero-search__label">
				{label}
			</label>
			<div className="hero-search__row">
				<div className="hero-search__field">
					<input
						ref={input}
						id={inputId}
						type="text"
						name="q"
						value={query}
						placeholder="Por ejemplo: fontanería, pintores…"
						autoComplete="off"
						maxLength={60}
						role="combobox"
						aria-autocomplete="list"
						aria-expanded={listOpen}
						aria-controls={listOpen ? listId : undefined}
						aria-activedescendant={listOpen && active >= 0 ? `${listId}-${active}` : undefined}
						aria-invalid={error ? true : undefined}
						aria-describedby={error ? errorId : undefined}
						onFocus={loadCatalogue}
						onBlur={() => setOpen(false)}
						onKeyDown={onKeyDown}
						onChange={(event) => {
							setQuery(event.currentTarget.value)
							setPicked(null)
							setWords('')
							setOpen(true)
							setActive(-1)
							setError(null)
							loadCatalogue()
						}}
					/>
					<input type="hidden" name="servicio" value={chosen?.slug ?? ''} />
					{listOpen ? (
						<ul
							id={listId}
							role="listbox"
							aria-label="Servicios"
							className="hero-search__list"
							onMouseDown={(event) => event.preventDefault()}
						>
							{suggestions.map((service, index) => (
								<li
									key={service.slug}
									id={`${listId}-${index}`}
									role="option"
									aria-selected={index === active}
									className="hero-search__option"
									onClick={() => choose(service)}
								>
									<span aria-hidden="true">{service.icon}</span> {service.name}
								</li>
							))}
						</ul>
					) : null}
					<p role="status" className="hero-search__status">
						{notFound ? `${SERVICE_NOT_FOUND}. Quizá buscas uno de estos:` : ''}
					</p>
				</div>
				<span ref={button} className="hero-search__submit">
					{chosen ? (
						<JobWizardLink
							serviceSlug={chosen.slug}
							text={picked ? words : (search?.wordsBeyondName(chosen, query) ?? undefined)}
							className="button button--large"
						>
							{BUTTON_LABEL}
						</JobWizardLink>
					) : (
						<button type="submit" className="button button--large">
							{BUTTON_LABEL}
						</button>
					)}
				</span>
			</div>
			{error ? (
				<p id={errorId} className="field__errors" role="alert">
					{error}
				</p>
			) : null}
		</Form>
	)
}
