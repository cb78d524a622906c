// `npm start` on a fresh clone: build first when there is no build yet.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

if (!existsSync('build/server/index.js')) {
	console.log('No hay build: compilando (npm run build)…')
	execSync('npx remix vite:build', { stdio: 'inherit' })
}
