// One rule for how a person's name reads (first name, then surnames; no stray space when
// the surnames are empty, as for accounts created through the job wizard).
export function fullName(user: { name: string; lastName: string }): string {
	return `${user.name} ${user.lastName}`.trim()
}
