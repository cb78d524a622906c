import { describe, expect, test } from 'vitest'
import { daysRemaining, formatEuros, formatIban, planLabel } from './plan-labels.ts'

const now = new Date('2026-11-23T10:00:00Z')
const inDays = (d: number) => new Date(now.getTime() + d * 86_400_000)

describe('daysRemaining', () => {
	test('is the end date minus now in days, rounded up', () => {
		expect(daysRemaining(inDays(30), now)).toBe(30)
		expect(daysRemaining(inDays(29.01), now)).toBe(30)
		expect(daysRemaining(inDays(0.001), now)).toBe(1)
		expect(daysRemaining(new Date(now.getTime() + 1), now)).toBe(1)
		expect(daysRemaining(inDays(1), now)).toBe(1)
	})
	test('never goes below 0, and no end date is 0', () => {
		expect(daysRemaining(now, now)).toBe(0)
		expect(daysRemaining(inDays(-3), now)).toBe(0)
		expect(daysRemaining(null, now)).toBe(0)
		expect(daysRemaining(inDays(2).toISOString(), now)).toBe(2)
	})
})

describe('planLabel', () => {
	const active = { hasPendingOrder: false, status: 'active' as const, paymentStatus: 'paid' as const }
	test.each([
		[0, 'Pedir'],
		[1, 'Activo'],
		[29, 'Activo'],
		[30, 'Mejorar'],
		[31, 'Activo'],
		[365, 'Activo'],
	])('an active plan with %i days remaining shows %s', (days, label) => {
		expect(planLabel({ ...active, daysRemaining: days })).toBe(label)
	})

	test('a pending order wins over everything', () => {
		expect(planLabel({ ...active, hasPendingOrder: true, daysRemaining: 0 })).toBe('Pendiente')
		expect(planLabel({ ...active, hasPendingOrder: true, daysRemaining: 30 })).toBe('Pendiente')
		expect(planLabel({ hasPendingOrder: true, daysRemaining: 0 })).toBe('Pendiente')
	})

	test('an expired plan shows Pedir once its days are over, Expirado if ended early', () => {
		expect(planLabel({ hasPendingOrder: false, daysRemaining: 0, status: 'expired', paymentStatus: 'paid' })).toBe(
			'Pedir',
		)
		expect(planLabel({ hasPendingOrder: false, daysRemaining: 12, status: 'expired', paymentStatus: 'paid' })).toBe(
			'Expirado',
		)
	})

	test('otherwise the payment status', () => {
		expect(
			planLabel({ hasPendingOrder: false, daysRemaining: 5, status: 'cancelled', paymentStatus: 'cancelled' }),
		).toBe('Cancelado')
		expect(planLabel({ hasPendingOrder: false, daysRemaining: 0 })).toBe('Pedir')
	})
})

test('euros and IBAN are shown the Spanish way', () => {
	expect(formatEuros(7900).replace(/\s/g, ' ')).toBe('79,00 €')
	expect(formatIban('ES9121000418450200051332')).toBe('ES91 2100 0418 4502 0005 1332')
})
