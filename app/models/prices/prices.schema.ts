// GET /api/prices (and its OpenAPI description): the trade, and optionally a province and a title.
import { z } from 'zod'
import { singleLine } from '#app/lib/single-line.ts'

export const PricesQuery = z.object({
	service: singleLine({ error: 'Se requiere el servicio' }).trim().min(1, 'Se requiere el servicio').max(80),
	province: singleLine().trim().max(60, 'Provincia no encontrada').optional(),
	title: singleLine().trim().max(120, 'Título no válido').optional(),
})
