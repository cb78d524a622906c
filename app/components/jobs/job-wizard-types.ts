// The shapes the job wizard's step components share, below all of them (the step imports its
// parts; the parts never import the step).
import { type ComponentType } from 'react'
import { type JobDraftData, type Step } from '#app/models/jobs/job-wizard.schema.ts'

export type WizardStepData = {
	step: Step
	previous: Step | null
	isLast: boolean
	service: { name: string; titles: string[] }
	values: JobDraftData
	postalCodeId: number | null
	places: Array<{ id: number; code: string; placeName: string; province: string }>
	zip: string
	user: { name: string; email: string; zip: string | null } | null
	/** the company a direct request goes to */
	requestedFrom: string | null
	/** a guest's address has opened its accounts for the day: said on the first and email steps */
	accountLimit?: string | null
	/** what similar jobs were accepted for (price guides), on the last step */
	priceHint?: string | null
}

// the page uses Remix's <Form>; the popup passes its fetcher's Form
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- both Form kinds take the same props
export type FormKind = ComponentType<any>
