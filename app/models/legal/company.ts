// The operator's identity as the legal pages and invoices show it (LSSI-CE art. 10, GDPR art. 13).
// The real values come from OPERATOR_* (app/lib/env.server.ts, company.server.ts); these
// placeholders are shown only in development, tests and an explicit demo (OPERATOR_PLACEHOLDERS).
export type Company = {
	legalName: string
	taxId: string
	address: string
	registry: string
	email: string
	privacyEmail: string
	phone: string | null
	website: string
}

export const COMPANY_PLACEHOLDERS: Company = {
	legalName: 'Reformas Plataforma, S.L. [dato del titular]',
	taxId: 'B00000000 [dato del titular]',
	address: 'Calle Ejemplo 1, 28001 Madrid [dato del titular]',
	registry: 'Registro Mercantil de Madrid, tomo 0, folio 0, hoja M-000000 [dato del titular]',
	email: 'contacto@reformas.example',
	privacyEmail: 'privacidad@reformas.example',
	phone: '+34 900 000 000 [dato del titular]',
	website: 'Reformas',
}

export const LEGAL_LAST_UPDATED = '25 de noviembre de 2026'
