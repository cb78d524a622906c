// The pure job rules (one place each, tested once).
import { describe, expect, test } from 'vitest'
import { clientContactAccess, mayRevealClientPhone, type ContactFacts } from '#app/models/jobs/jobs.policy.ts'

describe("who sees a client's contact details (spec 001 §1)", () => {
	const facts = (overrides: Partial<ContactFacts> = {}): ContactFacts => ({
		ownerId: 'owner',
		craftsmanMayCall: true,
		contacted: true,
		phoneRevealed: false,
		...overrides,
	})
	const craftsman = { id: 'c', role: 'oficial' as const }

	test('an admin and the job’s own client see everything, whatever the other facts say', () => {
		const nothing = facts({ craftsmanMayCall: false, contacted: false })
		expect(clientContactAccess({ id: 'a', role: 'admin' }, nothing)).toBe('phone')
		expect(clientContactAccess({ id: 'owner', role: 'cliente' }, nothing)).toBe('phone')
	})

	test('a craftsman past the gate who contacted the client: name and email, the phone once revealed', () => {
		expect(clientContactAccess(craftsman, facts())).toBe('contact')
		expect(clientContactAccess(craftsman, facts({ phoneRevealed: true }))).toBe('phone')
		expect(mayRevealClientPhone(craftsman, facts())).toBe(true)
	})

	test('a craftsman who has not contacted the client, or does not pass the gate, sees nothing and may not reveal', () => {
		for (const other of [facts({ contacted: false }), facts({ craftsmanMayCall: false })]) {
			expect(clientContactAccess(craftsman, other)).toBe('none')
			expect(clientContactAccess(craftsman, { ...other, phoneRevealed: true })).toBe('none')
			expect(mayRevealClientPhone(craftsman, other)).toBe(false)
		}
	})

	test('nobody else: anonymous visitors and other clients, whatever the facts say', () => {
		expect(clientContactAccess(null, facts({ phoneRevealed: true }))).toBe('none')
		expect(clientContactAccess({ id: 'other', role: 'cliente' }, facts({ phoneRevealed: true }))).toBe('none')
		expect(mayRevealClientPhone({ id: 'other', role: 'cliente' }, facts())).toBe(false)
		expect(mayRevealClientPhone({ id: 'a', role: 'admin' }, facts())).toBe(false)
	})
})
