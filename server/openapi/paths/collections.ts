/** Every collection of the registry (domain/collections.ts): list, its extra reads, get, create, update, delete. */
import type { CollectionDefinition } from '@domain/collection';
import { COLLECTIONS } from '@domain/collections';
import { z } from 'zod';
import { collectionBodyNames } from '../forms';
import { listParameters, pagedList, PAGING_NOTE } from '../paging';
import { localized, localizedNote, localeReadParameters, localeWriteParameters } from './locale';
import { admin, arrayOf, envelope, errors, formOrJson, idParam, jsonBody, ok, schemaRef, type Json } from '../helpers';

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function collectionPaths(c: CollectionDefinition) {
  const { rest, docs, file } = c;
  const dto = z.globalRegistry.get(c.dto)?.id as string;
  const { form, input, updateForm, update } = collectionBodyNames(c);
  const Name = capitalize(rest.one);
  const body = file ? formOrJson(form, input) : jsonBody(schemaRef(input));
  const updateBody = file ? formOrJson(updateForm, update) : jsonBody(schemaRef(update));
  const item = (description: string) => localized(ok(description, envelope(rest.one, schemaRef(dto))));
  const id = [idParam(rest.one)];
  const parameters = [...listParameters(c.search, c.listArgs), ...localeReadParameters];
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
          PAGING_NOTE + localizedNote(c.localized),
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
