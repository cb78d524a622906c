// The operator's identity for the legal pages (LSSI-CE art. 10, GDPR art. 13). PLACEHOLDERS:
// the operator must replace every value below with its real data before going live.
export const COMPANY = {
	legalName: 'Reformas Plataforma, S.L. [dato del titular]',
	taxId: 'B00000000 [dato del titular]',
	address: 'Calle Ejemplo 1, 28001 Madrid [dato del titular]',
	registry: 'Registro Mercantil de Madrid, tomo 0, folio 0, hoja M-000000 [dato del titular]',
	email: 'contacto@reformas.example',
	privacyEmail: 'privacidad@reformas.example',
	phone: '+34 900 000 000 [dato del titular]',
	website: 'Reformas',
	lastUpdated: '23 de noviembre de 2026',
} as const
