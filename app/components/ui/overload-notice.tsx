import { useSyncExternalStore } from 'react'
import { overloadStatus } from '#app/lib/overload.ts'

/**
 * While a request refused by a busy server waits to be sent again (app/lib/overload.ts), says so;
 * the form, the popup's step and what was typed stay as they are.
 */
export function OverloadNotice() {
	const status = useSyncExternalStore(overloadStatus.subscribe, overloadStatus.get, () => null)
	if (!status) return null
	return (
		<p className="notice notice--info overload-notice" role="status">
			Hay mucha demanda en este momento. Lo volvemos a intentar en {status.retryInSeconds} s: no cierres la página, lo
			que escribiste se mantiene.
		</p>
	)
}
