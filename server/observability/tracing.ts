import type { Logger } from 'pino';
import { setSpanHooks } from './spans';

export interface TracingConfig {
  /** OTEL_EXPORTER_OTLP_ENDPOINT (the collector's base URL: /v1/traces is added). */
  endpoint?: string;
  /** OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: the full traces URL, used as is. */
  tracesEndpoint?: string;
  /** OTEL_EXPORTER_OTLP_PROTOCOL: `http/protobuf` (the default) or `http/json`. */
  protocol: string;
  instance: string;
}

/**
 * Starts OpenTelemetry tracing when an OTLP endpoint is configured, and returns what flushes and
 * stops it; without one returns undefined having loaded nothing (every module is imported here,
 * on demand). Spans: each HTTP request (its root, carrying the request id), the GraphQL operation,
 * page renders and database queries (spans.ts says where).
 */
export async function startTracing(config: TracingConfig, logger: Logger): Promise<(() => Promise<void>) | undefined> {
  const url = config.tracesEndpoint ?? (config.endpoint ? `${config.endpoint.replace(/\/+$/, '')}/v1/traces` : undefined);
  if (!url) return undefined;
  const [{ trace, context, SpanKind, SpanStatusCode }, { NodeTracerProvider, BatchSpanProcessor }, { resourceFromAttributes }] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/resources'),
  ]);
  if (config.protocol !== 'http/json' && config.protocol !== 'http/protobuf') {
    logger.warn({ protocol: config.protocol }, 'OTEL_EXPORTER_OTLP_PROTOCOL: only http/protobuf and http/json are supported; using http/protobuf');
  }
  const { OTLPTraceExporter } = config.protocol === 'http/json' ? await import('@opentelemetry/exporter-trace-otlp-http') : await import('@opentelemetry/exporter-trace-otlp-proto');
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': 'metal-gates', 'service.instance.id': config.instance }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url }))],
  });
  // The global provider and an AsyncLocalStorage context: a query's span finds its request's.
  provider.register();
  const tracer = trace.getTracer('metal-gates');

  setSpanHooks({
    run: (name, attributes, work) =>
      tracer.startActiveSpan(name, { attributes }, async (span) => {
        try {
          return await work();
        } catch (error) {
          span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : 'error' });
          throw error;
        } finally {
          span.end();
        }
      }),
    annotate: (name, attributes) => {
      const span = trace.getActiveSpan();
      if (name) span?.updateName(name);
      span?.setAttributes(attributes);
    },
    request: (req, requestId, handle) => {
      const method = req.method ?? 'GET';
      const span = tracer.startSpan(method, { kind: SpanKind.SERVER, attributes: { 'http.request.method': method, 'request.id': requestId } });
      context.with(trace.setSpan(context.active(), span), handle);
      return (status, route) => {
        span.updateName(`${method} ${route}`);
        span.setAttributes({ 'http.route': route, 'http.response.status_code': status });
        if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      };
    },
  });
  logger.info({ url, protocol: config.protocol }, 'OpenTelemetry traces on');
  return async () => {
    setSpanHooks(undefined);
    await provider.shutdown();
  };
}
