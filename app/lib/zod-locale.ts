// zod's own messages (a value of the wrong type, a missing object, an unknown option) in Spanish,
// for every schema that does not write its own: /api answers and forms never show zod's English.
// Imported for its effect by the root (pages, both bundles) and by the /api responder.
import { z } from 'zod'

z.config(z.locales.es())
