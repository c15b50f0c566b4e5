/**
 * Where the app's own work is wrapped in trace spans (page renders, GraphQL operations, database
 * queries). Without traces (OTEL_EXPORTER_OTLP_ENDPOINT unset) nothing is set here and `inSpan`
 * just runs the work: no OpenTelemetry module is ever loaded (tracing.ts sets the runner).
 */
export type SpanAttributes = Record<string, string | number | boolean>;
export type SpanRunner = <T>(name: string, attributes: SpanAttributes, run: () => Promise<T>) => Promise<T>;

let runner: SpanRunner | undefined;
export const setSpanRunner = (next: SpanRunner | undefined) => void (runner = next);
export const tracing = () => runner !== undefined;

export function inSpan<T>(name: string, attributes: SpanAttributes, run: () => Promise<T>): Promise<T> {
  return runner ? runner(name, attributes, run) : run();
}
