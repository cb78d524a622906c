// The exact trade lookup (by id, slug or name) behind every `service`/`category` parameter: the
// typed text is a name, never a pattern.
import { describe, expect, test } from 'vitest'
import { loader } from '#app/routes/api/find_handymans.ts'
import { findService } from '#app/models/services/services.server.ts'
import { call, getRequest, responseJson } from '#tests/helpers/requests.ts'

describe('findService', () => {
	test('matches a name in any case, and wildcards match nothing', async () => {
		expect((await findService('ELECTRICISTA'))?.slug).toBe('electricista')
		expect(await findService('%')).toBeNull()
		expect(await findService('_lectricista')).toBeNull()
		expect(await findService('Electric%')).toBeNull()
		expect(await findService('\\')).toBeNull()
	})

	test('an anonymous search for a backslash is a 404, not a 500', async () => {
		for (const service of ['\\', '%', 'a\\']) {
			const { status } = await responseJson(
				await call(loader, getRequest(`/api/find_handymans?service=${encodeURIComponent(service)}&city=Madrid`)),
			)
			expect(status).toBe(404)
		}
	})
})
