// Reaches into zod, in one place: every `import … from 'zod'` resolves here (the alias in
// vite.config.ts, for the app's bundles and vitest).
//
// Written for zod 4.6.7 (PINNED; vendor.test.ts fails when the installed version differs).
//
// Why: zod's JIT probes `new Function` when its first object schema is built, which our CSP (no
// 'unsafe-eval') reports as a violation in the browser (Lighthouse best practices 96). The config
// must run before any schema module evaluates, hence a module in front of zod rather than a call in
// some entry file. e2e/page-weight.spec.ts listens for `securitypolicyviolation` while the wizard
// validates. Way out: zod choosing jitless by itself under a CSP, or a global config hook that
// runs first without an alias.
import { config } from 'zod/v4/core'

export const PINNED = { name: 'zod', version: '4.6.7' } as const

config({ jitless: true })

export * from 'zod/v4'
export { z, z as default } from 'zod/v4'
