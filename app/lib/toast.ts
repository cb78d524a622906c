/** A one-time message shown after an action (spec 000 §9: success 2 s, others 4 s). */
export type Toast = { type: 'success' | 'error' | 'info'; text: string }
