import type { IncomingMessage } from 'node:http';

/**
 * Where the app's own work is wrapped in trace spans (each request, its GraphQL operation, page
 * renders, database queries). Without traces (OTEL_EXPORTER_OTLP_ENDPOINT unset) no hooks are set,
 * the work just runs, and no OpenTelemetry module is ever loaded (tracing.ts sets the hooks).
 */
export type SpanAttributes = Record<string, string | number | boolean>;

export interface SpanHooks {
  /** Runs `work` inside a new span, child of the active one. */
  run<T>(name: string, attributes: SpanAttributes, work: () => Promise<T>): Promise<T>;
  /** Renames the active span and adds attributes to it (what is known only later: the GraphQL operation). */
  annotate(name: string | undefined, attributes: SpanAttributes): void;
  /** Handles a request inside its root span; `end` is called once its answer is out. */
  request(req: IncomingMessage, requestId: string, handle: () => void): (status: number, route: string) => void;
}

let hooks: SpanHooks | undefined;
export const setSpanHooks = (next: SpanHooks | undefined) => void (hooks = next);
export const spanHooks = () => hooks;
export const tracing = () => hooks !== undefined;

export function inSpan<T>(name: string, attributes: SpanAttributes, work: () => Promise<T>): Promise<T> {
  return hooks ? hooks.run(name, attributes, work) : work();
}

export function annotateSpan(name: string | undefined, attributes: SpanAttributes): void {
  hooks?.annotate(name, attributes);
}
