/** Every collection of the registry (domain/collections.ts): list, its extra reads, get, create, update, delete. */
import type { CollectionDefinition } from '@domain/collection';
import { COLLECTIONS } from '@domain/collections';
import { pageArgsSchema } from '@domain/paging';
import { z } from 'zod';
import { collectionBodyNames } from '../forms';
import { localized, localizedNote, localeReadParameters, localeWriteParameters } from './locale';
import { admin, arrayOf, envelope, errors, formOrJson, idParam, jsonBody, ok, schemaRef, type Json } from '../helpers';

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The list call's arguments as query parameters: paging and search (domain/paging.ts), then its filters, from their zod schemas. */
function listParameters(c: CollectionDefinition): Json[] {
  const properties = (schema: z.ZodType) => Object.entries(((z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json).properties ?? {}) as Record<string, Json>);
  return [...properties(pageArgsSchema), ...properties(c.listArgs)].map(([name, schema]) => {
    const { description, ...rest } = schema;
    const text = name === 'q' ? `Searches ${c.search.join(', ')}. ${String(description)}` : description;
    return { name, in: 'query', required: false, ...(text ? { description: text } : {}), schema: rest };
  });
}

/** A paged answer (with `limit`): the list under its key, `nextCursor` and `total` beside it. */
function pagedList(key: string, dto: string): Json {
  return {
    type: 'object',
    required: [key, 'nextCursor', 'prevCursor', 'total'],
    properties: {
      [key]: arrayOf(dto),
      nextCursor: { type: ['string', 'null'], description: 'Send as cursor (same limit, q and filters) for the next page; null on the last page.' },
      prevCursor: { type: ['string', 'null'], description: 'Send as cursor for the page before; null when that is the first page (ask without cursor) or this is the first page.' },
      total: { type: 'integer', minimum: 0, description: 'How many items the filters and q match.' },
    },
  };
}

function collectionPaths(c: CollectionDefinition) {
  const { rest, docs, file } = c;
  const dto = z.globalRegistry.get(c.dto)?.id as string;
  const { form, input, updateForm, update } = collectionBodyNames(c);
  const Name = capitalize(rest.one);
  const body = file ? formOrJson(form, input) : jsonBody(schemaRef(input));
  const updateBody = file ? formOrJson(updateForm, update) : jsonBody(schemaRef(update));
  const item = (description: string) => localized(ok(description, envelope(rest.one, schemaRef(dto))));
  const id = [idParam(rest.one)];
  const parameters = [...listParameters(c), ...localeReadParameters];
  // Refusals a write may meet beyond the usual: 409 for a stale version (and the collection's own conflicts), 413/415 for files.
  const fileErrors = file ? [413, 415] : [];
  const items = rest.many ? envelope(rest.many, arrayOf(dto)) : arrayOf(dto);
  const paged = pagedList(rest.many ?? c.graphql.many, dto);
  const list = { anyOf: [rest.manyIn ? envelope(rest.manyIn, items) : items, rest.manyIn ? envelope(rest.manyIn, paged) : paged] };
  const pagedShape = `{${rest.many ?? c.graphql.many}: [...], nextCursor, total}`;
  const listShape = `${rest.many ? `{${rest.many}: [...]}` : 'A bare JSON array'} without limit; ${pagedShape} with it`;
  const many = rest.many ?? `${rest.one}s`;
  // A write's operation opens the same way: its tag, its name and summary, staff only.
  const staffOperation = (operationId: string, summary: string) => ({ tags: [rest.tag], operationId, summary, security: admin });
  // Extra reads (festivals' `active`): one item or null in the item's envelope.
  const reads = Object.fromEntries(
    Object.entries(c.reads ?? {}).map(([name, read]) => [
      `/api/${rest.path}/${name}`,
      {
        get: {
          tags: [rest.tag],
          operationId: read.graphql,
          summary: read.doc,
          description: localizedNote(c.localized).trim() || undefined,
          parameters: localeReadParameters,
          responses: { 200: localized(ok(read.doc, envelope(rest.one, { oneOf: [schemaRef(dto), { type: 'null' }] }))), ...errors(400, 401, 403) },
        },
      },
    ]),
  );
  return {
    [`/api/${rest.path}`]: {
      get: {
        tags: [rest.tag],
        operationId: `list${capitalize(many)}`,
        summary: docs.list,
        description:
          'With `limit`, a page in the same order: pass its `nextCursor` as `cursor` for the next (keyset: a walk sees each item once while items are added or deleted). ' +
          '`offset` and `page` are refused (400), as are a limit out of 1 to 1000 and a cursor this API did not give.' +
          localizedNote(c.localized),
        parameters,
        responses: { 200: localized(ok(`${rest.manyIn ? `{${rest.manyIn}: ${listShape}}` : listShape}.`, list)), ...errors(400, 401, 403) },
      },
      post: {
        ...staffOperation(`create${Name}`, docs.create),
        requestBody: body,
        responses: { 201: item('Created.'), ...errors(400, 401, 403, 409, ...fileErrors) },
      },
    },
    ...reads,
    [`/api/${rest.path}/{id}`]: {
      get: {
        tags: [rest.tag],
        operationId: `get${Name}`,
        summary: docs.get,
        description: localizedNote(c.localized).trim() || undefined,
        parameters: [...id, ...localeReadParameters],
        responses: { 200: item(`The ${rest.one}.`), ...errors(400, 401, 403, 404) },
      },
      // The spec's PUT, and PATCH: the one update verb of every collection item and singleton, the same call.
      ...Object.fromEntries(
        (['put', 'patch'] as const).map((verb) => [
          verb,
          {
            tags: [rest.tag],
            operationId: verb === 'put' ? `update${Name}` : `patch${Name}`,
            summary: verb === 'put' ? docs.update : `${docs.update} (PATCH: the same as PUT)`,
            description:
              'Only the fields sent change; null (JSON) or an empty value clears a field (a required one is then refused). ' +
              'With `expectedUpdatedAt`, refused with 409 when the item changed since that version.' +
              (file ? ` No file keeps the ${file.field}; a new file replaces it (the old file is deleted); an empty \`${file.field}\` value clears it.` : '') +
              localizedNote(c.localized, true),
            security: admin,
            parameters: [...id, ...localeWriteParameters],
            requestBody: updateBody,
            responses: { 200: item('Updated.'), ...errors(400, 401, 403, 404, 409, ...fileErrors) },
          },
        ]),
      ),
      ...(c.removable
        ? {
            delete: {
              ...staffOperation(`delete${Name}`, docs.remove),
              parameters: id,
              responses: { 200: ok(file ? `Deleted, with its ${file.field} file.` : 'Deleted.', schemaRef('Deleted')), ...errors(401, 403, 404, 409) },
            },
          }
        : {}),
    },
  };
}

export const collectionPathItems = Object.assign({}, ...Object.values(COLLECTIONS).map((c) => collectionPaths(c as CollectionDefinition))) as Record<string, Json>;
