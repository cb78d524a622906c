// zod's own messages (a value of the wrong type, a missing object, an unknown option) in Spanish,
// for every schema that does not write its own: /api answers and forms never show zod's English.
// Imported for its effect by entry.server (every page action on the server) and by the /api
// responder (also when tests call /api routes directly); the browser bundle stays as it was.
import { z } from 'zod'

z.config(z.locales.es())
