// OpenTelemetry traces, only when OTEL_EXPORTER_OTLP_ENDPOINT is set: HTTP requests, Prisma's
// queries and the pg driver (pg-boss's SQL included) are sent over OTLP/HTTP. Off, nothing of
// OpenTelemetry is loaded (every import below is dynamic).
export type Tracing = { shutdown: () => Promise<void>; flush: () => Promise<void> }

export async function startTracing(
	endpoint: string | undefined,
	serviceName = 'reformas',
): Promise<Tracing | undefined> {
	if (!endpoint) return undefined
	const [
		{ NodeSDK, tracing },
		{ OTLPTraceExporter },
		{ HttpInstrumentation },
		{ PgInstrumentation },
		{ PrismaInstrumentation },
	] = await Promise.all([
		import('@opentelemetry/sdk-node'),
		import('@opentelemetry/exporter-trace-otlp-http'),
		import('@opentelemetry/instrumentation-http'),
		import('@opentelemetry/instrumentation-pg'),
		import('@prisma/instrumentation'),
	])
	const exporter = new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` })
	const processor = new tracing.BatchSpanProcessor(exporter)
	const sdk = new NodeSDK({
		serviceName,
		spanProcessors: [processor],
		instrumentations: [
			// probes and scrapes would drown the requests
			new HttpInstrumentation({
				ignoreIncomingRequestHook: (request) =>
					request.url === '/metrics' || (request.url?.startsWith('/healthcheck') ?? false),
			}),
			new PgInstrumentation(),
			new PrismaInstrumentation(),
		],
	})
	sdk.start()
	return { shutdown: () => sdk.shutdown(), flush: () => processor.forceFlush() }
}
