// GET /api/prices (and its OpenAPI description): the trade, and optionally a province and a title.
import { z } from 'zod'

export const PricesQuery = z.object({
	service: z.string({ error: 'Se requiere el servicio' }).trim().min(1, 'Se requiere el servicio').max(80),
	province: z.string().trim().max(60, 'Provincia no encontrada').optional(),
	title: z.string().trim().max(120, 'Título no válido').optional(),
})
