// Vite's name for the Remix server build (the routes), compiled into the same bundle as server.ts.
declare module 'virtual:remix/server-build' {
	const build: import('@remix-run/node').ServerBuild
	export = build
}
