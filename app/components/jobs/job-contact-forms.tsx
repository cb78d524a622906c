// The lead's two typed forms (a message, an offer with its lines) on first use: the server's HTML is
// the form until the craftsman points at, focuses or types into it, then the live form (zod, conform,
// the lines table, guarantee, upfront share and VAT check) is swapped in with what was typed
// (form-on-first-use.tsx). Until then a submit, «Añadir línea» included, is a plain post that the
// server validates and answers, as without JavaScript.
import { formOnFirstUse } from '#app/components/ui/form-on-first-use.tsx'
import { OfferForm as LiveOfferForm } from '#app/components/offers/offer-form.tsx'
import { JobMessageForm as LiveMessageForm } from './job-message-form.tsx'

export const OfferForm = formOnFirstUse(import.meta.env.SSR ? LiveOfferForm : null, () =>
	import('#app/components/offers/offer-form.tsx').then((module) => module.OfferForm),
)

export const JobMessageForm = formOnFirstUse(import.meta.env.SSR ? LiveMessageForm : null, () =>
	import('./job-message-form.tsx').then((module) => module.JobMessageForm),
)
