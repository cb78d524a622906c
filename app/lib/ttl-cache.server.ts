// Lookups that may be a few minutes stale (the trade catalogue, places by name) are kept in this
// process for a while instead of asked on every request. Each instance keeps its own
// copy: only cache what is fine to be stale by `ttlMs` everywhere, never per-user data.

/**
 * A map of promises that expire after `ttlMs`; a failed load is forgotten at once. At most
 * `maxEntries` keys are kept (the oldest go first), so unknown keys cannot grow it without end.
 */
export function ttlCache<Key, Value>({ ttlMs, maxEntries = 1_000 }: { ttlMs: number; maxEntries?: number }) {
	const entries = new Map<Key, { until: number; value: Promise<Value> }>()
	return {
		get(key: Key, load: () => Promise<Value>, now = Date.now()): Promise<Value> {
			const hit = entries.get(key)
			if (hit && hit.until > now) return hit.value
			entries.delete(key)
			if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as Key)
			const value = load()
			entries.set(key, { until: now + ttlMs, value })
			value.catch(() => {
				if (entries.get(key)?.value === value) entries.delete(key)
			})
			return value
		},
		clear() {
			entries.clear()
		},
	}
}
