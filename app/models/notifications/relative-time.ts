// Spec 000 §9: 'hace ...' in minutes under 60 minutes, in hours under 1440, otherwise in days.
export function formatRelativeTime(value: Date | string, now: Date = new Date()) {
	const minutes = Math.max(0, Math.floor((now.getTime() - new Date(value).getTime()) / 60_000))
	if (minutes < 1) return 'hace menos de un minuto'
	if (minutes < 60) return `hace ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`
	if (minutes < 1440) {
		const hours = Math.floor(minutes / 60)
		return `hace ${hours} ${hours === 1 ? 'hora' : 'horas'}`
	}
	const days = Math.floor(minutes / 1440)
	return `hace ${days} ${days === 1 ? 'día' : 'días'}`
}
