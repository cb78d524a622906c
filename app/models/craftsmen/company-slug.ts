import { normalizeSearchText } from '#app/models/postal-codes/normalize.ts'

/** The company name as it appears in /oficial/{slug}: "Reformas Pérez & Hijos" → "reformas-perez-hijos". */
export function toCompanySlug(companyName: string) {
	return normalizeSearchText(companyName)
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-+|-+$/g, '')
}
