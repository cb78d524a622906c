// The one rule for a job's title. The wizard stores either the catalogue title the client
// picked (serviceTitle) or the one they wrote (otherTitle), never both; an edit keeps that.

export type TitledJob = {
	serviceTitle: string | null
	otherTitle: string | null
	/** the trade, when the caller loaded it: the title of a job that has neither */
	service?: { name: string } | null
}

/**
 * The title a job shows: its catalogue or written title, else its trade's name, else `fallback`
 * (a sentence passes its own words, «tu trabajo»; a list, its reference).
 */
export function jobTitle<F extends string | null = string>(job: TitledJob, fallback: F = 'Trabajo' as F): string | F {
	return job.serviceTitle || job.otherTitle || job.service?.name || fallback
}
