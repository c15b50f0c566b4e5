import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pino from 'pino';
import { startTracing } from '../../server/observability/tracing';
import { tracing } from '../../server/observability/spans';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** OpenTelemetry traces, sent as OTLP http/json to a receiver of the test's own. */
interface Attribute {
  key: string;
  value: { stringValue?: string; intValue?: number | string };
}
interface Span {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: Attribute[];
}

const spans: Span[] = [];
const receiver = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    if (req.url === '/v1/traces' && /json/.test(req.headers['content-type'] ?? '')) {
      const body = JSON.parse(Buffer.concat(chunks).toString()) as { resourceSpans: { scopeSpans: { spans: Span[] }[] }[] };
      for (const r of body.resourceSpans) for (const s of r.scopeSpans) spans.push(...s.spans);
    }
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
  });
});
const attribute = (span: Span | undefined, key: string) => {
  const value = span?.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue !== undefined ? Number(value.intValue) : undefined);
};

let t: TestApp;
let stop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  stop = await startTracing({ endpoint, protocol: 'http/json', instance: 'traced' }, pino({ level: 'silent' }));
  t = await createTestApp();
}, 60_000);

afterAll(async () => {
  await stop?.();
  await t.close();
  receiver.close();
});

describe('traces', () => {
  it('are not loaded without an endpoint', async () => {
    expect(await startTracing({ protocol: 'http/json', instance: 'x' }, pino({ level: 'silent' }))).toBeUndefined();
    // The only static imports of OpenTelemetry are types: the modules load in startTracing alone.
    const files = ['server', 'gateway', 'boot'].flatMap((dir) => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts')).map((f) => path.join(dir, f)));
    const staticImports = files.filter((f) => /^import (?!type)[^;]*from '@opentelemetry\//m.test(fs.readFileSync(f, 'utf8')));
    expect(staticImports).toEqual([]);
  });

  it('carry an HTTP request with its request id, its GraphQL operation and its database queries', async () => {
    expect(tracing()).toBe(true);
    const res = await t.http.post('/api/graphql').set('X-Request-Id', 'trace-me-1').send({ query: 'query DrillNews { news { _id } }', operationName: 'DrillNews' });
    expect(res.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await stop?.();
    stop = undefined;
    const root = spans.find((s) => attribute(s, 'request.id') === 'trace-me-1');
    expect(root).toMatchObject({ name: 'POST /api/graphql' });
    expect(root?.parentSpanId ?? '').toBe('');
    expect(attribute(root, 'http.response.status_code')).toBe(200);
    const graphql = spans.find((s) => s.name === 'graphql query DrillNews');
    expect(graphql).toMatchObject({ traceId: root!.traceId, parentSpanId: root!.spanId });
    const queries = spans.filter((s) => s.traceId === root!.traceId && s.name === 'db select');
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.every((q) => q.parentSpanId === graphql!.spanId)).toBe(true);
    expect(String(attribute(queries[0], 'db.query.text'))).toMatch(/^select/);
  });
});
