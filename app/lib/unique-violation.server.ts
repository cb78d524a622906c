/** A unique violation: P2002 from a model query; a raw statement's carries the driver's kind. */
export const isUniqueViolation = (error: unknown) => {
	const { code, meta } = (error ?? {}) as {
		code?: string
		meta?: { driverAdapterError?: { cause?: { kind?: string } } }
	}
	return (
		code === 'P2002' ||
		code === '23505' || // the pg driver's own, from a statement run without Prisma (queryDirect)
		meta?.driverAdapterError?.cause?.kind === 'UniqueConstraintViolation'
	)
}
