// What runs on a clock, in Madrid time (pg-boss cron with tz). Times avoid 02:00–03:00, the hour
// that is skipped in March and repeated in October.
import { type JobKind } from './jobs.ts'
import { MADRID_TZ } from './madrid-time.ts'

export type Schedule = { kind: JobKind; cron: string; when: string }

export const SCHEDULES: Schedule[] = [
	{ kind: 'job-alerts-digest', cron: '0 8 * * *', when: 'cada día a las 08:00' },
	{ kind: 'plan-reminders', cron: '15 * * * *', when: 'cada hora, a y cuarto' },
	{ kind: 'pending-orders', cron: '0 10 * * *', when: 'cada día a las 10:00' },
	{ kind: 'purge-expired', cron: '30 4 * * *', when: 'cada día a las 04:30' },
	{ kind: 'undecided-jobs', cron: '45 * * * *', when: 'cada hora, a menos cuarto' },
	{ kind: 'document-expiry', cron: '0 9 * * *', when: 'cada día a las 09:00' },
	{ kind: 'purge-uploads', cron: '20 * * * *', when: 'cada hora, y veinte' },
	{ kind: 'price-stats', cron: '10 5 * * *', when: 'cada día a las 05:10' },
	{ kind: 'lift-pauses', cron: '5 * * * *', when: 'cada hora, y cinco' },
]

export const SCHEDULE_TZ = MADRID_TZ
