import { fullName } from './full-name.ts'

type NamedUser = { name: string; lastName: string; craftsman: { companyName: string } | null }

/** The name people see: a craftsman's company when there is one, otherwise first and last name. */
export function displayName(user: NamedUser) {
	const person = fullName(user)
	// a deleted account is «Usuario eliminado» in both fields: say it once
	return user.craftsman?.companyName && user.craftsman.companyName !== person
		? `${user.craftsman.companyName} (${person})`
		: person
}

/**
 * How a lock screen names someone (a phone push): the company of a craftsman, which is public,
 * else the first name and the surname's initial («Javier M.»), never the full name.
 */
export function shortName(user: NamedUser) {
	if (user.craftsman?.companyName) return user.craftsman.companyName
	const name = user.name.trim()
	const initial = user.lastName.trim().charAt(0).toLocaleUpperCase('es-ES')
	// a deleted account is «Usuario eliminado» in both fields: say it once
	return initial && user.lastName !== user.name ? `${name} ${initial}.` : name
}
