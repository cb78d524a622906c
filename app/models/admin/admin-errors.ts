// A refused admin action (wrong state, unknown target, bad input the schema cannot see), with the
// HTTP status /api answers with; pages show the same Spanish message.
export class AdminActionRefused extends Error {
	constructor(
		message: string,
		readonly status: 400 | 403 | 404 | 409 = 409,
	) {
		super(message)
		this.name = 'AdminActionRefused'
	}
}
