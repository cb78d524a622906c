// The one rule for telling open feeds that a job changed (spec 000 §7 getPublicEvent): only jobs
// other craftsmen may see. A direct request (openToOthers false) is nobody else's business, so not
// even its id goes to the public room.
import { type PublicEventPush } from '#app/realtime/events.ts'
import { publishPublicEvent } from '#app/realtime/publish.server.ts'

export type AnnouncedJob = { id: string; openToOthers: boolean }

export function announceJobChange(job: AnnouncedJob, action: PublicEventPush['action']) {
	if (job.openToOthers) publishPublicEvent({ type: 'job', action, jobId: job.id })
}
