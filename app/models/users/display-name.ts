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
