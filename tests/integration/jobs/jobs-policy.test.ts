// The pure job rules (issue 12: one place each, tested once).
import { describe, expect, test } from 'vitest'
import { mayViewClientContact } from '#app/models/jobs/jobs.policy.ts'

describe("who sees a client's contact details", () => {
	const owner = { id: 'owner', role: 'cliente' as const }
	test('an admin and the job’s own client always', () => {
		expect(mayViewClientContact({ id: 'a', role: 'admin' }, 'owner', false)).toBe(true)
		expect(mayViewClientContact(owner, 'owner', false)).toBe(true)
	})
	test('a craftsman only when the phone gate lets them call', () => {
		expect(mayViewClientContact({ id: 'c', role: 'oficial' }, 'owner', true)).toBe(true)
		expect(mayViewClientContact({ id: 'c', role: 'oficial' }, 'owner', false)).toBe(false)
	})
	test('nobody else: anonymous visitors and other clients, whatever the gate says', () => {
		expect(mayViewClientContact(null, 'owner', true)).toBe(false)
		expect(mayViewClientContact({ id: 'other', role: 'cliente' }, 'owner', true)).toBe(false)
	})
})
