/** Every singleton of the registry (domain/singletons.ts): get and update. */
import type { SingletonDefinition } from '@domain/singleton';
import { SINGLETONS } from '@domain/singletons';
import { z } from 'zod';
import { singletonBodyNames } from '../forms';
import { localized, localizedNote, localeReadParameters, localeWriteParameters } from './locale';
import { admin, envelope, errors, formOrJson, jsonBody, ok, schemaRef, type Json } from '../helpers';

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function singletonPaths(s: SingletonDefinition) {
  const { rest, docs, files } = s;
  const dto = z.globalRegistry.get(s.dto)?.id as string;
  const { form, input } = singletonBodyNames(s);
  const answer = (description: string) => localized(ok(description, rest.envelope ? envelope(rest.envelope, schemaRef(dto)) : schemaRef(dto)));
  const fileNames = files.map((f) => `\`${f.field}\``).join(', ');
  // The spec's verb (POST or PUT), and PATCH: the one update verb of every collection item and singleton, the same call.
  const verbs = [rest.update, 'patch'] as const;
  const update = (verb: (typeof verbs)[number]) => ({
    tags: [rest.tag],
    operationId: verb === rest.update ? `update${dto}` : `patch${dto}`,
    summary: verb === rest.update ? docs.update : `${docs.update} (PATCH: the same as ${rest.update.toUpperCase()})`,
    description:
      `${docs.updateNote} The one meaning of update: only the fields sent change; null (JSON) or an empty value clears a field; ` +
      'a nested object or list sent is the new value as a whole. With `expectedUpdatedAt`, refused with 409 when the document changed since that version.' +
      (files.length
        ? ` JSON, or multipart to send images (${fileNames}): text fields are plain text parts, lists and maps one JSON part each (\`${form}\`); ` +
          'no file keeps an image, a new file replaces it (the old file is deleted), an empty value (or JSON null) clears it.'
        : '') +
      localizedNote(s.localized, true),
    security: admin,
    parameters: localeWriteParameters,
    requestBody: files.length ? formOrJson(form, input) : jsonBody(schemaRef(input)),
    // 413: a file over its limit, or a JSON body over 1 MB; 415: a file that is not an accepted image.
    responses: { 200: answer(`The ${capitalize(rest.envelope ?? 'document')} after the change.`), ...errors(400, 401, 403, 409, 413, ...(files.length ? [415] : [])) },
  });
  return {
    [`/api/${rest.path}`]: {
      get: {
        tags: [rest.tag],
        operationId: `get${dto}`,
        summary: docs.get,
        description: localizedNote(s.localized).trim() || undefined,
        parameters: localeReadParameters,
        responses: { 200: answer(docs.getAnswer), ...errors(400, 401, 403) },
      },
      ...Object.fromEntries(verbs.map((verb) => [verb, update(verb)])),
    },
  };
}

export const singletonPathItems = Object.assign({}, ...Object.values(SINGLETONS).map((s) => singletonPaths(s as SingletonDefinition))) as Record<string, Json>;
