import { z } from 'zod'

export const PRICE_MESSAGE = 'El precio debe ser un número mayor o igual que 1'
export const MAX_PRICE = 1_000_000

/** An offer's price in euros (spec: a number of at least 1); a Spanish decimal comma is accepted. */
export const offerPrice = z.preprocess(
	(value) =>
		value === '' || value === null ? undefined : typeof value === 'string' ? value.trim().replace(',', '.') : value,
	z.coerce
		.number({ error: PRICE_MESSAGE })
		.min(1, PRICE_MESSAGE)
		.max(MAX_PRICE, 'El precio no puede superar 1.000.000 €')
		.transform((price) => Math.round(price * 100) / 100),
)
