import { normalizeSearchText } from '#app/models/postal-codes/normalize.ts'

// Spec 001 §5/§8: the hero's suggestion list shows at most 14 trades, else 'Servicio no encontrado'.
export const MAX_SERVICE_SUGGESTIONS = 14
export const SERVICE_NOT_FOUND = 'Servicio no encontrado'
// The spec's 'Please select a service', in Spanish.
export const SELECT_A_SERVICE = 'Por favor, selecciona un servicio'

export type ServiceOption = { slug: string; name: string; icon?: string }

/**
 * Trades with a word that starts with `query`, ignoring accents and case ("fonta", "FONTANERÍA"
 * and "fontaneria" all find Fontanería). Only word starts (issue 16): «pint» finds Pintores, not
 * Carpinteros. Names that start with the text come first; catalogue order within each group.
 */
export function matchServices<T extends ServiceOption>(
	services: readonly T[],
	query: string,
	limit = MAX_SERVICE_SUGGESTIONS,
): T[] {
	const text = normalizeSearchText(query)
	if (!text) return services.slice(0, limit)
	const ranked: Array<{ service: T; rank: number; index: number }> = []
	services.forEach((service, index) => {
		const name = normalizeSearchText(service.name)
		const rank = name.startsWith(text)
			? 0
			: name.split(/[^\p{L}\p{N}]+/u).some((word) => word.startsWith(text))
				? 1
				: -1
		if (rank >= 0) ranked.push({ service, rank, index })
	})
	return ranked
		.sort((a, b) => a.rank - b.rank || a.index - b.index)
		.slice(0, limit)
		.map((item) => item.service)
}

/** The trade whose name is exactly `query` (accents and case aside), if any. */
export function findServiceByName<T extends ServiceOption>(services: readonly T[], query: string): T | undefined {
	const text = normalizeSearchText(query)
	return text
		? services.find((service) => normalizeSearchText(service.name) === text || service.slug === text)
		: undefined
}
