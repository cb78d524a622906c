import { expect, test } from 'vitest'
import { offerMoveFor } from './offers.policy.ts'

const offer = { craftsmanId: 'craftsman', job: { ownerId: 'client' } }

test("the bidder may only withdraw; the job's client may only accept or reject; nobody else anything", () => {
	expect(offerMoveFor('craftsman', offer, 'withdrawn')).toBe('withdraw')
	expect(offerMoveFor('craftsman', offer, 'accepted')).toBeNull()
	expect(offerMoveFor('craftsman', offer, 'rejected')).toBeNull()
	expect(offerMoveFor('client', offer, 'accepted')).toBe('accept')
	expect(offerMoveFor('client', offer, 'rejected')).toBe('reject')
	expect(offerMoveFor('client', offer, 'withdrawn')).toBeNull()
	for (const to of ['completed', 'pending', 'open', 'anything']) {
		expect(offerMoveFor('client', offer, to)).toBeNull()
		expect(offerMoveFor('craftsman', offer, to)).toBeNull()
	}
	for (const to of ['withdrawn', 'accepted', 'rejected']) expect(offerMoveFor('stranger', offer, to)).toBeNull()
})
