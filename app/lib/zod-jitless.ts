// Every `import … from 'zod'` resolves here (vite.config.ts): zod's JIT probes `new Function`
// when its first object schema is built, which our CSP (no 'unsafe-eval') reports as a violation
// in the browser (Lighthouse best practices 96). The config must run before any schema
// module evaluates, hence a module in front of zod rather than a call in some entry file.
import { config } from 'zod/v4/core'

config({ jitless: true })

export * from 'zod/v4'
export { z, z as default } from 'zod/v4'
