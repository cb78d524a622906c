import { describe, expect, test } from 'vitest'
import { hiringHistoryLabel, leadFactLines } from './lead-facts.ts'

describe('lead facts as Spanish lines', () => {
	test('the five facts, in order, from a hand-made fixture', () => {
		const now = new Date('2026-11-24T12:00:00Z')
		expect(
			leadFactLines(
				{
					postedAt: new Date('2026-11-24T09:30:00Z'),
					offerCount: 2,
					clientEmailVerified: true,
					clientMemberSince: new Date('2025-03-10T10:00:00Z'),
					pastJobs: 3,
					pastJobsHired: 2,
				},
				now,
			),
		).toEqual([
			{ label: 'Publicado', value: 'hace 2 horas' },
			{ label: 'Ofertas hasta ahora', value: '2 de 5 ofertas' },
			{ label: 'Correo del cliente', value: 'Verificado' },
			{ label: 'Cliente desde', value: 'marzo de 2025' },
			{ label: 'Historial del cliente', value: 'Contrató a un profesional en 2 de 3 trabajos anteriores' },
		])
	})

	test('first job, one past job, unverified email', () => {
		expect(hiringHistoryLabel({ pastJobs: 0, pastJobsHired: 0 })).toBe('Es su primer trabajo publicado')
		expect(hiringHistoryLabel({ pastJobs: 1, pastJobsHired: 0 })).toBe(
			'Contrató a un profesional en 0 de 1 trabajo anterior',
		)
		expect(hiringHistoryLabel({ pastJobs: 1200, pastJobsHired: 1000 })).toBe(
			'Contrató a un profesional en 1.000 de 1.200 trabajos anteriores',
		)
	})
})
