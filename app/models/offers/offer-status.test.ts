import { describe, expect, test } from 'vitest'
import {
	hasNextPage,
	isNewOffer,
	NEW_OFFER_MS,
	offerDisplayStatus,
	OFFER_STATUSES,
	offerStatusLabel,
} from './offer-status.ts'

describe('offer status labels (spec 000 §4)', () => {
	test('the dashboard mapping, every stored status', () => {
		expect(Object.fromEntries(OFFER_STATUSES.map((s) => [s, offerStatusLabel(s)]))).toEqual({
			pending: 'pendiente',
			accepted: 'aceptada',
			rejected: 'rechazada',
			completed: 'terminada',
			withdrawn: 'retirada',
			open: 'abierta',
			closed: 'cerrada',
		})
	})
	test("«cerrada» (the spec's «cerca»): an offer turned down because the client closed the job; a choice of another offer stays 'rechazada'", () => {
		expect(offerDisplayStatus('rejected', 'closed')).toBe('closed')
		expect(offerDisplayStatus('rejected', 'assigned')).toBe('rejected')
		expect(offerDisplayStatus('withdrawn', 'closed')).toBe('withdrawn')
		expect(offerDisplayStatus('accepted', 'closed')).toBe('accepted')
	})
	test('an unknown status reads as itself', () => {
		expect(offerStatusLabel('archivada')).toBe('archivada')
	})
})

describe('new marker and next-page rule', () => {
	test('an offer is new for 48 hours', () => {
		const now = new Date('2026-11-23T12:00:00Z')
		expect(isNewOffer(new Date(now.getTime() - NEW_OFFER_MS + 1000), now)).toBe(true)
		expect(isNewOffer(new Date(now.getTime() - NEW_OFFER_MS), now)).toBe(false)
	})
	test('the next page is loaded while currentPage + 1 <= totalPages (spec 000 §9)', () => {
		expect(hasNextPage(1, 2)).toBe(true)
		expect(hasNextPage(2, 2)).toBe(false)
		expect(hasNextPage(1, 1)).toBe(false)
		expect(hasNextPage(1, 0)).toBe(false)
	})
})
