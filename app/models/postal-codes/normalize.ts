/** Lower-case and strip accents, so "Cádiz", "CADIZ" and "cadiz" compare equal. */
export function normalizeSearchText(text: string) {
	return text
		.normalize('NFD')
		.replace(/\p{Diacritic}/gu, '')
		.toLowerCase()
		.replace(/\s+/g, ' ')
		.trim()
}
