// The Vite dev server, handed from server/dev.ts (outside Vite's module graph) to server.ts
// (inside it): the one value that crosses between the two, hence a process-wide slot.
import { type ViteDevServer } from 'vite'

const SLOT = Symbol.for('reformas.vite-dev-server')
type Slot = { [SLOT]?: ViteDevServer }

export function setViteDevServer(vite: ViteDevServer) {
	;(globalThis as Slot)[SLOT] = vite
}

/** The dev server started by `npm run dev`; server.ts run any other way in development is refused. */
export function getViteDevServer() {
	const vite = (globalThis as Slot)[SLOT]
	if (!vite) throw new Error('En desarrollo arranca con `npm run dev` (server/dev.ts), no con server.ts directamente')
	return vite
}
