// The states of a queued job (pg-boss) and how «Tareas» names them: shared by the page and the model.
export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'failed', 'cancelled'] as const
export type JobState = (typeof JOB_STATES)[number]

export const JOB_STATE_LABELS: Record<JobState, string> = {
	created: 'En cola',
	retry: 'Por reintentar',
	active: 'En curso',
	completed: 'Hechas',
	failed: 'Fallidas',
	cancelled: 'Canceladas',
}
