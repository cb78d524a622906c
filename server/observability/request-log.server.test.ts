// Issue 37 (L6): the job-alert unsubscribe token is in the URL path; the request log never holds it.
import { expect, test } from 'vitest'
import { loggedPath } from './request-log.server.ts'

test('a secret path segment and the query are left out of the logged path', () => {
	expect(loggedPath('/cancelar-alerta/abcDEF123_-xyz?x=1')).toBe('/cancelar-alerta/[redacted]')
	expect(loggedPath('/cancelar-alerta/abcDEF123.data')).toBe('/cancelar-alerta/[redacted]')
	expect(loggedPath('/restablecer-contrasena?token=secreto')).toBe('/restablecer-contrasena')
	expect(loggedPath('/tablero/oficial/avisos')).toBe('/tablero/oficial/avisos')
})
