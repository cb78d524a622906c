import { expect, test } from 'vitest'
import { jobTitle } from './job-title.ts'

test('the catalogue title, else the written one, else the trade, else the fallback', () => {
	expect(jobTitle({ serviceTitle: 'Instalar enchufes', otherTitle: null })).toBe('Instalar enchufes')
	expect(jobTitle({ serviceTitle: null, otherTitle: 'Poner un foco' })).toBe('Poner un foco')
	expect(jobTitle({ serviceTitle: '', otherTitle: 'Poner un foco' })).toBe('Poner un foco')
	expect(jobTitle({ serviceTitle: 'Instalar enchufes', otherTitle: 'Poner un foco' })).toBe('Instalar enchufes')
	const untitled = { serviceTitle: null, otherTitle: '', service: { name: 'Electricista' } }
	expect(jobTitle(untitled)).toBe('Electricista')
	expect(jobTitle({ ...untitled, service: null })).toBe('Trabajo')
	expect(jobTitle({ ...untitled, service: null }, 'tu trabajo')).toBe('tu trabajo')
	expect(jobTitle({ ...untitled, service: null }, null)).toBeNull()
})
