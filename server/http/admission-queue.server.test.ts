// The admission queue on a fake clock: a burst waits and is served, a sustained overload is
// refused by how long it waited, and a freed slot goes to the client holding the fewest.
import { expect, test } from 'vitest'
import { clientKey } from '#app/lib/client-key.ts'
import { createAdmissionQueue, type RefusalReason } from './admission-queue.server.ts'

function setup(limits = { maxInFlight: 2, maxQueued: 4, maxQueueMs: 500 }) {
	let clock = 0
	const queue = createAdmissionQueue(limits, () => clock)
	const log: Array<{ id: string; client: string; outcome: 'served' | RefusalReason; at: number }> = []
	let seq = 0
	function ask(client: string) {
		const id = `${client}${++seq}`
		const ticket = {
			client,
			at: clock,
			admit: () => log.push({ id, client, outcome: 'served', at: clock }),
			refuse: (reason: RefusalReason) => log.push({ id, client, outcome: reason, at: clock }),
		}
		queue.offer(ticket)
		return ticket
	}
	const outcomes = (client?: string) =>
		log.filter((entry) => !client || entry.client === client).map((entry) => entry.outcome)
	return {
		queue,
		ask,
		log,
		outcomes,
		advance: (ms: number) => {
			clock += ms
			queue.sweep()
		},
	}
}

test('a burst past the slots waits in line and is served as slots free, in order', () => {
	const { queue, ask, log, advance } = setup()
	for (let i = 0; i < 5; i++) ask('a')
	expect(log.map((entry) => entry.id)).toEqual(['a1', 'a2'])
	expect(queue.stats()).toMatchObject({ inFlight: 2, queued: 3 })
	advance(100)
	queue.done('a')
	advance(100)
	queue.done('a')
	queue.done('a')
	expect(log.map((entry) => `${entry.id}:${entry.outcome}`)).toEqual([
		'a1:served',
		'a2:served',
		'a3:served',
		'a4:served',
		'a5:served',
	])
	expect(queue.stats()).toMatchObject({ inFlight: 2, queued: 0 })
})

test('a request that waited longer than allowed is refused; one that did not is still served', () => {
	const { queue, ask, outcomes, advance } = setup()
	ask('a')
	ask('a')
	ask('a') // waits from 0
	advance(300)
	ask('a') // waits from 300
	advance(201) // the first waited 501 ms
	expect(outcomes()).toEqual(['served', 'served', 'wait'])
	queue.done('a')
	expect(outcomes()).toEqual(['served', 'served', 'wait', 'served'])
})

test('a sustained overload is refused, the queue never grows past its bound, and the slots stay busy', () => {
	const { queue, ask, outcomes, advance } = setup({ maxInFlight: 2, maxQueued: 4, maxQueueMs: 500 })
	// arrivals at 4× what two slots of 100 ms serve, for 10 s
	for (let ms = 0; ms < 10_000; ms += 10) {
		if (ms % 12.5 < 10) ask('a')
		if (ms % 100 === 0 && ms > 0) {
			queue.done('a')
			queue.done('a')
		}
		advance(10)
		expect(queue.stats().queued).toBeLessThanOrEqual(4)
		if (ms >= 20) expect(queue.stats().inFlight).toBe(2)
	}
	const served = outcomes().filter((outcome) => outcome === 'served').length
	// two slots, 100 ms each, 10 s: about 200 served, the rest refused
	expect(served).toBeGreaterThanOrEqual(195)
	expect(served).toBeLessThanOrEqual(206)
	expect(outcomes().filter((outcome) => outcome === 'full').length).toBeGreaterThan(500)
})

test('a freed slot goes to the waiting client holding the fewest: a polite client waits for one slot only', () => {
	const { queue, ask, outcomes } = setup({ maxInFlight: 4, maxQueued: 8, maxQueueMs: 500 })
	for (let i = 0; i < 12; i++) ask('greedy') // 4 served, 8 waiting: the queue is full
	expect(queue.heldBy('greedy')).toBe(4)
	ask('polite') // the queue is full: the greedy client's oldest waiting one makes room
	expect(outcomes('polite')).toEqual([])
	expect(outcomes('greedy').filter((outcome) => outcome === 'full')).toHaveLength(1)
	queue.done('greedy')
	expect(outcomes('polite')).toEqual(['served'])
	expect(queue.heldBy('polite')).toBe(1)
	// the next free slots go back to the greedy client, the only one waiting
	queue.done('greedy')
	expect(queue.heldBy('greedy')).toBe(3)
})

test('under a greedy client with many connections a polite one is almost never refused', () => {
	let clock = 0
	const queue = createAdmissionQueue({ maxInFlight: 16, maxQueued: 128, maxQueueMs: 500 }, () => clock)
	const serving: Array<{ client: string; until: number }> = []
	const count = { greedy: { served: 0, refused: 0, open: 0 }, polite: { served: 0, refused: 0, open: 0 } }
	function ask(client: 'greedy' | 'polite') {
		count[client].open++
		queue.offer({
			client,
			at: clock,
			admit: () => {
				count[client].served++
				serving.push({ client, until: clock + 5 })
			},
			refuse: () => {
				count[client].refused++
				count[client].open--
			},
		})
	}
	// 256 greedy connections (more than the slots and the queue hold) re-sending the moment they
	// are answered, and a polite visitor asking every 50 ms; 5 ms a request
	for (; clock < 20_000; clock++) {
		for (const entry of serving.filter((entry) => entry.until <= clock)) {
			serving.splice(serving.indexOf(entry), 1)
			count[entry.client as 'greedy' | 'polite'].open--
			queue.done(entry.client)
		}
		// a refusal is answered at once, but not in no time: at most 64 re-sends a millisecond
		for (let sent = 0; count.greedy.open < 256 && sent < 64; sent++) ask('greedy')
		if (clock % 50 === 0) ask('polite')
		queue.sweep()
	}
	const polite = count.polite.served + count.polite.refused
	expect(polite).toBeGreaterThan(300)
	expect(count.greedy.refused).toBeGreaterThan(1000)
	expect(count.polite.refused / polite).toBeLessThan(0.05)
})

test('a client that left while waiting is taken out of the line', () => {
	const { queue, ask, outcomes } = setup()
	ask('a')
	ask('a')
	const gone = ask('b')
	ask('c')
	queue.cancel(gone)
	expect(queue.stats().queued).toBe(1)
	queue.done('a')
	expect(outcomes('b')).toEqual([])
	expect(outcomes('c')).toEqual(['served'])
})

test('clients are counted by address, IPv6 by its /64', () => {
	expect(clientKey('203.0.113.7')).toBe('203.0.113.7')
	expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
	expect(clientKey('2001:db8:1:2::1')).toBe(clientKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd'))
	expect(clientKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64')
	expect(clientKey('2001:db8:1:3::1')).not.toBe(clientKey('2001:db8:1:2::1'))
	expect(clientKey('::1')).toBe('0:0:0:0::/64')
	expect(clientKey(undefined)).toBe('unknown')
})
