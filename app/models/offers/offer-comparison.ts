// How the client may sort the comparison (pure: the page's links and the model).
/** `?orden=` values; the first is the default. */
export const COMPARISON_ORDERS = {
	precio: 'Precio total',
	inicio: 'Inicio',
	duracion: 'Duración',
	valoracion: 'Valoración',
	respuesta: 'Tiempo de respuesta',
} as const
export type ComparisonOrder = keyof typeof COMPARISON_ORDERS

export const parseComparisonOrder = (value: string | null): ComparisonOrder =>
	value && value in COMPARISON_ORDERS ? (value as ComparisonOrder) : 'precio'
