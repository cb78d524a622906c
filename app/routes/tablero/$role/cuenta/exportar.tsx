import { type LoaderFunctionArgs } from '@remix-run/node'
import { ACT_AS_EXPORT_REFUSED } from '#app/models/admin/act-as.server.ts'
import { requireUser } from '#app/models/auth/guards.server.ts'
import { exportAccountData } from '#app/models/users/account-export.server.ts'

// The user's data as a JSON download. A resource route: the dashboard layout does not
// run, so the role segment is not checked; the export is always the signed-in user's own.
export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	// a GET is not audited, and a whole copy of someone's data is not support work: refused while acting
	if (user.actingAdmin) throw new Response(ACT_AS_EXPORT_REFUSED, { status: 403 })
	const body = JSON.stringify(await exportAccountData(user.id), null, 2)
	return new Response(body, {
		headers: {
			'Content-Type': 'application/json; charset=utf-8',
			'Content-Disposition': 'attachment; filename="mis-datos-reformas.json"',
			'Cache-Control': 'no-store',
		},
	})
}
