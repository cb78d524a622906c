import { OFFLINE_SUBMIT } from '#app/lib/offline.ts'

/**
 * Said inside a form whose last send found no connection; «Reintentar» sends the same form again
 * (the form's fields were never cleared).
 */
export function OfflineNotice({ name, value }: { name?: string; value?: string }) {
	return (
		<p className="notice notice--error" role="alert">
			{OFFLINE_SUBMIT}{' '}
			<button type="submit" className="link-button" name={name} value={value}>
				Reintentar
			</button>
		</p>
	)
}
