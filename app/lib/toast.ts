/**
 * A one-time message shown after an action (spec 000 §9: success 2 s, error and others 4 s,
 * loading until replaced; at most 20 at once).
 */
export type Toast = { type: 'success' | 'error' | 'info' | 'loading'; text: string }

export const MAX_TOASTS = 20
