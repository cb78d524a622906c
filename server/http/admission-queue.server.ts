// The admission queue's logic, apart from HTTP so that tests drive it with a fake clock
// (admission.server/web.ts mounts it). At most `maxInFlight` requests are served at once; the rest
// wait in a short queue, each for at most `maxQueueMs` (a burst is served a little later instead
// of refused; a sustained overload is refused by how long it waited, not by how many arrived),
// and at most `maxQueued` of them. Fair across clients: a freed slot goes to the waiting client
// holding the fewest slots, and a full queue drops from the client with the longest line, so one
// address with many connections cannot starve another. Alone, a client may use every slot.

export type RefusalReason = 'full' | 'wait'

export type Ticket = {
	/** who asked: the client's address (or group of addresses) */
	client: string
	/** when it arrived, on the queue's clock */
	at: number
	/** given a slot: serve it (the slot is held until `done(client)`) */
	admit: () => void
	/** not served: answer the refusal */
	refuse: (reason: RefusalReason) => void
}

export type QueueLimits = { maxInFlight: number; maxQueued: number; maxQueueMs: number }

export type AdmissionQueue = ReturnType<typeof createAdmissionQueue>

export function createAdmissionQueue(limits: QueueLimits, now: () => number = () => performance.now()) {
	let inFlight = 0
	let queued = 0
	const held = new Map<string, number>()
	const waiting = new Map<string, Ticket[]>()

	function hold(client: string) {
		inFlight++
		held.set(client, (held.get(client) ?? 0) + 1)
	}
	function start(ticket: Ticket) {
		hold(ticket.client)
		ticket.admit()
	}
	function removeHead(client: string, line: Ticket[]) {
		const ticket = line.shift()!
		queued--
		if (!line.length) waiting.delete(client)
		return ticket
	}
	/** the waiting client holding the fewest slots; among equals, the one waiting longest */
	function nextClient() {
		let best: [string, Ticket[]] | undefined
		for (const entry of waiting) {
			if (!best) {
				best = entry
				continue
			}
			const [client, line] = entry
			const heldBy = held.get(client) ?? 0
			const bestHeld = held.get(best[0]) ?? 0
			if (heldBy < bestHeld || (heldBy === bestHeld && line[0]!.at < best[1][0]!.at)) best = entry
		}
		return best
	}
	function longestLine() {
		let longest: [string, Ticket[]] | undefined
		for (const entry of waiting) if (!longest || entry[1].length > longest[1].length) longest = entry
		return longest
	}
	/** refuses every request that has waited longer than allowed */
	function sweep() {
		const oldest = now() - limits.maxQueueMs
		for (const [client, line] of waiting) {
			while (line.length && line[0]!.at < oldest) removeHead(client, line).refuse('wait')
		}
	}
	function fill() {
		sweep()
		while (inFlight < limits.maxInFlight && queued > 0) {
			const [client, line] = nextClient()!
			start(removeHead(client, line))
		}
	}

	return {
		/** a new request: served now, queued, or refused (a full queue) */
		offer(ticket: Ticket) {
			if (inFlight < limits.maxInFlight && queued === 0) return start(ticket)
			if (queued >= limits.maxQueued) {
				const longest = longestLine()
				const own = waiting.get(ticket.client)?.length ?? 0
				// the newcomer's own line is the longest (or nobody waits): it is the one refused
				if (!longest || own >= longest[1].length) return ticket.refuse('full')
				removeHead(longest[0], longest[1]).refuse('full')
			}
			const line = waiting.get(ticket.client)
			if (line) line.push(ticket)
			else waiting.set(ticket.client, [ticket])
			queued++
		},
		/** whether a request would be served at once (a slot free, nobody waiting) */
		idle: () => inFlight < limits.maxInFlight && queued === 0,
		/** counts a request already served (one admitted before its body was in) as holding a slot */
		hold,
		/** a served request finished: its slot goes to the next in line */
		done(client: string) {
			inFlight--
			const count = (held.get(client) ?? 1) - 1
			if (count > 0) held.set(client, count)
			else held.delete(client)
			fill()
		},
		/** a waiting request whose client left: out of the line, unanswered */
		cancel(ticket: Ticket) {
			const line = waiting.get(ticket.client)
			const index = line?.indexOf(ticket) ?? -1
			if (index < 0) return
			line!.splice(index, 1)
			queued--
			if (!line!.length) waiting.delete(ticket.client)
		},
		/** refuses those that waited too long; called on a timer (and whenever a slot frees) */
		sweep: fill,
		stats: () => ({ inFlight, queued, clients: new Set([...held.keys(), ...waiting.keys()]).size }),
		heldBy: (client: string) => held.get(client) ?? 0,
		/** whether a client has a request served or waiting: it already has its share of a busy instance */
		busy: (client: string) => held.has(client) || waiting.has(client),
	}
}
