// `npm start` and `npm run worker` on a fresh clone: build first when there is no build yet (plain node: nothing to
// compile before the compiled server starts).
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

if (!existsSync('build/server/server.js') || !existsSync('build/server/worker.js')) {
	console.log('No hay build: compilando (npm run build)…')
	execSync('npx remix vite:build', { stdio: 'inherit' })
}
