// Reaches into @remix-run/router, in one place: patches/@remix-run+router+1.23.3.patch.
//
// Written for @remix-run/router 1.23.3 (PINNED, and pinned exactly in package.json; vendor.test.ts
// fails when the installed version differs, and patch-package fails `npm install` when the patch
// no longer applies).
//
// Why: Remix matches a request against the route tree several times (the request handler, the
// static handler, the rendered router), and the router flattened and ranked the whole tree and
// compiled a RegExp for every pattern it tried, on every call: 16 % of the job feed's CPU
// (docs/performance.md, «Server time»). The patch keeps the ranked branches per route tree (a
// WeakMap: the server's tree is built once per build) and each compiled pattern (a Map, at most
// 10,000). Only the CommonJS build the server loads is patched; the browser's build is untouched,
// since lazy route discovery adds routes to its tree in place.
// tests/integration/platform/route-matching-patch.test.ts checks that the server loads the patched
// build and that matching still answers per tree, path, params, case, index and splat.
// Way out: a router that caches its ranked branches itself (React Router 7's does not yet), or
// dropping the patch and accepting the cost.
export const PINNED = { name: '@remix-run/router', version: '1.23.3' } as const
export const PATCH_FILE = 'patches/@remix-run+router+1.23.3.patch'
