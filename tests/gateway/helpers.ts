import { expect } from '@jest/globals';
import type { Response } from 'supertest';
import type { TestApp } from '../helpers/test-app';

/** POSTs one GraphQL operation as the web client does (JSON, with the CSRF preflight header). */
export function gql(t: TestApp, query: string, variables?: Record<string, unknown>, token?: string): Promise<Response> {
  const req = t.http.post('/api/graphql').set('Apollo-Require-Preflight', 'true');
  if (token) req.set('Authorization', token);
  return req.send({ query, variables });
}

/** The first error's `extensions.code` (and the rest of the error) of a GraphQL response. */
export const firstError = (res: Response) =>
  res.body.errors?.[0] as { message: string; extensions: { code: string; details?: Record<string, string>; retryAfter?: number } } | undefined;

export const codeOf = (res: Response) => firstError(res)?.extensions.code;

/** Asserts the body carries no stack trace anywhere (message, extensions, nested). */
export const hasStackTrace = (res: Response) => /stacktrace|\bat .+\(.*:\d+:\d+\)|\.ts:\d+/i.test(JSON.stringify(res.body ?? res.text));

/**
 * A GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec) built
 * by hand: `operations`, then `map`, then the files, with the preflight header.
 */
export function gqlUpload(
  t: TestApp,
  query: string,
  variables: Record<string, unknown>,
  files: Record<string, { buffer: Buffer; filename: string; contentType?: string }>,
  token?: string,
) {
  const map: Record<string, string[]> = {};
  Object.keys(files).forEach((path, i) => (map[String(i)] = [`variables.${path}`]));
  const req = t.http.post('/api/graphql').set('Apollo-Require-Preflight', 'true');
  if (token) req.set('Authorization', token);
  req.field('operations', JSON.stringify({ query, variables })).field('map', JSON.stringify(map));
  Object.values(files).forEach((file, i) =>
    req.attach(String(i), file.buffer, { filename: file.filename, contentType: file.contentType ?? 'image/png' }),
  );
  return req;
}

/** 401 without a token, 403 for a signed-in user: the refusals every admin-only field shares. */
export async function refusesNonAdmins(t: TestApp, userToken: string, query: string, variables?: Record<string, unknown>) {
  const anonymous = await gql(t, query, variables);
  expect([anonymous.status, codeOf(anonymous)]).toEqual([401, 'UNAUTHENTICATED']);
  const signedIn = await gql(t, query, variables, userToken);
  expect([signedIn.status, codeOf(signedIn)]).toEqual([403, 'FORBIDDEN']);
}
